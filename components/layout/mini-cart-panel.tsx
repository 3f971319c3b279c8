'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { selectTotals, useCart } from '@/stores/cart';
import { useUi } from '@/stores/ui';
import { formatMoney } from '@/lib/format';
import { productHref } from '@/lib/routes';
import { Drawer } from '@/components/ui/drawer';
import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button';
import styles from './mini-cart.module.css';

/** The open mini cart: its lines, subtotal, View Cart and Checkout; loaded on first open (mini-cart.tsx). */
export function MiniCartPanel() {
  const t = useTranslations('MiniCart');
  const locale = useLocale();
  const lines = useCart((s) => s.lines);
  const totals = selectTotals({ lines });
  const removeLine = useCart((s) => s.removeLine);
  const closeAll = useUi((s) => s.closeAll);

  return (
    <Drawer
      open
      onClose={closeAll}
      side="right"
      title={t('title')}
      closeLabel={t('close')}
      width="var(--cart-panel-width)"
      footer={
        lines.length > 0 ? (
          <>
            <p className={styles.total}>
              <span>{t('subtotal')}</span>
              <strong>{formatMoney(locale, totals.totalPriceCents)}</strong>
            </p>
            <div className={styles.buttons}>
              <Link href="/pages/cart" className={buttonClass('secondary', { block: true })} onClick={closeAll}>
                {t('viewCart')}
              </Link>
              <Link href="/pages/pay" className={buttonClass('primary', { block: true })} onClick={closeAll}>
                {t('checkout')}
              </Link>
            </div>
          </>
        ) : undefined
      }
    >
      {lines.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.sku} className={styles.line}>
              {line.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- tiny thumbnail from our own /files route
                <img src={line.image.url} alt="" width={56} height={56} className={styles.thumb} loading="lazy" />
              ) : (
                <span className={styles.thumb} />
              )}
              <div className={styles.lineText}>
                <Link href={productHref(line.slug)} className={styles.name} onClick={closeAll}>
                  {line.name}
                </Link>
                {line.variant_label && <span className={styles.variant}>{line.variant_label}</span>}
                <span className={styles.qty}>
                  {line.qty} × {formatMoney(locale, line.priceCents)}
                </span>
              </div>
              <button
                type="button"
                className={styles.remove}
                onClick={() => removeLine(line.sku)}
                aria-label={t('remove', { name: line.name })}
              >
                <Icon name="trash" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
