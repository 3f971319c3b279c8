import { useLocale, useTranslations } from 'next-intl';
import type { Reduction } from '@/lib/domain/price-reduction';
import type { UnitPrice } from '@/lib/domain/unit-price';
import { formatMoney } from '@/lib/format';
import type { Variant } from '@/lib/backend/schemas/catalogue';
import styles from './product-price.module.css';

/** The fields of a product or variant that the law's price notes read. */
export type LawfulPriceItem = Pick<Variant, 'lowest_price_30_days' | 'net_quantity' | 'net_quantity_unit'>;

/**
 * The small print every price carries before the cart: the unit price of goods sold by weight,
 * volume or length ("from" the lowest one under a price range), "incl. VAT", and, when a
 * reduction is announced, the lowest price of the last 30 days it refers to, struck through
 * (docs/backend/catalogue.md, "Prices"). The callers work the figures out (lib/domain), so the buy
 * box's client bundle carries only the rules it uses.
 */
export function ProductPriceNotes({
  unit,
  unitFrom = false,
  reduction,
}: {
  unit: UnitPrice | null;
  unitFrom?: boolean;
  reduction: Reduction | null;
}) {
  const t = useTranslations('ProductPrice');
  const locale = useLocale();
  const unitText = unit && { price: formatMoney(locale, unit.cents), unit: unit.unit };
  return (
    <>
      <small className={styles.notes}>
        {unitText && (
          <span className={styles.unit}>{unitFrom ? t('unitPriceFrom', unitText) : t('unitPrice', unitText)}</span>
        )}
        <span>{t('vatIncluded')}</span>
      </small>
      {reduction && (
        <small className={styles.lowest}>
          {t('lowestPrice30Days')} <del>{formatMoney(locale, reduction.lowestCents)}</del>
        </small>
      )}
    </>
  );
}
