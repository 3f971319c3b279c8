'use client';
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiRead } from '@/components/ui/api-read';
import { buttonClass } from '@/components/ui/button';
import { contentLang } from '@/lib/content-lang';
import { formatDate } from '@/lib/format';
import { ratingLabelKey, type Review, type ReviewedProduct } from '@/lib/domain/reviews';
import { RatingStars } from './rating-stars';
import { useReviews } from './use-reviews';
import styles from './reviews-panel.module.css';

/**
 * The reviews themselves, twenty at a time, read as soon as the list is drawn (ReviewsWhenShown
 * draws it when the tab is first on screen): "Show more reviews" adds the next twenty and
 * moves the focus to the first of them, and a status line says how many of how many are shown.
 */
export function ReviewsPanelList({
  product,
  mine,
  total,
}: {
  product: ReviewedProduct;
  mine: Review | null;
  total: number;
}) {
  const t = useTranslations('Reviews');
  const locale = useLocale();
  const { shown, waiting, unread, more, loading, failed, showMore, retry, reading } = useReviews(product, mine, total);
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus();
  }, [shown.length]);

  const status = unread ? (
    <>
      <p className={styles.more} role="status">
        {t('reviewsReadFailed')}
      </p>
      <button type="button" className={buttonClass('secondary', { small: true })} onClick={retry}>
        {t('reviewsRetry')}
      </button>
    </>
  ) : (
    <p className={styles.more} role="status" aria-busy={reading !== null}>
      {waiting ? t('reviewsLoading') : total > shown.length && t('reviewsShown', { shown: shown.length, total })}
      {failed && ` ${t('reviewsMoreFailed')}`}
    </p>
  );

  return (
    <div>
      {total === 0 && shown.length === 0 && <p className={styles.empty}>{t('reviewsEmpty')}</p>}
      {shown.length > 0 && (
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
      )}
      {total > 0 && status}
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
    </div>
  );
}
