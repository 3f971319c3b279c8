'use client';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { contentLang } from '@/lib/content-lang';
import { Link } from '@/i18n/navigation';
import {
  brandFirst,
  isBrandFacet,
  narrowCategories,
  narrowFacets,
  type FacetFeature,
  type FacetValue,
} from '@/lib/domain/facet-filter';
import { hydrateListing, useListing } from '@/stores/listing';
import { listingHref, withFeature, type ListingParams } from '@/lib/catalogue/listing-params';
import { OfferFilters } from './offer-filters';
import styles from './facet-filters.module.css';
import options from './facet-options.module.css';

export interface CategoryOption {
  /** As shown: the shopper's name where the shop owner translated it, else the back-end's. */
  label: string;
  /** The label's language when the page's may differ. */
  lang?: string;
  count: number;
  url: string;
  value: string;
}

/**
 * A features facet of the back-end: `key` is `field_<n>_feature_s`, `label_field` its (Italian)
 * name, `title` the name shown (the shopper's where translated) in `title_lang`.
 */
export interface FacetGroup extends FacetFeature {
  facet_results: FacetValue[];
  title: string;
  title_lang?: string;
}

export type FacetArrangement = 'stack' | 'dropdowns' | 'columns';

/** A long list (the catalogue has well over a hundred sizes) shows this many until "Show all". */
const FACET_PREVIEW = 12;

/**
 * The sidebar's "show only" switches (on sale, in stock), categories (with counts) and the
 * back-end's feature facets (only when the result is one product family; the brand first), plus
 * the filter-search box that narrows them as the shopper types (facet values case-insensitive,
 * categories on their label, case-sensitive). Every option is a link to the filtered listing, so the filters
 * work before hydration and without JavaScript; the search box is the only part that needs it.
 */
export function FacetFilters({
  basePath,
  params,
  categories,
  facets,
  countLabels,
  arrangement = 'stack',
  priceFilter,
}: {
  basePath: string;
  params: ListingParams;
  categories: CategoryOption[];
  facets: FacetGroup[];
  /** "12 products" for each count shown, formatted on the server. */
  countLabels: Record<number, string>;
  arrangement?: FacetArrangement;
  priceFilter?: ReactNode;
}) {
  const t = useTranslations('Listing');
  // Feature values are the back-end's (Italian) text; category and feature names carry their own language.
  const lang = contentLang(useLocale());
  const searchId = useId();
  const text = useListing((s) => s.filterSearch);
  const dispatch = useListing((s) => s.dispatch);

  const root = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  useEffect(() => {
    void hydrateListing();
  }, []);

  // Dropdowns (horizontal filters): one open at a time, closed by a click elsewhere or Escape.
  useEffect(() => {
    if (arrangement !== 'dropdowns') return;
    const node = root.current;
    if (!node) return;
    const closeOthers = (keep: Element | null) => {
      for (const d of node.querySelectorAll('details[open]')) if (d !== keep) d.removeAttribute('open');
    };
    const onClick = (event: MouseEvent) => closeOthers((event.target as Element | null)?.closest?.('details') ?? null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = node.querySelector<HTMLDetailsElement>('details[open]');
      if (!open) return;
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [arrangement]);

  const shownCategories = useMemo(() => narrowCategories(categories, text), [categories, text]);
  const shownFacets = useMemo(() => brandFirst(narrowFacets(facets, text)), [facets, text]);
  const narrowing = text.trim() !== '';
  const nothing = narrowing && shownCategories.length === 0 && shownFacets.length === 0;

  const section = (key: string, title: string, body: ReactNode, active: boolean, titleLang?: string) =>
    arrangement === 'dropdowns' ? (
      <details key={key} className={styles.dropdown} data-active={active || undefined}>
        <summary className={styles.summary}>
          <span lang={titleLang}>{title}</span>
          {active && <span className={styles.dot} aria-hidden="true" />}
        </summary>
        <div className={styles.popover}>{body}</div>
      </details>
    ) : (
      <section key={key} className={styles.section} aria-labelledby={`${searchId}-${key}`}>
        <h2 className={styles.heading} id={`${searchId}-${key}`} lang={titleLang}>
          {title}
        </h2>
        {body}
      </section>
    );

  const categoryList = (
    <ul className={options.categories}>
      {params.category && !narrowing && (
        <li>
          <Link
            href={listingHref(basePath, params, { category: '' })}
            prefetch={false}
            className={options.categoryLink}
          >
            <span>{t('filterAllCategories')}</span>
          </Link>
        </li>
      )}
      {shownCategories.map((c) => {
        const active = c.value === params.category;
        return (
          <li key={c.url}>
            <Link
              href={listingHref(basePath, params, { category: active ? '' : c.value })}
              prefetch={false}
              className={options.categoryLink}
              aria-current={active ? 'true' : undefined}
            >
              <span lang={c.lang}>{c.label}</span>
              <span className={options.count}>
                <span className="visually-hidden">{countLabels[c.count] ?? c.count}</span>
                <span aria-hidden="true">{c.count}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );

  const facetList = (facet: FacetGroup) => {
    const current = params.features[facet.key] ?? '';
    const all = facet.facet_results;
    const open = narrowing || expanded[facet.key] === true || all.length <= FACET_PREVIEW + 2;
    // The chosen value always stays visible, even beyond the preview.
    const shown = open ? all : all.filter((v, i) => i < FACET_PREVIEW || v.value === current);
    const listId = `${searchId}-${facet.key}-list`;
    return (
      <>
        <ul className={options.chips} id={listId}>
          {shown.map((v) => {
            const active = v.value === current;
            const href = listingHref(basePath, params, withFeature(params, facet.key, active ? '' : v.value));
            return (
              <li key={v.value}>
                <Link href={href} prefetch={false} className={options.chip} aria-current={active ? 'true' : undefined}>
                  <span className={options.optionLabel} lang={lang}>
                    {v.value}
                  </span>
                  <span className={options.count}>
                    <span className="visually-hidden">{countLabels[v.count] ?? v.count}</span>
                    <span aria-hidden="true">{v.count}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {!narrowing && all.length > FACET_PREVIEW + 2 && (
          <button
            type="button"
            className={styles.more}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setExpanded((e) => ({ ...e, [facet.key]: !open }))}
          >
            {open ? t('filterShowFewer') : t('filterShowAll', { count: all.length })}
          </button>
        )}
      </>
    );
  };

  return (
    <div ref={root} className={`${styles.filters} ${styles[arrangement]}`}>
      {(categories.length > 0 || facets.length > 0) && (
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {t('filterSearchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={text}
            placeholder={t('filterSearchPlaceholder')}
            onChange={(e) => dispatch({ type: 'set-filter-search', text: e.target.value })}
            autoComplete="off"
            maxLength={60}
          />
        </div>
      )}
      {nothing && (
        <p className={styles.none} role="status">
          {t('filterSearchNone', { text: text.trim() })}
        </p>
      )}
      <div className={styles.groups}>
        {!narrowing &&
          section(
            'offers',
            t('filterShowOnly'),
            <OfferFilters basePath={basePath} params={params} />,
            params.on_sale || params.in_stock,
          )}
        {shownCategories.length > 0 && section('category', t('filterCategories'), categoryList, params.category !== '')}
        {shownFacets.map((f) =>
          // The brand is named in the shop's own words; other feature names as the shop owner translated them.
          isBrandFacet(f)
            ? section(f.key, t('filterBrand'), facetList(f), Boolean(params.features[f.key]))
            : section(f.key, f.title, facetList(f), Boolean(params.features[f.key]), f.title_lang),
        )}
        {priceFilter &&
          section('price', t('filterPrice'), priceFilter, params.min_price !== null || params.max_price !== null)}
      </div>
    </div>
  );
}
