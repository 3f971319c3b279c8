'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { ratingLabelKey, withNewReview, type Review, type ReviewSummary } from '@/lib/domain/reviews';
import { useAuth } from '@/stores/auth';
import { RatingStars } from './rating-stars';
import { ReviewsPanelList } from './reviews-panel-list';
import styles from './reviews-panel.module.css';

// Only signed-in shoppers see the form (the auth store is read in the browser), and the form brings
// its checks and its texts: both load when it is shown, not with every product page.
const ReviewForm = dynamic(() => import('./review-form-texts').then((m) => m.ReviewFormWithTexts), { ssr: false });

/**
 * The reviews tab: average, total, per-star distribution, the list with rating labels (no author
 * or date unless the back-end sends them; it usually does not),
 * and the form for signed-in shoppers (a login prompt for the others). A review just posted shows
 * at once; the server action also refreshes the cached list, and the two are matched so it never
 * shows twice. `summary` null means the back-end could not be read.
 */
export function ReviewsPanel({ itemCode, summary }: { itemCode: string; summary: ReviewSummary | null }) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const pathname = usePathname();
  const user = useAuth((s) => s.user);
  const [mine, setMine] = useState<Review | null>(null);

  const alreadyListed = (s: ReviewSummary, r: Review) =>
    s.reviews.some((x) => x.id === r.id || (x.title === r.title && x.comment === r.comment));
  const shown = summary && mine && !alreadyListed(summary, mine) ? withNewReview(summary, mine) : summary;
  const authorName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  const write = (
    <div className={styles.write}>
      {user ? (
        <ReviewForm itemCode={itemCode} authorName={authorName} onPosted={setMine} />
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

  if (summary?.off)
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
            <ReviewsPanelList
              itemCode={itemCode}
              reviews={shown.reviews}
              read={summary?.reviews.length ?? 0}
              total={shown.total}
            />
            {write}
          </section>
        </div>
      )}
    </div>
  );
}
