'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/components/ui/use-action-form';
import { useRouter } from '@/i18n/navigation';
import type { BlogComment } from '@/lib/backend/schemas/content';
import { postComment } from './comment-actions';
import { COMMENT_ERROR_KEYS, COMMENT_LIMITS, commentNativeKey, type CommentErrorKey } from './comment-keys';
import type { CommentResult } from './comment-schema';

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

/** The comment box's id: "Reply" moves the focus there. */
export const COMMENT_FIELD_ID = 'comment-text';

/**
 * The comment form's state and sending, with the shop's form mechanism (use-action-form: browser
 * checks first, the schema loaded on first focus, so a post, an FAQ or the terms, which share the
 * route, load no form library with the page). A signed-in shopper posts under the account (until
 * the session turns out expired, then as a guest), a guest with a name and an e-mail; a reply
 * names the comment it answers. Field errors come back next to their field, other refusals as a
 * notice.
 */
export function useCommentForm(route: string, signedIn: boolean) {
  const t = useTranslations('CommentForm');
  const router = useRouter();
  const [guestAnyway, setGuestAnyway] = useState(false);
  const asShopper = signedIn && !guestAnyway;
  const [replyTo, setReplyTo] = useState<BlogComment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { form, field, errors, pending } = useActionForm({
    defaults: { comment: '', comment_by: '', comment_email: '' },
    // One schema per mode, the same the server action parses again.
    schema: () => import('./comment-schema').then((m) => (asShopper ? m.shopperCommentSchema : m.guestCommentSchema)),
    nativeKey: commentNativeKey,
    action: (values) => {
      setNotice(null);
      const reply = replyTo ? { reply_to: replyTo.name } : {};
      const input = asShopper ? { comment: values.comment, ...reply } : { ...values, ...reply };
      return postComment(route, input, asShopper);
    },
    onSuccess: (_result, _values, tools) => {
      tools.setValues({ comment: '' });
      setReplyTo(null);
      setNotice({ tone: 'success', key: 'published' });
      router.refresh();
    },
    onRefusal: (result) => {
      if (result.reason === 'invalid') return false;
      if (result.reason === 'session-expired') {
        setGuestAnyway(true);
        setNotice({ tone: 'info', key: 'sessionExpired' });
      } else setNotice({ tone: 'danger', key: FAILURE_NOTICE[result.reason] });
      return true;
    },
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
    document.getElementById(COMMENT_FIELD_ID)?.focus();
  };

  return { asShopper, replyTo, setReplyTo, notice, pending, form, field, errors, errorText, answer };
}
