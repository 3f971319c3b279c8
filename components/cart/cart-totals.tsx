'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Cents } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';
import styles from './cart-totals.module.css';

/** The cart's totals: subtotal, shipping, discount, and the price to pay (never below 0). */
export function CartTotals({
  subtotalCents,
  shippingCents,
  shippingLabel,
  discountCents,
  couponCode,
  totalCents,
  updating = false,
}: {
  subtotalCents: Cents;
  shippingCents: Cents;
  shippingLabel: string | null;
  discountCents: Cents;
  couponCode: string | null;
  totalCents: Cents;
  updating?: boolean;
}) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  return (
    <div className={styles.wrap}>
      <dl className={styles.totals} aria-busy={updating || undefined}>
        <div className={styles.row}>
          <dt>{t('subtotal')}</dt>
          <dd>{formatMoney(locale, subtotalCents)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            {t('shipping')}
            {shippingLabel && <span className={styles.sub}>{shippingLabel}</span>}
          </dt>
          <dd>{shippingCents === 0 ? t('free') : formatMoney(locale, shippingCents)}</dd>
        </div>
        {discountCents > 0 && (
          <div className={styles.row} data-discount="">
            <dt>
              {t('discount')}
              {couponCode && <span className={styles.sub}>{couponCode}</span>}
            </dt>
            <dd>−{formatMoney(locale, discountCents)}</dd>
          </div>
        )}
        <div className={styles.row} data-total="">
          <dt>{t('total')}</dt>
          <dd>{formatMoney(locale, totalCents)}</dd>
        </div>
      </dl>
      <p className={styles.vat}>{t('vatIncluded')}</p>
    </div>
  );
}
