import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { listingHref, pageWindow, type ListingParams } from '@/lib/catalogue/listing-params';
import styles from './pagination.module.css';

/** Pagination links (part of the toolbox). Plain links: every page has its own URL. */
export function Pagination({ basePath, params, pages }: { basePath: string; params: ListingParams; pages: number }) {
  const t = useTranslations('Listing');
  if (pages <= 1) return null;
  const current = Math.min(params.page, pages);
  const href = (page: number) => listingHref(basePath, params, { page });

  return (
    <nav className={styles.nav} aria-label={t('pagination')}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} className={styles.step} rel="prev">
              <Icon name="chevron-left" size={16} />
              {t('pagePrevious')}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              <Icon name="chevron-left" size={16} />
              {t('pagePrevious')}
            </span>
          )}
        </li>
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pageNumber', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link href={href(current + 1)} className={styles.step} rel="next">
              {t('pageNext')}
              <Icon name="chevron-right" size={16} />
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {t('pageNext')}
              <Icon name="chevron-right" size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
