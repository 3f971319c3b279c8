import { useLocale, useTranslations } from 'next-intl';
import { effectivePrice, isPriceSpan, priceRange, type PriceFields } from '@/lib/domain/price-range';
import { announcedReduction } from '@/lib/domain/price-reduction';
import { lowestUnitPrice, unitPrice } from '@/lib/domain/unit-price';
import type { Cents } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';
import type { Product, Variant } from '@/lib/backend/schemas/catalogue';
import { ProductPriceNotes, type LawfulPriceItem } from './product-price-notes';
import styles from './product-price.module.css';

type PricedProduct = Pick<Product, 'price' | 'sale_price' | 'variants'> & LawfulPriceItem;

/**
 * The price of a product as cards, the quick view and the wishlist show it: a range "min – max"
 * when variants differ (the lowest and highest of their sale-or-regular prices), else one price.
 * A reduction ("-N %") is announced only against the lowest price of the last 30 days, which is
 * then shown struck through; without it the price stands alone. With `variant`, that variant's.
 */
export function ProductPrice({
  product,
  variant,
  size = 'md',
}: {
  product: PricedProduct;
  variant?: Variant | null;
  size?: 'md' | 'lg';
}) {
  const t = useTranslations('ProductPrice');
  const locale = useLocale();
  const money = (n: Cents) => formatMoney(locale, n);
  const className = `${styles.price} ${size === 'lg' ? styles.lg : ''}`;

  if (!variant) {
    const range = priceRange(product);
    if (range.min === null || range.max === null) return <p className={className}>{t('cardPriceUnavailable')}</p>;
    if (isPriceSpan(range)) {
      return (
        <div className={className}>
          <p className={styles.amounts}>
            <span className="visually-hidden">{t('cardPriceFrom')} </span>
            <span className={styles.current}>{money(range.min)}</span>{' '}
            <span className={styles.nowrap}>
              <span aria-hidden="true">–&nbsp;</span>
              <span className="visually-hidden">{t('cardPriceTo')} </span>
              <span className={styles.current}>{money(range.max)}</span>
            </span>
          </p>
          <ProductPriceNotes
            unit={lowestUnitPrice(product.variants.map((v) => ({ ...v, price: effectivePrice(v) })))}
            unitFrom
            reduction={null}
          />
        </div>
      );
    }
  }

  // One price: the variant's, or the product's, or the variant every other one costs the same as.
  const item: PriceFields & LawfulPriceItem =
    variant ?? product.variants.find((v) => effectivePrice(v) === priceRange(product).min) ?? product;
  const price = effectivePrice(item) ?? effectivePrice(product);
  if (price === null) return <p className={className}>{t('cardPriceUnavailable')}</p>;
  const reduction = announcedReduction(price, item.lowest_price_30_days);
  return (
    <div className={className}>
      <p className={styles.amounts}>
        {reduction ? (
          <>
            <ins className={`${styles.current} ${styles.sale}`}>
              <span className="visually-hidden">{t('cardSalePrice')} </span>
              {money(price)}
            </ins>{' '}
            <span className={styles.percent}>{t('reductionPercent', { percent: reduction.percent })}</span>
          </>
        ) : (
          <span className={styles.current}>{money(price)}</span>
        )}
      </p>
      <ProductPriceNotes unit={unitPrice(price, item.net_quantity, item.net_quantity_unit)} reduction={reduction} />
    </div>
  );
}
