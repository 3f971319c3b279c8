import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { OrderAddress, PaymentStatus } from '@/lib/backend/schemas/commerce';
import { formatDate, formatMoney } from '@/lib/format';
import { toCents } from '@/lib/domain/money';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { OrderPlacedEffects } from './order-placed-effects';
import styles from './payment-pages.module.css';

export const statusKey = (status: string) => status.replace(/[^A-Za-z]/g, '');

function AddressBlock({ title, address }: { title: string; address: OrderAddress | null | undefined }) {
  if (!address?.address_line1) return null;
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return (
    <div className={styles.address}>
      <h3 className={styles.smallTitle}>{title}</h3>
      <address>
        {name && <span>{name}</span>}
        {address.company_name && <span>{address.company_name}</span>}
        <span>{address.address_line1}</span>
        {address.address_line2 && <span>{address.address_line2}</span>}
        <span>{[address.pincode, address.city, address.state ? `(${address.state})` : ''].filter(Boolean).join(' ')}</span>
        {address.country && <span>{address.country}</span>}
        {address.phone && <span>{address.phone}</span>}
      </address>
    </div>
  );
}

/**
 * The order complete page (issue 5 §4), drawn from what the back-end says about the order: bank
 * transfer orders show IBAN, beneficiary, amount and the order number as the transfer reason.
 */
export async function OrderComplete({ status, locale }: { status: PaymentStatus; locale: string }) {
  const t = await getTranslations('Checkout');
  const order = status.order;
  const transfer = (status.payment_method ?? order.payment_method) === 'transfer';
  const paid = status.paid;
  const bank = order.wired_transfer_data;
  const statusLabel = t.has(`statuses.${statusKey(status.status)}`) ? t(`statuses.${statusKey(status.status)}`) : status.status;
  const method = transfer ? t('methods.transfer') : t('methods.stripe');
  const email = order.contact?.email_id ?? '';

  return (
    <>
      <OrderPlacedEffects
        order={order.name}
        value={order.total ?? 0}
        shipping={order.shipping_amount ?? 0}
        coupon={order.coupon_code ?? null}
        items={order.items.map((i) => ({ item_id: i.item_code, item_name: i.item_name ?? i.item_code, price: i.rate ?? undefined, quantity: i.qty }))}
      />
      <div className={styles.panel} data-tone="success">
        <span className={styles.badge} data-tone="success" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <p className={styles.lead}>{t('success.title')}</p>
        <p className={styles.text}>{paid ? t('success.paidCard') : transfer ? t('success.awaitingTransfer') : t('success.received')}</p>
        {email && <p className={styles.muted}>{t('success.emailSent', { email })}</p>}
      </div>

      <dl className={styles.overview}>
        <div>
          <dt>{t('success.number')}</dt>
          <dd>{order.name}</dd>
        </div>
        <div>
          <dt>{t('success.date')}</dt>
          <dd>{formatDate(locale, order.creation, { dateStyle: 'long' })}</dd>
        </div>
        {email && (
          <div>
            <dt>{t('success.email')}</dt>
            <dd>{email}</dd>
          </div>
        )}
        <div>
          <dt>{t('success.total')}</dt>
          <dd>{formatMoney(locale, order.total ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('success.method')}</dt>
          <dd>{method}</dd>
        </div>
        <div>
          <dt>{t('success.status')}</dt>
          <dd>{statusLabel}</dd>
        </div>
      </dl>

      {transfer && !paid && bank && (
        <section className={styles.bank} aria-labelledby="bank-title">
          <h2 id="bank-title" className={styles.sectionTitle}>
            <Icon name="shield" size={22} />
            {t('success.bankTitle')}
          </h2>
          <p className={styles.text}>{t('success.bankLead', { amount: formatMoney(locale, bank.amount ?? order.total ?? 0) })}</p>
          <dl className={styles.bankDetails}>
            <div>
              <dt>{t('success.beneficiary')}</dt>
              <dd>{bank.beneficiary}</dd>
            </div>
            <div>
              <dt>{t('success.iban')}</dt>
              <dd className={styles.code}>{bank.iban.replace(/(.{4})/g, '$1 ').trim()}</dd>
            </div>
            {bank.bic && (
              <div>
                <dt>{t('success.bic')}</dt>
                <dd className={styles.code}>{bank.bic}</dd>
              </div>
            )}
            {bank.bank_name && (
              <div>
                <dt>{t('success.bank')}</dt>
                <dd>{bank.bank_name}</dd>
              </div>
            )}
            <div>
              <dt>{t('success.amount')}</dt>
              <dd>{formatMoney(locale, bank.amount ?? order.total ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('success.reason')}</dt>
              <dd className={styles.code}>{bank.reason}</dd>
            </div>
          </dl>
        </section>
      )}

      <section className={styles.details} aria-labelledby="details-title">
        <h2 id="details-title" className={styles.sectionTitle}>
          {t('success.detailsTitle')}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('success.product')}</th>
              <th scope="col" className={styles.num}>
                {t('success.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.item_code}>
                <td>
                  {item.item_name ?? item.item_code} <span className={styles.muted}>× {item.qty}</span>
                </td>
                <td className={styles.num}>{formatMoney(locale, item.amount ?? toCents(item.rate ?? 0) * item.qty / 100)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {order.subtotal != null && (
              <tr>
                <th scope="row">{t('summary.subtotal')}</th>
                <td className={styles.num}>{formatMoney(locale, order.subtotal)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">
                {t('summary.shipping')}
                {order.shipping_rule_label && <span className={styles.muted}> · {order.shipping_rule_label}</span>}
              </th>
              <td className={styles.num}>{order.shipping_amount ? formatMoney(locale, order.shipping_amount) : t('summary.free')}</td>
            </tr>
            {order.discount_amount ? (
              <tr>
                <th scope="row">
                  {t('summary.discount')}
                  {order.coupon_code && <span className={styles.muted}> · {order.coupon_code}</span>}
                </th>
                <td className={styles.num}>−{formatMoney(locale, order.discount_amount)}</td>
              </tr>
            ) : null}
            <tr className={styles.grand}>
              <th scope="row">{t('summary.total')}</th>
              <td className={styles.num}>{formatMoney(locale, order.total ?? 0)}</td>
            </tr>
          </tfoot>
        </table>
        <div className={styles.addresses}>
          <AddressBlock title={t('success.shippingTo')} address={order.shipping_address} />
          <AddressBlock title={t('success.billingTo')} address={order.billing_address} />
        </div>
      </section>

      <div className={styles.actions}>
        <Link href="/shop" className={buttonClass('primary')}>
          {t('success.continue')}
        </Link>
      </div>
    </>
  );
}
