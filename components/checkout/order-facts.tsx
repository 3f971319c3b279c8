import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Cents } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';
import styles from './payment-pages.module.css';

/** What a result page says of an order: its number and total, then whatever else the page knows. */
export function OrderFacts({
  order,
  amount,
  locale,
  children,
}: {
  order: string;
  amount: Cents | null;
  locale: string;
  children?: ReactNode;
}) {
  const t = useTranslations('Checkout');
  return (
    <dl className={styles.overview}>
      <div>
        <dt>{t('success.number')}</dt>
        <dd>{order}</dd>
      </div>
      {amount !== null && (
        <div>
          <dt>{t('success.total')}</dt>
          <dd>{formatMoney(locale, amount)}</dd>
        </div>
      )}
      {children}
    </dl>
  );
}
