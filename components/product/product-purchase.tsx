'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Cents } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';
import { purchaseFacts, type StockStatus } from '@/lib/domain/product-variants';
import type { PriceNotes } from '@/lib/domain/price-notes';
import { readQuantity, type QuantityProblem } from '@/lib/domain/quantity-input';
import { MAX_QTY, MIN_QTY } from '@/lib/domain/cart';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { ProductPriceNotes } from '@/components/product-parts/product-price-notes';
import { useProductSelection } from './product-selection';
import { VariantPicker } from '@/components/product-parts/variant-picker';
import { QuantityField } from '@/components/ui/quantity-field';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import styles from './product-purchase.module.css';

export const BUY_BUTTON_ID = 'product-add-to-cart';

const PROBLEM_KEYS: Record<QuantityProblem, 'qtyEmpty' | 'qtyNotWhole' | 'qtyTooSmall' | 'qtyTooLarge'> = {
  empty: 'qtyEmpty',
  'not-whole': 'qtyNotWhole',
  'too-small': 'qtyTooSmall',
  'too-large': 'qtyTooLarge',
};

/** Price, sku and stock of what is chosen, the variant picker, quantity, add to cart and wishlist. */
export function ProductPurchase({ product, notes }: { product: Product; notes: Record<string, PriceNotes> }) {
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
      <PriceLine price={facts.price} notes={notes[facts.sku]} />
      <div className={styles.meta}>
        <StockLine status={facts.status} stock={facts.stock} />
        <p className={styles.sku}>
          {t('sku')}: <span data-testid="product-sku">{facts.sku}</span>
        </p>
      </div>
      <VariantPicker product={product} value={variant?.sku ?? null} onChange={select} />
      <div className={styles.actions}>
        <QuantityField
          value={quantityText}
          onType={setQuantityText}
          onStep={(next) => setQuantityText(String(next))}
          labels={{ quantity: t('quantity'), decrease: t('qtyDecrease'), increase: t('qtyIncrease') }}
          error={
            !reading.ok && (attempted || reading.problem !== 'empty')
              ? t(PROBLEM_KEYS[reading.problem], { min: MIN_QTY, max: MAX_QTY })
              : null
          }
        />
        <button
          id={BUY_BUTTON_ID}
          type="button"
          className={buttonClass('primary', { className: styles.add })}
          onClick={onAdd}
          disabled={soldOut || facts.price === null}
        >
          <Icon name="cart" size={20} />
          {t('addToCart')}
        </button>
      </div>
      <WishlistToggle sku={product.sku} name={product.name} labelled />
    </div>
  );
}

/**
 * The buy box's price: a reduction ("-N %") only against the lowest price of the last 30 days,
 * with the law's notes under it (unit price, VAT, that lowest price), worked out on the server
 * for each sku (lib/domain/price-notes.ts). The sticky bar's compact
 * line shows the price and "incl. VAT" alone.
 */
export function PriceLine({
  price,
  notes,
  compact = false,
}: {
  price: Cents | null;
  notes: PriceNotes | undefined;
  compact?: boolean;
}) {
  const t = useTranslations('Product');
  const priceTexts = useTranslations('ProductPrice');
  const locale = useLocale();
  if (price === null) return <p className={styles.noPrice}>{t('priceOnRequest')}</p>;
  const reduction = notes?.reduction ?? null;
  const amount = (
    <p className={compact ? styles.priceCompact : styles.price} aria-live="polite" data-testid="product-price">
      <span className="visually-hidden">{t('price')}: </span>
      <strong className={reduction ? styles.saleAmount : styles.amount}>{formatMoney(locale, price)}</strong>
      {reduction && !compact && (
        <span className={styles.percent}>{priceTexts('reductionPercent', { percent: reduction.percent })}</span>
      )}
      {compact && <small className={styles.vat}>{priceTexts('vatIncluded')}</small>}
    </p>
  );
  if (compact) return amount;
  return (
    <div className={styles.priceBlock}>
      {amount}
      <ProductPriceNotes unit={notes?.unit ?? null} reduction={reduction} />
    </div>
  );
}

function StockLine({ status, stock }: { status: StockStatus; stock: number }) {
  const t = useTranslations('Product');
  const text =
    status === 'in-stock' ? t('inStock') : status === 'low-stock' ? t('lowStock', { count: stock }) : t('outOfStock');
  return (
    <p className={styles.stock} data-status={status}>
      <Icon name={status === 'out-of-stock' ? 'close' : 'check'} size={16} />
      {text}
    </p>
  );
}
