'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { buttonClass } from '@/components/ui/button';
import { purchaseFacts, variantLabel } from '@/lib/domain/product-variants';
import { readQuantity } from '@/lib/domain/quantity-input';
import type { PriceNotes } from '@/lib/domain/price-notes';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { ProductImage } from './product-image';
import type { GallerySet } from './gallery-types';
import { useProductSelection } from './product-selection';
import { BUY_BUTTON_ID, PriceLine } from './product-purchase';
import styles from './sticky-cart-bar.module.css';

/**
 * The sticky layouts' add-to-cart bar: it slides in once the buy box's own button has scrolled
 * out of view, and adds the same variant and quantity.
 */
const HEADER_ALLOWANCE = 120;

export function StickyCartBar({
  product,
  pictures,
  notes,
}: {
  product: Product;
  pictures: GallerySet;
  notes: Record<string, PriceNotes>;
}) {
  const t = useTranslations('Product');
  const { variant, quantityText } = useProductSelection();
  const add = useAddToCart();
  const [visible, setVisible] = useState(false);
  const facts = purchaseFacts(product, variant);
  const picture = ((variant && pictures.variants[variant.sku]) || pictures.product)[0]?.thumb;
  const label = variantLabel(variant);

  useEffect(() => {
    const target = document.getElementById(BUY_BUTTON_ID);
    if (!target) return;
    // The top margin stands for the sticky header: a button hidden under it counts as gone.
    const observer = new IntersectionObserver(
      ([entry]) => {
        // Only once the button is above the viewport: not while the page opens with it below.
        if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < HEADER_ALLOWANCE);
      },
      { rootMargin: `-${HEADER_ALLOWANCE}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  function onAdd() {
    const reading = readQuantity(quantityText);
    if (!reading.ok) {
      document.getElementById(BUY_BUTTON_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    add(product, variant, reading.value);
  }

  return (
    <div className={styles.bar} data-visible={visible || undefined} aria-hidden={!visible} inert={!visible}>
      <div className={`container ${styles.inner}`}>
        {picture && <ProductImage image={picture} alt="" className={styles.thumb} />}
        <div className={styles.text}>
          <p className={styles.name}>{product.name}</p>
          {label && <p className={styles.variant}>{label}</p>}
        </div>
        <PriceLine price={facts.price} notes={notes[facts.sku]} compact />
        <button
          type="button"
          className={buttonClass('primary', { className: styles.add })}
          onClick={onAdd}
          disabled={facts.status === 'out-of-stock' || facts.price === null}
        >
          {t('addToCart')}
        </button>
      </div>
    </div>
  );
}
