'use client';
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiRead } from '@/components/ui/api-read';
import { buttonClass } from '@/components/ui/button';
import { contentLang } from '@/lib/content-lang';
import { formatDate } from '@/lib/format';
import { ratingLabelKey, type Review } from '@/lib/domain/reviews';
import { RatingStars } from './rating-stars';
import { useMoreReviews } from './use-more-reviews';
import styles from './reviews-panel.module.css';

/**
 * The reviews themselves, twenty at a time: "Show more reviews" adds the next twenty and moves
 * the focus to the first of them, and a status line says how many of how many are shown.
 */
export function ReviewsPanelList({
  itemCode,
  reviews,
  read,
  total,
}: {
  itemCode: string;
  reviews: Review[];
  read: number;
  total: number;
}) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const { shown, more, loading, failed, showMore, reading } = useMoreReviews(itemCode, reviews, read, total);
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus();
  }, [shown.length]);

  if (shown.length === 0) return <p className={styles.empty}>{t('reviewsEmpty')}</p>;
  return (
    <>
      <ol ref={list} className={styles.reviews}>
        {shown.map((review) => (
          <li key={review.id} className={styles.review} tabIndex={-1}>
            <div className={styles.reviewHead}>
              <RatingStars value={review.rating} />
              <span className={styles.ratingLabel}>
                <span className="visually-hidden">{t('starsOutOfFive', { count: review.rating })} – </span>
                {t(ratingLabelKey(review.rating))}
              </span>
            </div>
            <h3 className={styles.reviewTitle} lang={contentLang(locale)}>
              {review.title}
            </h3>
            {(review.author || review.createdAt) && (
              <p className={styles.byline}>
                {review.author}
                {review.author && review.createdAt && ' · '}
                {review.createdAt && <time dateTime={review.createdAt}>{formatDate(locale, review.createdAt)}</time>}
              </p>
            )}
            <p className={styles.comment} lang={contentLang(locale)}>
              {review.comment}
            </p>
          </li>
        ))}
      </ol>
      <p className={styles.more} role="status">
        {total > shown.length && t('reviewsShown', { shown: shown.length, total })}
        {failed && ` ${t('reviewsMoreFailed')}`}
      </p>
      {more && (
        <button
          type="button"
          className={buttonClass('secondary', { small: true, className: styles.moreButton })}
          aria-busy={loading}
          disabled={loading}
          onClick={() => {
            focusFrom.current = shown.length;
            showMore();
          }}
        >
          {t('reviewsMore')}
        </button>
      )}
      {reading && <ApiRead {...reading} />}
    </>
  );
}
