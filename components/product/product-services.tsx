import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { formatMoney } from '@/lib/format';
import { FREE_SHIPPING_FROM_CENTS } from '@/lib/domain/shipping';
import { DELIVERY_BUSINESS_DAYS } from '@/lib/shop-terms';
import styles from './product-services.module.css';

/** The shop's promises next to the buy button, from the one source of the terms (docs/decisions.md). */
export async function ProductServices({ locale, variant = 'inline' }: { locale: string; variant?: 'inline' | 'card' }) {
  const t = await getTranslations('ProductPage');
  const items = [
    { icon: 'truck', title: t('serviceShipping', { amount: formatMoney(locale, FREE_SHIPPING_FROM_CENTS) }) },
    { icon: 'clock', title: t('serviceDelivery', { days: DELIVERY_BUSINESS_DAYS }) },
    { icon: 'return', title: t('serviceReturns') },
    { icon: 'shield', title: t('serviceSecure') },
  ] as const;
  return (
    <ul className={variant === 'card' ? `${styles.list} ${styles.card}` : styles.list}>
      {items.map((item) => (
        <li key={item.icon} className={styles.item}>
          <Icon name={item.icon} size={20} />
          <span>{item.title}</span>
        </li>
      ))}
    </ul>
  );
}
