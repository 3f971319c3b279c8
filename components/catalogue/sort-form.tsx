'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import {
  listingHref,
  listingSearch,
  PAGE_SIZES,
  patchParams,
  type ListingParams,
  type PageSize,
  type SortOption,
} from '@/lib/catalogue/listing-params';
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
 * Sort and show-count (part of the toolbox). A GET form: without JavaScript the "Apply" button sends
 * it; with it, a change navigates at once (and back/forward walk through the choices).
 */
export function SortForm({
  basePath,
  params,
  sorts,
}: {
  basePath: string;
  params: ListingParams;
  sorts: readonly SortOption[];
}) {
  const t = useTranslations('Listing');
  const router = useRouter();
  const id = useId();
  const hidden = [
    ...new URLSearchParams(listingSearch(patchParams(params, { order_by: 'default', per_page: 12, page: 1 }))),
  ];

  const go = (patch: Partial<ListingParams>) => router.push(listingHref(basePath, params, patch), { scroll: false });

  return (
    <form action={basePath} method="get" className={styles.sortForm}>
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className={styles.control}>
        <label htmlFor={`${id}-sort`}>{t('sortLabel')}</label>
        <select
          id={`${id}-sort`}
          name="order_by"
          value={params.order_by}
          onChange={(e) => go({ order_by: e.target.value as SortOption })}
          className={styles.select}
        >
          {(sorts.includes(params.order_by) ? sorts : [...sorts, params.order_by]).map((o) => (
            <option key={o} value={o}>
              {t(SORT_LABEL_KEYS[o])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-show`}>{t('showLabel')}</label>
        <select
          id={`${id}-show`}
          name="per_page"
          value={params.per_page}
          onChange={(e) => go({ per_page: Number(e.target.value) as PageSize })}
          className={styles.select}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
      </noscript>
    </form>
  );
}
