'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import {
  ratingLabelKey,
  withNewRating,
  type Review,
  type ReviewedProduct,
  type ReviewStats,
} from '@/lib/domain/reviews';
import { useAuth } from '@/stores/auth';
import { RatingStars } from './rating-stars';
import { ReviewsPanelList } from './reviews-panel-list';
import styles from './reviews-panel.module.css';

// Only signed-in shoppers see the form (the auth store is read in the browser), and the form brings
// its checks and its texts: both load when it is shown, not with every product page.
const ReviewForm = dynamic(() => import('./review-form-texts').then((m) => m.ReviewFormWithTexts), { ssr: false });

/**
 * The reviews tab: average, total, per-star distribution, the list with rating labels (no author
 * or date unless the back-end sends them; it usually does not; read when first shown), and the
 * form for signed-in shoppers (a login prompt for the others). A review just posted shows at
 * once; the server action also refreshes the cached stats, and once their total has moved the
 * review is counted there, not twice. `stats` null means the back-end could not be read.
 */
export function ReviewsPanel({ product, stats }: { product: ReviewedProduct; stats: ReviewStats | null }) {
  const t = useTranslations('Reviews');
  const locale = useLocale();
  const pathname = usePathname();
  const user = useAuth((s) => s.user);
  const [mine, setMine] = useState<{ review: Review; before: number } | null>(null);

  const counted = !stats || !mine || stats.total > mine.before;
  const shown = stats && mine && !counted ? withNewRating(stats, mine.review.rating) : stats;
  const authorName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  const write = (
    <div className={styles.write}>
      {user ? (
        <ReviewForm
          itemCode={product.sku}
          authorName={authorName}
          onPosted={(review) => setMine({ review, before: stats?.total ?? 0 })}
        />
      ) : (
        <div className={styles.login}>
          <h3 className={styles.loginTitle}>{t('reviewWrite')}</h3>
          <p>{t('reviewLoginPrompt')}</p>
          <Link href={{ pathname: '/pages/login', query: { next: pathname } }} className={buttonClass('secondary')}>
            {t('reviewLoginLink')}
          </Link>
        </div>
      )}
    </div>
  );

  if (stats?.off)
    return (
      <div className={styles.panel}>
        <p className={styles.unavailable} role="status">
          {t('reviewsOff')}
        </p>
      </div>
    );

  return (
    <div className={styles.panel}>
      {shown === null ? (
        <>
          <p className={styles.unavailable} role="status">
            {t('reviewsUnavailable')}
          </p>
          {write}
        </>
      ) : (
        <div className={styles.columns}>
          <section className={styles.summary} aria-label={t('reviewsSummary')}>
            <p className={styles.average}>
              <strong>
                {shown.total > 0
                  ? shown.average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
                  : '–'}
              </strong>
              <span className={styles.outOf}>{t('outOfFive')}</span>
            </p>
            <RatingStars value={shown.average} size={20} />
            <p className={styles.total}>{t('reviewsCount', { count: shown.total })}</p>
            <span className="visually-hidden">
              {t('ratingSummary', { average: shown.average, count: shown.total })}
            </span>
            <ul className={styles.bars}>
              {shown.distribution.map((percent, i) => {
                const stars = 5 - i;
                return (
                  <li key={stars} className={styles.bar}>
                    <span className={styles.barLabel}>{t('starsShort', { count: stars })}</span>
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${percent}%` }} />
                    </span>
                    <span className={styles.barValue}>
                      {percent}%<span className="visually-hidden"> ({t(ratingLabelKey(stars))})</span>
                    </span>
                  </li>
                );
              })}
            </ul>
            {/* Whether and how reviews come from buyers (UCPD art. 7(6), art. 22(5-bis) Codice del Consumo). */}
            <p className={styles.verification}>{t('reviewsVerification')}</p>
          </section>

          <section className={styles.list} aria-label={t('reviewsList')}>
            <ReviewsPanelList product={product} mine={mine?.review ?? null} total={shown.total} />
            {write}
          </section>
        </div>
      )}
    </div>
  );
}
