'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useUi } from '@/stores/ui';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { inStock } from '@/components/product-parts/product-stock';
import styles from './card-cart-actions.module.css';

// The quick view (its pictures, the variant choice and their texts) loads only when a shopper opens it.
const QuickView = dynamic(() => import('./quick-view-texts').then((m) => m.QuickViewWithTexts), { ssr: false });

/**
 * The card's buttons: add to cart for a product with one choice, "Select options" for
 * one with several variants (it opens the quick view, where the variant is chosen), and quick view.
 * The quick view's open state is the shell's modal state, so a route change closes it.
 */
export function CardCartActions({ product, describedBy }: { product: Product; describedBy?: string }) {
  const t = useTranslations('ProductActions');
  const add = useAddToCart();
  const modalId = `quick-view:${product.sku}`;
  const open = useUi((s) => s.modal === modalId);
  const openModal = useUi((s) => s.openModal);
  const closeAll = useUi((s) => s.closeAll);
  const available = inStock(product);
  const needsChoice = product.variants.length > 1;

  return (
    <>
      <div className={styles.row}>
        {needsChoice ? (
          <button
            type="button"
            className={buttonClass('dark', { small: true, className: styles.main })}
            onClick={() => openModal(modalId)}
            aria-describedby={describedBy}
            aria-haspopup="dialog"
          >
            {t('cardSelectOptions')}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass(available ? 'primary' : 'secondary', { small: true, className: styles.main })}
            disabled={!available}
            aria-describedby={describedBy}
            onClick={() => add(product, product.variants[0] ?? null, 1)}
          >
            <Icon name="cart" size={18} />
            {available ? t('cardAddToCart') : t('cardOutOfStock')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('secondary', { small: true, className: styles.quick })}
          onClick={() => openModal(modalId)}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
        >
          {t('cardQuickView')}
        </button>
      </div>
      {open && <QuickView product={product} onClose={closeAll} />}
    </>
  );
}
