'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { BlogComment } from '@/lib/backend/schemas/content';
import styles from './comments-thread.module.css';

/**
 * One published comment: avatar letter, author, date and the text (HTML sanitised by the
 * server). The Reply button shows only when the thread takes replies (`onReply`).
 */
export function CommentItem({
  comment: c,
  isReply,
  lang,
  onReply,
}: {
  comment: BlogComment;
  isReply: boolean;
  lang: string | undefined;
  onReply: ((comment: BlogComment) => void) | null;
}) {
  const t = useTranslations('CommentForm');
  const format = useFormatter();

  const when = (text: string) => {
    const date = new Date(text.replace(' ', 'T').replace(/\.\d+$/, ''));
    return Number.isNaN(date.getTime()) ? '' : format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  };

  return (
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
        {onReply && (
          <button
            type="button"
            className={styles.replyButton}
            onClick={() => onReply(c)}
            aria-label={t('replyTo', { name: c.by })}
          >
            {t('reply')}
          </button>
        )}
      </div>
    </article>
  );
}
