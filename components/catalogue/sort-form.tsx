'use client';
import { useId } from 'react';
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

/** The form's words, drawn by the server: its two labels, the no-script button and each sort's name. */
export interface SortFormLabels {
  sort: string;
  show: string;
  apply: string;
  sorts: { value: SortOption; label: string }[];
}

/**
 * Sort and show-count (part of the toolbox). A GET form: without JavaScript the "Apply" button sends
 * it; with it, a change navigates at once (and back/forward walk through the choices).
 */
export function SortForm({
  basePath,
  params,
  labels,
}: {
  basePath: string;
  params: ListingParams;
  labels: SortFormLabels;
}) {
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
        <label htmlFor={`${id}-sort`}>{labels.sort}</label>
        <select
          id={`${id}-sort`}
          name="order_by"
          value={params.order_by}
          onChange={(e) => go({ order_by: e.target.value as SortOption })}
          className={styles.select}
        >
          {labels.sorts.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-show`}>{labels.show}</label>
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
          {labels.apply}
        </button>
      </noscript>
    </form>
  );
}
