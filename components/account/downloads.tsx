import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import type { Order } from '@/lib/backend/schemas/orders';
import { formatDate, formatMoney } from '@/lib/format';
import { EmptyState } from './empty-state';
import styles from './order-history.module.css';

/** Downloads: the invoices of paid orders (and of orders with an invoice request), as PDFs. */
export async function Downloads({ orders }: { orders: Order[] }) {
  const t = await getTranslations('AccountPages');
  const orderT = await getTranslations('Orders');
  const common = await getTranslations('Common');
  const locale = await getLocale();
  const invoiced = orders.filter((o) => o.paid || o.invoice_requested);
  if (invoiced.length === 0) {
    return (
      <EmptyState
        icon="tag"
        title={t('noDownloads')}
        text={t('noDownloadsText')}
        action={
          <Link href="/shop" className={buttonClass('primary')}>
            {common('goShop')}
          </Link>
        }
      />
    );
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('downloadsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{orderT('colOrder')}</th>
          <th scope="col">{orderT('colDate')}</th>
          <th scope="col" className={styles.num}>
            {orderT('colTotal')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{orderT('colActions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoiced.map((o) => (
          <tr key={o.name}>
            <th scope="row" className={styles.cellOrder}>
              <Link href={`/pages/orders/${encodeURIComponent(o.name)}`} className={styles.orderLink}>
                {o.name}
              </Link>
            </th>
            <td className={styles.cellDate}>{formatDate(locale, o.creation)}</td>
            <td className={`${styles.num} ${styles.cellTotal}`}>
              {o.total !== null ? formatMoney(locale, o.total) : '—'}
            </td>
            <td className={styles.rowActions}>
              <a
                href={`/api/orders/${encodeURIComponent(o.name)}/invoice`}
                className={buttonClass('secondary', { small: true })}
                target="_blank"
                rel="noopener"
              >
                {t('invoicePdf')}
                <span className="visually-hidden"> {o.name}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
