'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { contentLang } from '@/lib/content-lang';
import { useAuth } from '@/stores/auth';
import type { BlogComment } from '@/lib/backend/schemas/content';
import { blogPostHref } from '@/lib/blog/params';
import { CommentItem } from './comment-item';
import { threadComments } from '@/lib/domain/comment-tree';
import { FormAlert, TextField } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { COMMENT_LIMITS } from './comment-keys';
import { COMMENT_FIELD_ID, useCommentForm } from './use-comment-form';
import styles from './comments-thread.module.css';

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
  const user = useAuth((s) => s.user);
  const { asShopper, replyTo, setReplyTo, notice, pending, form, field, errors, errorText, answer } = useCommentForm(
    route,
    Boolean(user),
  );
  const threads = threadComments(comments.map((c) => ({ ...c, reply_to: replies ? c.replyTo : null })));
  const lang = contentLang(locale);
  const onReply = replies && !closed ? answer : null;

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
              <CommentItem comment={thread.comment} isReply={false} lang={lang} onReply={onReply} />
              {thread.replies.length > 0 && (
                <ol className={styles.replies}>
                  {thread.replies.map((r) => (
                    <li key={r.name}>
                      <CommentItem comment={r} isReply lang={lang} onReply={onReply} />
                    </li>
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
          <form className={styles.form} {...form}>
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
                  minLength={COMMENT_LIMITS.nameMin}
                  maxLength={COMMENT_LIMITS.nameMax}
                  error={errorText(errors.comment_by)}
                  {...field('comment_by')}
                />
                <TextField
                  label={t('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  hint={t('emailHint')}
                  error={errorText(errors.comment_email)}
                  {...field('comment_email')}
                />
              </div>
            )}
            <TextAreaField
              label={t('comment')}
              required
              rows={5}
              hint={t('commentHint')}
              id={COMMENT_FIELD_ID}
              minLength={COMMENT_LIMITS.commentMin}
              maxLength={COMMENT_LIMITS.commentMax}
              error={errorText(errors.comment)}
              {...field('comment')}
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
