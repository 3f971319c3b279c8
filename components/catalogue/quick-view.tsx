'use client';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { contentLang } from '@/lib/content-lang';
import { Link } from '@/i18n/navigation';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { VariantPicker } from '@/components/product-parts/variant-picker';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { QuantityField } from '@/components/ui/quantity-field';
import { readQuantity } from '@/lib/domain/quantity-input';
import { findVariantBySku, initialVariant } from '@/lib/domain/product-variants';
import { productHref } from '@/lib/routes';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { ProductPrice } from '@/components/product-parts/product-price';
import { QuickViewPictures } from './quick-view-pictures';
import { useWholeProduct } from './use-whole-product';
import styles from './quick-view.module.css';

/**
 * The quick-view modal: pictures, price, the product page's variant picker, quantity 1..99, add to
 * cart and a link to the product page. The shop's dialog (Escape and the backdrop close it), and
 * the shell closes every modal on a route change. It opens at once with what the card had (one
 * picture per variant) and fills in every variant's pictures when the whole product arrives.
 */
export interface QuickViewProps {
  product: Product;
  onClose: () => void;
}

export function QuickView({ product: cardProduct, onClose }: QuickViewProps) {
  const t = useTranslations('ProductCard');
  const actions = useTranslations('ProductActions');
  const locale = useLocale();
  const lang = contentLang(locale);
  const add = useAddToCart();
  const titleId = useId();
  const product = useWholeProduct(cardProduct.slug, locale) ?? cardProduct;
  const [sku, setSku] = useState<string | null>(() => initialVariant(cardProduct.variants)?.sku ?? null);
  const variant = findVariantBySku(product.variants, sku);
  const [qtyText, setQtyText] = useState('1');

  const reading = readQuantity(qtyText);
  const qtyValid = reading.ok;
  const stock = variant ? variant.stock : product.stock;
  const available = stock > 0;
  const variantPictures = variant?.pictures ?? [];
  const pictures =
    variantPictures.length > 0
      ? variantPictures
      : product.gallery_pictures.length > 0
        ? product.gallery_pictures
        : [...product.large_pictures, ...product.small_pictures].slice(0, 1);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reading.ok || !available) return;
    const result = add(product, variant, reading.value);
    if (result.ok) onClose();
  }

  return (
    <Dialog onClose={onClose} titleId={titleId} className={styles.panel}>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('cardQuickViewClose')}>
        <Icon name="close" size={22} />
      </button>
      <QuickViewPictures key={variant?.sku ?? product.sku} pictures={pictures} name={product.name} />
      <form className={styles.info} onSubmit={submit} noValidate>
        {product.groups.length > 0 && (
          <p className={styles.category} lang={lang}>
            {product.groups.at(-1)}
          </p>
        )}
        <h2 id={titleId} className={styles.title} lang={lang}>
          {product.name}
        </h2>
        <ProductPrice product={product} variant={variant} size="lg" />
        {product.short_description && (
          <p className={styles.summary} lang={lang}>
            {product.short_description}
          </p>
        )}
        <VariantPicker product={product} value={variant?.sku ?? null} onChange={setSku} />
        <p className={available ? styles.inStock : styles.outOfStock} aria-live="polite">
          {available ? t('cardInStock') : actions('cardOutOfStock')}
          {variant && <span className={styles.sku}> · {t('cardSku', { sku: variant.sku })}</span>}
        </p>
        <div className={styles.buy}>
          <QuantityField
            value={qtyText}
            onType={setQtyText}
            onStep={(next) => setQtyText(String(next))}
            labels={{ quantity: t('cardQuantity'), decrease: t('cardQuantityLess'), increase: t('cardQuantityMore') }}
            error={qtyValid ? null : actions('cardQuantityInvalid')}
          />
          <button
            type="submit"
            className={buttonClass('primary', { className: styles.add })}
            disabled={!available || !qtyValid}
          >
            <Icon name="cart" size={18} />
            {available ? actions('cardAddToCart') : actions('cardOutOfStock')}
          </button>
        </div>
        <Link href={productHref(product.slug)} className={styles.details}>
          {t('cardViewDetails')}
          <Icon name="chevron-right" size={16} />
        </Link>
      </form>
    </Dialog>
  );
}
