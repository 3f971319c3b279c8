import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Order } from '@/lib/backend/schemas/account';
import { toOrderStatus } from '@/lib/domain/order-status';
import { formatDate, formatMoney } from '@/lib/format';
import { productHref } from '@/lib/routes';
import { addressLines } from './address-lines';
import { OrderStatusBadge, usePaymentLabel } from './order-status';
import { OrderTimeline } from './order-timeline';
import styles from './order-detail.module.css';

type OrderAddress = Order['shipping_address'];

const toPay = (status: string) => toOrderStatus(status) === 'To Pay';

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const name = address ? [address.first_name, address.last_name].filter(Boolean).join(' ') : '';
  const lines = address ? addressLines(address) : [];
  return (
    <section className={styles.box} aria-label={title}>
      <h3 className={styles.boxTitle}>{title}</h3>
      {address ? (
        <address className={styles.address}>
          {name && <span>{name}</span>}
          {lines.map((l, i) => (
            <span key={i}>{l}</span>
          ))}
          {address.phone && <span>{address.phone}</span>}
        </address>
      ) : (
        <p className={styles.muted}>—</p>
      )}
    </section>
  );
}

function PaymentMethod({ method }: { method: string | null | undefined }) {
  const label = usePaymentLabel();
  return <>{label(method)}</>;
}

/**
 * One order (issue 6 §4): lines, totals, addresses, payment method, the dated status timeline
 * and the invoice download. Rendered on the server; the PDF link goes through the storefront.
 */
export async function OrderDetail({ order }: { order: Order }) {
  const t = await getTranslations('Orders');
  const locale = await getLocale();
  const money = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatMoney(locale, n));
  const subtotal = order.subtotal ?? order.items.reduce((sum, i) => sum + (i.amount ?? (i.rate ?? 0) * i.qty), 0);
  const canInvoice = order.paid || order.invoice_requested;

  return (
    <div className={styles.detail}>
      <div className={styles.summary}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('placedOn')}</dt>
            <dd>
              <time dateTime={order.creation}>{formatDate(locale, order.creation, { dateStyle: 'long' })}</time>
            </dd>
          </div>
          <div>
            <dt>{t('colStatus')}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt>{t('payment')}</dt>
            <dd>
              <PaymentMethod method={order.payment_method} />
            </dd>
          </div>
          <div>
            <dt>{t('colTotal')}</dt>
            <dd className={styles.total}>{money(order.total)}</dd>
          </div>
        </dl>
        {canInvoice && (
          <a href={`/api/orders/${encodeURIComponent(order.name)}/invoice`} className={buttonClass('dark')} target="_blank" rel="noopener">
            <Icon name="arrow-up" size={18} className={styles.download} />
            {t('downloadInvoice')}
            <span className="visually-hidden"> ({t('pdfNewTab')})</span>
          </a>
        )}
      </div>

      {toPay(order.status) && order.wired_transfer_data && (
        <section className={styles.transfer} aria-labelledby="order-transfer">
          <h2 id="order-transfer" className={styles.boxTitle}>
            {t('transferTitle')}
          </h2>
          <p>{t('transferText')}</p>
          <dl className={styles.transferFacts}>
            <div>
              <dt>{t('transferBeneficiary')}</dt>
              <dd>{order.wired_transfer_data.beneficiary}</dd>
            </div>
            <div>
              <dt>IBAN</dt>
              <dd className={styles.code}>{order.wired_transfer_data.iban}</dd>
            </div>
            {order.wired_transfer_data.bic && (
              <div>
                <dt>BIC</dt>
                <dd className={styles.code}>{order.wired_transfer_data.bic}</dd>
              </div>
            )}
            <div>
              <dt>{t('transferAmount')}</dt>
              <dd>{money(order.wired_transfer_data.amount ?? order.total)}</dd>
            </div>
            <div>
              <dt>{t('transferReason')}</dt>
              <dd className={styles.code}>{order.wired_transfer_data.reason}</dd>
            </div>
          </dl>
        </section>
      )}

      <div className={styles.columns}>
        <section className={styles.lines} aria-labelledby="order-lines">
          <h2 id="order-lines" className={styles.sectionTitle}>
            {t('linesTitle')}
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('colProduct')}</th>
                <th scope="col" className={styles.num}>
                  {t('colQty')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('colPrice')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('colAmount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.item_code}>
                  <th scope="row" className={styles.product}>
                    {item.slug ? <Link href={productHref(item.slug)}>{item.product_name ?? item.item_name ?? item.item_code}</Link> : (item.product_name ?? item.item_name ?? item.item_code)}
                    {item.variant && <span className={styles.variant}>{item.variant}</span>}
                    <span className={styles.sku}>{t('sku', { sku: item.item_code })}</span>
                  </th>
                  <td className={styles.num}>{item.qty}</td>
                  <td className={styles.num}>{money(item.rate)}</td>
                  <td className={styles.num}>{money(item.amount ?? (item.rate !== null ? item.rate * item.qty : null))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={styles.totals}>
            <div>
              <dt>{t('subtotal')}</dt>
              <dd>{money(subtotal)}</dd>
            </div>
            {order.shipping_amount !== undefined && (
              <div>
                <dt>
                  {t('shipping')}
                  {order.shipping_rule_label || order.shipping_rule ? ` (${order.shipping_rule_label ?? order.shipping_rule})` : ''}
                </dt>
                <dd>{order.shipping_amount === 0 ? t('free') : money(order.shipping_amount)}</dd>
              </div>
            )}
            {order.discount_amount ? (
              <div>
                <dt>{order.coupon_code ? t('discountCode', { code: order.coupon_code }) : t('discount')}</dt>
                <dd>−{money(order.discount_amount)}</dd>
              </div>
            ) : null}
            <div className={styles.grand}>
              <dt>{t('colTotal')}</dt>
              <dd>{money(order.total)}</dd>
            </div>
          </dl>
        </section>

        <aside className={styles.side}>
          <section className={styles.box} aria-labelledby="order-timeline">
            <h2 id="order-timeline" className={styles.boxTitle}>
              {t('timelineTitle')}
            </h2>
            <OrderTimeline entries={order.timeline} headingId="order-timeline" />
          </section>
          <AddressBlock title={t('shippingAddress')} address={order.shipping_address} />
          <AddressBlock title={t('billingAddress')} address={order.billing_address ?? order.shipping_address} />
        </aside>
      </div>
    </div>
  );
}
