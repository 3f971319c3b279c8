import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { listingHref, type ListingParams, type SortOption, type ViewMode } from '@/lib/catalogue/listing-params';
import { SortForm } from './sort-form';
import styles from './toolbox.module.css';

const SORT_LABEL_KEYS = {
  default: 'sortDefault',
  newest: 'sortNewest',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  popularity: 'sortPopularity',
  rating: 'sortRating',
} as const satisfies Record<SortOption, string>;

/**
 * The toolbox above the products: how many results, sort, show-count and the grid/list
 * switch. `filters` is the slot for the filter toggle on layouts whose filters are off-canvas.
 */
export function Toolbox({
  basePath,
  params,
  view,
  total,
  from,
  to,
  filters,
  sorts,
}: {
  basePath: string;
  params: ListingParams;
  view: ViewMode;
  total: number;
  from: number;
  to: number;
  filters?: ReactNode;
  /** The sorts the back-end honours (lib/catalogue/sort-options.ts). */
  sorts: readonly SortOption[];
}) {
  const t = useTranslations('ListingPage');
  return (
    <div className={styles.toolbox}>
      <div className={styles.start}>
        {filters}
        <p className={styles.count} role="status">
          {total === 0 ? t('resultsNone') : t('resultsRange', { from, to, total })}
        </p>
      </div>
      <div className={styles.end}>
        <SortForm
          basePath={basePath}
          params={params}
          labels={{
            sort: t('sortLabel'),
            show: t('showLabel'),
            apply: t('apply'),
            // The current sort stays a choice even where the back-end does not offer it.
            sorts: (sorts.includes(params.order_by) ? sorts : [...sorts, params.order_by]).map((value) => ({
              value,
              label: t(SORT_LABEL_KEYS[value]),
            })),
          }}
        />
        <nav className={styles.views} aria-label={t('viewLabel')}>
          {(['grid', 'list'] as const).map((mode) => (
            <Link
              key={mode}
              href={listingHref(basePath, params, { view: mode })}
              scroll={false}
              prefetch={false}
              className={styles.view}
              aria-current={view === mode ? 'true' : undefined}
              aria-label={mode === 'grid' ? t('viewGrid') : t('viewList')}
              title={mode === 'grid' ? t('viewGrid') : t('viewList')}
            >
              <Icon name={mode === 'grid' ? 'grid' : 'menu'} size={18} />
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}
