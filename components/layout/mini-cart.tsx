'use client';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { selectCount, selectTotals, useCart } from '@/stores/cart';
import { useUi } from '@/stores/ui';
import { formatMoney } from '@/lib/format';
import { Icon } from '@/components/ui/icon';
import styles from './mini-cart.module.css';

// The panel's code loads when the mini cart first opens (warmed when a pointer or finger reaches
// the button): most page views never open it, and every page carries the button.
const loadPanel = () => import('./mini-cart-panel').then((m) => m.MiniCartPanel);
const MiniCartPanel = dynamic(loadPanel, { ssr: false });

/** The header's mini cart: count, subtotal, View Cart (/pages/cart), Checkout (/pages/pay). */
export function MiniCart() {
  const t = useTranslations('MiniCart');
  const locale = useLocale();
  const lines = useCart((s) => s.lines);
  const count = useCart(selectCount);
  const totals = selectTotals({ lines });
  const open = useUi((s) => s.drawer === 'cart');
  const openDrawer = useUi((s) => s.openDrawer);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => openDrawer('cart')}
        onPointerEnter={() => void loadPanel()}
        aria-haspopup="dialog"
      >
        <span className={styles.icon}>
          <Icon name="cart" size={24} />
          <span className={styles.badge} data-empty={count === 0 || undefined} aria-hidden="true">
            {count}
          </span>
        </span>
        <span className="visually-hidden">{t('open', { count })}</span>
        <span className={styles.subtotal} aria-hidden="true">
          {formatMoney(locale, totals.totalPriceCents)}
        </span>
      </button>
      {open && <MiniCartPanel />}
    </>
  );
}
