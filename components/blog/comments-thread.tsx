'use client';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useFormatter, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { contentLang } from '@/lib/content-lang';
import { useAuth } from '@/stores/auth';
import type { BlogComment } from '@/lib/backend/schemas/content';
import { postComment } from './comment-actions';
import { blogPostHref } from './blog-params';
import {
  COMMENT_ERROR_KEYS,
  COMMENT_LIMITS,
  guestCommentSchema,
  shopperCommentSchema,
  type CommentErrorKey,
  type CommentResult,
  type GuestCommentValues,
} from './comment-schema';
import { threadComments } from '@/lib/domain/comment-tree';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/field';
import styles from './comments-thread.module.css';

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
 * A post's comments and the comment form. Comments are published at once. A signed-in shopper
 * comments under the account's name; a guest gives a name and an e-mail that is never shown.
 * "Reply" appears only when the back-end keeps replies (an optional method); without it comments
 * are one flat list. The comments' HTML arrives sanitised by the server.
 */
export function CommentsThread({
  route,
  comments,
  replies,
  closed,
  unavailable,
  locale,
}: {
  route: string;
  comments: BlogComment[];
  replies: boolean;
  closed: boolean;
  unavailable: boolean;
  locale: string;
}) {
  const t = useTranslations('CommentForm');
  const format = useFormatter();
  const router = useRouter();
  const user = useAuth((s) => s.user);
  const [guestAnyway, setGuestAnyway] = useState(false);
  const asShopper = Boolean(user) && !guestAnyway;
  const [replyTo, setReplyTo] = useState<BlogComment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, startTransition] = useTransition();
  const threads = threadComments(comments.map((c) => ({ ...c, reply_to: replies ? c.replyTo : null })));
  const lang = contentLang(locale);

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

  const when = (text: string) => {
    const date = new Date(text.replace(' ', 'T').replace(/\.\d+$/, ''));
    return Number.isNaN(date.getTime()) ? '' : format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  };

  const renderComment = (c: BlogComment, isReply: boolean) => (
    <article className={`${styles.comment} ${isReply ? styles.reply : ''}`} aria-labelledby={`comment-${c.name}-by`}>
      <span className={styles.avatar} aria-hidden="true">
        {c.by.trim().charAt(0).toUpperCase()}
      </span>
      <div className={styles.commentBody}>
        <p className={styles.byline}>
          <strong id={`comment-${c.name}-by`}>{c.by}</strong>
          {c.at && <time dateTime={c.at.replace(' ', 'T')}>{when(c.at)}</time>}
        </p>
        <div className={styles.text} lang={lang} dangerouslySetInnerHTML={{ __html: c.html }} />
        {replies && !closed && (
          <button
            type="button"
            className={styles.replyButton}
            onClick={() => answer(c)}
            aria-label={t('replyTo', { name: c.by })}
          >
            {t('reply')}
          </button>
        )}
      </div>
    </article>
  );

  return (
    <section className={styles.section} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {t('title', { count: comments.length })}
      </h2>
      {unavailable ? (
        <p className={styles.empty}>{t('listUnavailable')}</p>
      ) : threads.length === 0 ? (
        <p className={styles.empty}>{closed ? t('closedNote') : t('empty')}</p>
      ) : (
        <ol className={styles.list}>
          {threads.map((thread) => (
            <li key={thread.comment.name}>
              {renderComment(thread.comment, false)}
              {thread.replies.length > 0 && (
                <ol className={styles.replies}>
                  {thread.replies.map((r) => (
                    <li key={r.name}>{renderComment(r, true)}</li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}

      {closed ? (
        threads.length > 0 && <p className={styles.moderation}>{t('closedNote')}</p>
      ) : (
        <div className={styles.formBox}>
          <h3 className={styles.formTitle}>{replyTo ? t('formTitleReply', { name: replyTo.by }) : t('formTitle')}</h3>
          {notice && (
            <FormAlert tone={notice.tone}>
              <p>{t(`notice.${notice.key}`)}</p>
              {notice.key === 'sessionExpired' && (
                <p>
                  <Link href={`/pages/login?next=${encodeURIComponent(blogPostHref(route))}`}>{t('signInAgain')}</Link>
                </p>
              )}
            </FormAlert>
          )}
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            {replyTo && (
              <p className={styles.replying}>
                {t('replyingTo', { name: replyTo.by })}{' '}
                <button type="button" className={styles.linkButton} onClick={() => setReplyTo(null)}>
                  {t('cancelReply')}
                </button>
              </p>
            )}
            {asShopper && user ? (
              <p className={styles.identity}>
                {t('postingAs', { name: `${user.first_name} ${user.last_name}`.trim() || user.email })}
              </p>
            ) : (
              <div className={styles.row}>
                <TextField
                  label={t('name')}
                  autoComplete="name"
                  required
                  error={errorText(errors.comment_by?.message)}
                  {...register('comment_by')}
                />
                <TextField
                  label={t('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  hint={t('emailHint')}
                  error={errorText(errors.comment_email?.message)}
                  {...register('comment_email')}
                />
              </div>
            )}
            <TextAreaField
              label={t('comment')}
              required
              rows={5}
              hint={t('commentHint')}
              error={errorText(errors.comment?.message)}
              {...register('comment')}
            />
            <div>
              <button
                type="submit"
                className={buttonClass('primary')}
                disabled={pending}
                aria-busy={pending || undefined}
              >
                {pending ? t('sending') : replyTo ? t('submitReply') : t('submit')}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
