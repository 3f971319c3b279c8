'use client';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@/components/ui/form-resolver';
import { useRouter } from '@/i18n/navigation';
import type { BlogComment } from '@/lib/backend/schemas/content';
import { postComment } from './comment-actions';
import {
  COMMENT_ERROR_KEYS,
  COMMENT_LIMITS,
  guestCommentSchema,
  shopperCommentSchema,
  type CommentErrorKey,
  type CommentResult,
  type GuestCommentValues,
} from './comment-schema';

type NoticeKey = 'published' | 'sessionExpired' | 'rateLimited' | 'unavailable' | 'notFound' | 'rejected' | 'closed';
type Notice = { tone: 'success' | 'danger' | 'info'; key: NoticeKey };

const FAILURE_NOTICE: Record<
  Exclude<Exclude<CommentResult, { ok: true } | { reason: 'invalid' }>['reason'], 'session-expired'>,
  NoticeKey
> = {
  'rate-limited': 'rateLimited',
  unavailable: 'unavailable',
  'not-found': 'notFound',
  rejected: 'rejected',
  closed: 'closed',
};

/**
 * The comment form's state and sending: a signed-in shopper posts under the account (until the
 * session turns out expired, then as a guest), a guest with a name and an e-mail; a reply names
 * the comment it answers. Field errors come back next to their field, other refusals as a notice.
 */
export function useCommentForm(route: string, signedIn: boolean) {
  const t = useTranslations('CommentForm');
  const router = useRouter();
  const [guestAnyway, setGuestAnyway] = useState(false);
  const asShopper = signedIn && !guestAnyway;
  const [replyTo, setReplyTo] = useState<BlogComment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<GuestCommentValues>({
    // One schema per mode, the same the server action parses again.
    resolver: zodResolver(
      asShopper ? (shopperCommentSchema as unknown as typeof guestCommentSchema) : guestCommentSchema,
      undefined,
      { raw: true },
    ),
    defaultValues: { comment: '', comment_by: '', comment_email: '' },
    mode: 'onSubmit',
  });

  const errorText = (key: string | undefined) =>
    key
      ? t(
          COMMENT_ERROR_KEYS.includes(key as CommentErrorKey) ? (key as CommentErrorKey) : 'errorCommentShort',
          COMMENT_LIMITS,
        )
      : undefined;

  const answer = (comment: BlogComment) => {
    setReplyTo(comment);
    setNotice(null);
    setFocus('comment');
  };

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    const reply = replyTo ? { reply_to: replyTo.name } : {};
    const input = asShopper ? { comment: values.comment, ...reply } : { ...values, ...reply };
    startTransition(async () => {
      let result: CommentResult;
      try {
        result = await postComment(route, input, asShopper);
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (result.ok) {
        reset({ comment: '', comment_by: values.comment_by, comment_email: values.comment_email });
        setReplyTo(null);
        setNotice({ tone: 'success', key: 'published' });
        router.refresh();
        return;
      }
      if (result.reason === 'invalid') {
        for (const [field, key] of Object.entries(result.fieldErrors))
          setError(field as keyof GuestCommentValues, { message: key }, { shouldFocus: true });
        return;
      }
      if (result.reason === 'session-expired') {
        setGuestAnyway(true);
        setNotice({ tone: 'info', key: 'sessionExpired' });
        return;
      }
      setNotice({ tone: 'danger', key: FAILURE_NOTICE[result.reason] });
    });
  });

  return { asShopper, replyTo, setReplyTo, notice, pending, register, errors, errorText, answer, onSubmit };
}
