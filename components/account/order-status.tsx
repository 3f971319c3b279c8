import { useTranslations } from 'next-intl';
import { statusTone, toOrderStatus, type OrderStatus } from '@/lib/domain/order-status';
import styles from './order-status.module.css';

const KEYS = {
  Draft: 'draft',
  'To Pay': 'toPay',
  Paid: 'paid',
  Processing: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
  Refunded: 'refunded',
} as const satisfies Record<OrderStatus, string>;

/** The translated name of an order status; a status the back-end invents later shows as it came. */
export function useStatusLabel() {
  const t = useTranslations('Account.status');
  return (status: string) => {
    const known = toOrderStatus(status);
    return known ? t(KEYS[known]) : status;
  };
}

/** A status badge coloured by lib/domain/order-status.ts (To Pay warns, Delivered succeeds …). */
export function OrderStatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  return (
    <span className={`${styles.badge} ${styles[statusTone(status)]}`} data-status={status}>
      {label(status)}
    </span>
  );
}

/** "Bank transfer", "Credit card": the payment methods of docs/decisions.md. */
export function usePaymentLabel() {
  const t = useTranslations('Account');
  return (method: string | null | undefined) => {
    if (!method) return t('paymentUnknown');
    if (/transfer|bonifico|wire/i.test(method)) return t('paymentTransfer');
    if (/stripe|card|carta/i.test(method)) return t('paymentCard');
    return method;
  };
}
