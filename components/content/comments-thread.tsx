'use client';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useFormatter, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '@/stores/auth';
import type { BlogComment } from '@/lib/backend/schemas/content';
import { postComment } from './actions';
import { COMMENT_ERROR_KEYS, COMMENT_LIMITS, guestCommentSchema, shopperCommentSchema, type CommentErrorKey, type CommentResult, type GuestCommentValues } from './comment-schema';
import { threadComments } from './comment-tree';
import { FormAlert, TextAreaField, TextField } from './form-field';
import styles from './comments-thread.module.css';

type Notice = { tone: 'success' | 'danger' | 'info'; key: 'published' | 'pending' | 'sessionExpired' | 'duplicate' | 'rateLimited' | 'unavailable' | 'notFound' | 'rejected'; message?: string };

/**
 * A post's comments and the reply form (spec §2 "comments with reply form"). Signed-in shoppers
 * comment under their account name and appear at once; guests give a name and an email (never
 * published) and appear after moderation. "Reply" on a comment answers that comment.
 */
export function CommentsThread({ route, comments }: { route: string; comments: BlogComment[] }) {
  const t = useTranslations('CommentForm');
  const format = useFormatter();
  const router = useRouter();
  const user = useAuth((s) => s.user);
  const [guestAnyway, setGuestAnyway] = useState(false);
  const asShopper = Boolean(user) && !guestAnyway;
  const [replyTo, setReplyTo] = useState<BlogComment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, startTransition] = useTransition();
  const threads = threadComments(comments);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<GuestCommentValues>({
    // One schema per mode, the same the server action parses again.
    resolver: zodResolver(asShopper ? (shopperCommentSchema as unknown as typeof guestCommentSchema) : guestCommentSchema, undefined, { raw: true }),
    defaultValues: { comment: '', comment_by: '', comment_email: '' },
    mode: 'onSubmit',
  });

  const errorText = (key: string | undefined) =>
    key ? t(COMMENT_ERROR_KEYS.includes(key as CommentErrorKey) ? (key as CommentErrorKey) : 'errorCommentShort', COMMENT_LIMITS) : undefined;

  const answer = (comment: BlogComment) => {
    setReplyTo(comment);
    setNotice(null);
    setFocus('comment');
  };

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    const input = asShopper ? { comment: values.comment, reply_to: replyTo?.name } : { ...values, reply_to: replyTo?.name };
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
        setNotice({ tone: 'success', key: result.status });
        if (result.status === 'published') router.refresh();
        return;
      }
      switch (result.reason) {
        case 'invalid':
          for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as keyof GuestCommentValues, { message: key }, { shouldFocus: true });
          return;
        case 'session-expired':
          setGuestAnyway(true);
          setNotice({ tone: 'info', key: 'sessionExpired' });
          return;
        case 'rate-limited':
          setNotice({ tone: 'danger', key: 'rateLimited' });
          return;
        case 'not-found':
          setNotice({ tone: 'danger', key: 'notFound' });
          return;
        case 'rejected':
          setNotice({ tone: 'danger', key: 'rejected', message: result.message });
          return;
        default:
          setNotice({ tone: 'danger', key: result.reason === 'duplicate' ? 'duplicate' : 'unavailable' });
      }
    });
  });

  const when = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  };

  const renderComment = (c: BlogComment, isReply: boolean) => (
    <article className={`${styles.comment} ${isReply ? styles.reply : ''}`} aria-labelledby={`comment-${c.name}-by`}>
      <span className={styles.avatar} aria-hidden="true">
        {c.comment_by.trim().charAt(0).toUpperCase()}
      </span>
      <div className={styles.commentBody}>
        <p className={styles.byline}>
          <strong id={`comment-${c.name}-by`}>{c.comment_by}</strong>
          {c.creation && <time dateTime={c.creation}>{when(c.creation)}</time>}
        </p>
        <p className={styles.text}>{c.comment}</p>
        <button type="button" className={styles.replyButton} onClick={() => answer(c)} aria-label={t('replyTo', { name: c.comment_by })}>
          {t('reply')}
        </button>
      </div>
    </article>
  );

  return (
    <section className={styles.section} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {t('title', { count: comments.length })}
      </h2>
      {threads.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
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

      <div className={styles.formBox}>
        <h3 className={styles.formTitle}>{replyTo ? t('formTitleReply', { name: replyTo.comment_by }) : t('formTitle')}</h3>
        {notice && (
          <FormAlert tone={notice.tone}>
            <p>{notice.key === 'rejected' && notice.message ? notice.message : t(`notice.${notice.key}`)}</p>
            {notice.key === 'sessionExpired' && (
              <p>
                <Link href={`/pages/login?next=${encodeURIComponent(`/pages/single/${route}`)}`}>{t('signInAgain')}</Link>
              </p>
            )}
          </FormAlert>
        )}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {replyTo && (
            <p className={styles.replying}>
              {t('replyingTo', { name: replyTo.comment_by })}{' '}
              <button type="button" className={styles.linkButton} onClick={() => setReplyTo(null)}>
                {t('cancelReply')}
              </button>
            </p>
          )}
          {asShopper && user ? (
            <p className={styles.identity}>{t('postingAs', { name: `${user.first_name} ${user.last_name}`.trim() || user.email })}</p>
          ) : (
            <>
              <div className={styles.row}>
                <TextField label={t('name')} autoComplete="name" required error={errorText(errors.comment_by?.message)} {...register('comment_by')} />
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
              <p className={styles.moderation}>{t('moderationNote')}</p>
            </>
          )}
          <TextAreaField label={t('comment')} required rows={5} error={errorText(errors.comment?.message)} {...register('comment')} />
          <div>
            <button type="submit" className={buttonClass('primary')} disabled={pending} aria-busy={pending || undefined}>
              {pending ? t('sending') : replyTo ? t('submitReply') : t('submit')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
