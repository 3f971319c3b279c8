import { useLocale, useTranslations } from 'next-intl';
import { announcedReduction } from '@/lib/domain/price-reduction';
import { lowestUnitPrice, unitPrice, type MeasuredItem } from '@/lib/domain/unit-price';
import { formatCents } from '@/lib/format';
import type { Variant } from '@/lib/backend/schemas/catalogue';
import styles from './product-price.module.css';

/** The fields of a product or variant that the law's price notes read. */
export type LawfulPriceItem = Pick<Variant, 'lowest_price_30_days' | 'net_quantity' | 'net_quantity_unit'>;

/**
 * The small print every price carries before the cart: the unit price of goods sold by weight,
 * volume or length, "incl. VAT", and, when a reduction is announced, the lowest price of the last
 * 30 days it refers to, struck through (docs/backend/catalogue.md, "Prices"). Under a price range
 * (`sizes`: the items at their prices) the unit price is the lowest one, "from €X/l".
 */
export function ProductPriceNotes({ price, item, sizes }: { price: number | null; item: LawfulPriceItem; sizes?: readonly MeasuredItem[] }) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const unit = sizes ? lowestUnitPrice(sizes) : unitPrice(price, item.net_quantity, item.net_quantity_unit);
  const reduction = announcedReduction(price, item.lowest_price_30_days);
  const unitText = unit && { price: formatCents(locale, unit.cents), unit: unit.unit };
  return (
    <>
      <small className={styles.notes}>
        {unitText && <span className={styles.unit}>{sizes ? t('unitPriceFrom', unitText) : t('unitPrice', unitText)}</span>}
        <span>{t('vatIncluded')}</span>
      </small>
      {reduction && (
        <small className={styles.lowest}>
          {t('lowestPrice30Days')} <del>{formatCents(locale, reduction.lowestCents)}</del>
        </small>
      )}
    </>
  );
}
