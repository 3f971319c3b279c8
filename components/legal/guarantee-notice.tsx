import { getLocale, getTranslations } from 'next-intl/server';
import styles from './guarantee-notice.module.css';

/** Your Europe's page on guarantees, in the shopper's language. */
const YOUR_EUROPE = (locale: string) =>
  `https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_${locale}.htm`;

/**
 * The harmonised notice on the legal guarantee of conformity (art. 22a of Directive 2011/83/EU as
 * amended by Directive (EU) 2024/825; Commission Implementing Regulation (EU) 2025/1960, from 27
 * September 2026; docs/decisions.md "the law"): in colour, at the point of sale, before the contract.
 * Its elements: the EU emblem, the title, the minimum of two years, what the buyer may ask of the
 * seller, the cross-reference to commercial guarantees and the link to Your Europe.
 */
export async function GuaranteeNotice({ heading: Heading = 'h2' }: { heading?: 'h2' | 'h3' } = {}) {
  const t = await getTranslations('GuaranteeNotice');
  const locale = await getLocale();
  return (
    <aside className={styles.notice} aria-labelledby="guarantee-notice" lang={locale}>
      <div className={styles.head}>
        <svg className={styles.flag} viewBox="0 0 60 40" role="img" aria-label={t('emblem')}>
          <rect width="60" height="40" fill="#003399" />
          {Array.from({ length: 12 }, (_, i) => {
            const angle = (i * Math.PI) / 6;
            return (
              <circle key={i} cx={30 + 12 * Math.sin(angle)} cy={20 - 12 * Math.cos(angle)} r="1.9" fill="#ffcc00" />
            );
          })}
        </svg>
        <Heading id="guarantee-notice" className={styles.title}>
          {t('title')}
        </Heading>
      </div>
      <p className={styles.years}>
        <strong>{t('years')}</strong>
      </p>
      <p>{t('rights')}</p>
      <p>{t('seller')}</p>
      <p className={styles.commercial}>{t('commercial')}</p>
      <p>
        <a href={YOUR_EUROPE(locale)} rel="noopener" className={styles.link}>
          {t('more')}
        </a>
      </p>
    </aside>
  );
}
