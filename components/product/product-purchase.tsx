'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatMoney } from '@/lib/format';
import { purchaseFacts, type StockStatus } from '@/lib/domain/product-variants';
import { salePercent } from '@/lib/domain/price-range';
import { readQuantity } from '@/lib/domain/quantity-input';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { useProductSelection } from './product-selection';
import { VariantPicker } from './variant-picker';
import { QuantityInput } from './quantity-input';
import { WishlistToggle } from '@/components/catalogue/wishlist-toggle';
import styles from './product-purchase.module.css';

export const BUY_BUTTON_ID = 'product-add-to-cart';

/** Price, sku and stock of what is chosen, the variant picker, quantity, add to cart and wishlist. */
export function ProductPurchase({ product }: { product: Product }) {
  const t = useTranslations('Product');
  const { variant, select, quantityText, setQuantityText } = useProductSelection();
  const [attempted, setAttempted] = useState(false);
  const add = useAddToCart();
  const facts = purchaseFacts(product, variant);
  const reading = readQuantity(quantityText);
  const soldOut = facts.status === 'out-of-stock';

  function onAdd() {
    setAttempted(true);
    if (!reading.ok) {
      document.querySelector<HTMLInputElement>(`.${styles.actions} input`)?.focus();
      return;
    }
    add(product, variant, reading.value);
  }

  return (
    <div className={styles.purchase}>
      <PriceLine price={facts.price} regularPrice={facts.regularPrice} />
      <div className={styles.meta}>
        <StockLine status={facts.status} stock={facts.stock} />
        <p className={styles.sku}>
          {t('sku')}: <span data-testid="product-sku">{facts.sku}</span>
        </p>
      </div>
      <VariantPicker product={product} value={variant?.sku ?? null} onChange={select} />
      <div className={styles.actions}>
        <QuantityInput value={quantityText} onChange={setQuantityText} showError={attempted || (!reading.ok && reading.problem !== 'empty')} />
        <button id={BUY_BUTTON_ID} type="button" className={buttonClass('primary', { className: styles.add })} onClick={onAdd} disabled={soldOut || facts.price === null}>
          <Icon name="cart" size={20} />
          {t('addToCart')}
        </button>
      </div>
      <WishlistToggle sku={product.sku} name={product.name} labelled />
    </div>
  );
}

export function PriceLine({ price, regularPrice, compact = false }: { price: number | null; regularPrice: number | null; compact?: boolean }) {
  const t = useTranslations('Product');
  const locale = useLocale();
  if (price === null) return <p className={styles.noPrice}>{t('priceOnRequest')}</p>;
  const percent = regularPrice !== null ? salePercent({ price: regularPrice, sale_price: price }) : null;
  return (
    <p className={compact ? styles.priceCompact : styles.price} aria-live="polite" data-testid="product-price">
      <span className="visually-hidden">{t('price')}: </span>
      <strong className={regularPrice !== null ? styles.saleAmount : styles.amount}>{formatMoney(locale, price)}</strong>
      {regularPrice !== null && (
        <>
          <span className="visually-hidden">{t('regularPrice')}: </span>
          <del className={styles.regular}>{formatMoney(locale, regularPrice)}</del>
          {percent !== null && !compact && <span className={styles.percent}>−{percent}%</span>}
        </>
      )}
    </p>
  );
}

export function StockLine({ status, stock }: { status: StockStatus; stock: number }) {
  const t = useTranslations('Product');
  const text = status === 'in-stock' ? t('inStock') : status === 'low-stock' ? t('lowStock', { count: stock }) : t('outOfStock');
  return (
    <p className={styles.stock} data-status={status}>
      <Icon name={status === 'out-of-stock' ? 'close' : 'check'} size={16} />
      {text}
    </p>
  );
}
