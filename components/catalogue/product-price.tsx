import { useLocale, useTranslations } from 'next-intl';
import { effectivePrice, isPriceSpan, priceRange, salePercent, type PriceFields } from '@/lib/domain/price-range';
import { formatMoney } from '@/lib/format';
import type { Product, Variant } from '@/lib/backend/schemas/catalogue';
import styles from './product-price.module.css';

/**
 * The price of a product as cards and the quick view show it: a range "min – max" when variants
 * differ (spec §3 minPrice/maxPrice), else one price, with the regular price struck through when
 * it is on sale. With `variant`, that variant's price.
 */
export function ProductPrice({ product, variant, size = 'md' }: { product: Pick<Product, 'price' | 'sale_price' | 'variants'>; variant?: Variant | null; size?: 'md' | 'lg' }) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const money = (n: number) => formatMoney(locale, n);
  const className = `${styles.price} ${size === 'lg' ? styles.lg : ''}`;

  if (!variant) {
    const range = priceRange(product);
    if (range.min === null || range.max === null) return <p className={className}>{t('cardPriceUnavailable')}</p>;
    if (isPriceSpan(range)) {
      return (
        <p className={className}>
          <span className="visually-hidden">{t('cardPriceFrom')} </span>
          <span className={styles.current}>{money(range.min)}</span>{' '}
          <span className={styles.nowrap}>
            <span aria-hidden="true">–&nbsp;</span>
            <span className="visually-hidden">{t('cardPriceTo')} </span>
            <span className={styles.current}>{money(range.max)}</span>
          </span>
        </p>
      );
    }
  }

  // One price: the variant's, or the product's, or the variant every other one costs the same as.
  const item: PriceFields = variant ?? product.variants.find((v) => effectivePrice(v) === priceRange(product).min) ?? product;
  const price = effectivePrice(item) ?? effectivePrice(product);
  if (price === null) return <p className={className}>{t('cardPriceUnavailable')}</p>;
  const percent = salePercent(item);
  return (
    <p className={className}>
      {percent !== null && item.price != null ? (
        <>
          <ins className={`${styles.current} ${styles.sale}`}>
            <span className="visually-hidden">{t('cardSalePrice')} </span>
            {money(price)}
          </ins>{' '}
          <del className={styles.regular}>
            <span className="visually-hidden">{t('cardRegularPrice')} </span>
            {money(item.price)}
          </del>
        </>
      ) : (
        <span className={styles.current}>{money(price)}</span>
      )}
    </p>
  );
}
