'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { Icon } from '@/components/ui/icon';
import type { PriceChangeNotice as Change } from './use-cart-pricing';
import styles from './cart-notices.module.css';

/** "Prices have changed since you added these items" with each line's old and new price (docs/decisions.md). */
export function PriceChangeNotice({ changes, onDismiss }: { changes: Change[]; onDismiss?: () => void }) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  if (changes.length === 0) return null;
  return (
    <div className={styles.notice} data-tone="warning" role="status">
      <Icon name="alert-triangle" size={20} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{t('pricesUpdated')}</p>
        <ul className={styles.list}>
          {changes.map((c) => (
            <li key={c.sku}>
              {t('priceChange', {
                name: c.variant ? `${c.name} (${c.variant})` : c.name,
                from: formatMoney(locale, c.fromCents),
                to: formatMoney(locale, c.toCents),
              })}
            </li>
          ))}
        </ul>
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('dismissNotice')}>
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
