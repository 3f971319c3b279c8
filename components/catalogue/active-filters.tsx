import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { toCents } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';
import {
  DEFAULT_PARAMS,
  hasFilters,
  listingHref,
  withFeature,
  type ListingParams,
} from '@/lib/catalogue/listing-params';
import styles from './active-filters.module.css';

/** Chips for what narrows the listing, each a link that removes it, and "Clear all". */
export function ActiveFilters({
  basePath,
  params,
  categoryLabel,
  featureLabels = {},
}: {
  basePath: string;
  params: ListingParams;
  categoryLabel: string | null;
  /** Facet key → the feature's name, from the listing's facets. */
  featureLabels?: Record<string, string>;
}) {
  const t = useTranslations('ListingPage');
  const filters = useTranslations('Listing');
  const locale = useLocale();
  if (!hasFilters(params)) return null;
  const chips: { key: string; label: string; patch: Partial<ListingParams> }[] = [];
  if (params.wishlist) chips.push({ key: 'w', label: t('chipWishlist'), patch: { wishlist: false } });
  if (params.search_term)
    chips.push({ key: 'q', label: t('chipSearch', { term: params.search_term }), patch: { search_term: '' } });
  if (params.on_sale) chips.push({ key: 's', label: filters('filterOnSale'), patch: { on_sale: false } });
  if (params.in_stock) chips.push({ key: 'i', label: filters('filterInStock'), patch: { in_stock: false } });
  if (params.category)
    chips.push({
      key: 'c',
      label: t('chipCategory', { category: categoryLabel ?? params.category }),
      patch: { category: '' },
    });
  for (const [key, value] of Object.entries(params.features)) {
    chips.push({
      key,
      label: t('chipFeature', { feature: featureLabels[key] ?? key, value }),
      patch: withFeature(params, key, ''),
    });
  }
  if (params.min_price !== null || params.max_price !== null) {
    const label =
      params.min_price !== null && params.max_price !== null
        ? t('chipPriceBetween', {
            min: formatMoney(locale, toCents(params.min_price)),
            max: formatMoney(locale, toCents(params.max_price)),
          })
        : params.min_price !== null
          ? t('chipPriceFrom', { min: formatMoney(locale, toCents(params.min_price)) })
          : t('chipPriceUpTo', { max: formatMoney(locale, toCents(params.max_price as number)) });
    chips.push({ key: 'p', label, patch: { min_price: null, max_price: null } });
  }
  return (
    <div className={styles.bar}>
      <h2 className={styles.heading}>{t('activeFilters')}</h2>
      <ul className={styles.chips}>
        {chips.map((c) => (
          <li key={c.key}>
            <Link
              href={listingHref(basePath, params, c.patch)}
              prefetch={false}
              className={styles.chip}
              aria-label={t('chipRemove', { filter: c.label })}
            >
              {c.label}
              <Icon name="close" size={14} />
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Link
          href={listingHref(basePath, {
            ...DEFAULT_PARAMS,
            order_by: params.order_by,
            per_page: params.per_page,
            view: params.view,
          })}
          prefetch={false}
          className={styles.clear}
        >
          {t('clearAll')}
        </Link>
      )}
    </div>
  );
}
