import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { listingHref, type ListingParams } from '@/lib/catalogue/listing-params';
import styles from './offer-filters.module.css';

/**
 * "Show only": products in stock, products on sale. Each is a link that switches its filter on or
 * off, so both work before hydration, from the keyboard and in the mobile drawer alike.
 */
export function OfferFilters({ basePath, params }: { basePath: string; params: ListingParams }) {
  const t = useTranslations('Listing');
  const options = [
    { key: 'on_sale', label: t('filterOnSale'), active: params.on_sale },
    { key: 'in_stock', label: t('filterInStock'), active: params.in_stock },
  ] as const;
  return (
    <ul className={styles.options}>
      {options.map((o) => (
        <li key={o.key}>
          <Link
            href={listingHref(basePath, params, { [o.key]: !o.active })}
            prefetch={false}
            className={styles.option}
            aria-current={o.active ? 'true' : undefined}
          >
            <span className={styles.box} aria-hidden="true">
              {o.active && <Icon name="check" size={14} />}
            </span>
            {o.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
