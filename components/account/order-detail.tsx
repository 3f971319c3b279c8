import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { invoicesOffered } from '@/lib/backend/invoice';
import type { OrderDetail as Order } from '@/lib/backend/orders';
import type { Address } from '@/lib/backend/schemas/addresses';
import { formatDate, formatMoney } from '@/lib/format';
import { addressLines } from './address-lines';
import { OrderStatusBadge, usePaymentLabel } from './order-status';
import { OrderTimeline } from './order-timeline';
import styles from './order-detail.module.css';

function AddressBlock({ title, address, locale }: { title: string; address: Address | null; locale: string }) {
  const name = address?.title ?? '';
  const lines = address ? addressLines(address, locale) : [];
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
 * One order (docs/backend/orders.md "order detail"): lines, totals, addresses, payment method, the dated status timeline
 * and the invoice download. Rendered on the server; the PDF link goes through the storefront.
 * What the back-end could not tell (shipping, discount, payment mode, the timeline) is left out,
 * not guessed (docs/backend/orders.md "order detail").
 */
export async function OrderDetail({ order, invoiceFailed = false }: { order: Order; invoiceFailed?: boolean }) {
  const t = await getTranslations('Orders');
  const locale = await getLocale();
  const money = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatMoney(locale, n));

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
              <PaymentMethod method={order.payment_mode} />
            </dd>
          </div>
          <div>
            <dt>{t('colTotal')}</dt>
            <dd className={styles.total}>{money(order.total)}</dd>
          </div>
        </dl>
        {order.payable && (
          <Link
            href={{ pathname: '/pages/pay-stripe', query: { order: order.name } }}
            className={buttonClass('primary')}
          >
            {t('payNow')}
          </Link>
        )}
        {order.status !== 'Cancelled' && order.status !== 'Refunded' && (
          <Link
            href={{ pathname: '/pages/withdrawal', query: { order: order.name } }}
            className={buttonClass('secondary')}
          >
            {t('withdraw')}
          </Link>
        )}
        {/* The back-end prints every order it lists (get_sales_order_invoice), paid or not. */}
        {invoicesOffered() && (
          <a
            href={`/api/orders/${encodeURIComponent(order.name)}/invoice`}
            className={buttonClass('dark')}
            target="_blank"
            rel="noopener"
          >
            <Icon name="arrow-up" size={18} className={styles.download} />
            {t('downloadInvoice')}
            <span className="visually-hidden"> ({t('pdfNewTab')})</span>
          </a>
        )}
      </div>
      {(invoiceFailed || !invoicesOffered()) && (
        <p className={styles.invoiceNotice} role="status">
          {t.rich('invoiceUnavailable', {
            contact: (chunks) => <Link href="/pages/contact-us">{chunks}</Link>,
          })}
        </p>
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
                    {item.item_name ?? item.item_code}
                    <span className={styles.sku}>{t('sku', { sku: item.item_code })}</span>
                  </th>
                  <td className={styles.num}>{item.qty}</td>
                  <td className={styles.num}>{money(item.rate)}</td>
                  <td className={styles.num}>
                    {money(item.amount ?? (item.rate !== null ? item.rate * item.qty : null))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={styles.totals}>
            <div>
              <dt>{t('subtotal')}</dt>
              <dd>{money(order.subtotal)}</dd>
            </div>
            {order.shipping && (
              <div>
                <dt>
                  {t('shipping')}
                  {order.shipping.label ? ` (${order.shipping.label})` : ''}
                </dt>
                <dd>{order.shipping.amount === 0 ? t('free') : money(order.shipping.amount)}</dd>
              </div>
            )}
            {order.discount && (
              <div>
                <dt>{order.discount.coupon ? t('discountCode', { code: order.discount.coupon }) : t('discount')}</dt>
                <dd>−{money(order.discount.amount)}</dd>
              </div>
            )}
            <div className={styles.grand}>
              <dt>{t('colTotal')}</dt>
              <dd>{money(order.total)}</dd>
            </div>
          </dl>
        </section>

        <aside className={styles.side}>
          {order.timeline && (
            <section className={styles.box} aria-labelledby="order-timeline">
              <h2 id="order-timeline" className={styles.boxTitle}>
                {t('timelineTitle')}
              </h2>
              <OrderTimeline entries={order.timeline} headingId="order-timeline" />
            </section>
          )}
          {order.pickup && (
            <section className={styles.box} aria-labelledby="order-pickup">
              <h2 id="order-pickup" className={styles.boxTitle}>
                {t('pickupAt')}
              </h2>
              <p className={styles.address}>{order.pickup}</p>
            </section>
          )}
          <AddressBlock title={t('shippingAddress')} address={order.shipping_address} locale={locale} />
          <AddressBlock
            title={t('billingAddress')}
            address={order.billing_address ?? order.shipping_address}
            locale={locale}
          />
        </aside>
      </div>
    </div>
  );
}
