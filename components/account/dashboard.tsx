import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Address } from '@/lib/backend/schemas/addresses';
import type { Order } from '@/lib/backend/schemas/orders';
import type { Result } from '@/lib/backend/result';
import { formatDate, formatMoney } from '@/lib/format';
import { addressLines } from './address-lines';
import { OrderStatusBadge } from './order-status';
import type { DisplayUser } from '@/lib/account/session';
import styles from './dashboard.module.css';

/**
 * My account's dashboard: a greeting, the latest orders, the default address and the
 * account details, each a door to its own page. A part the back-end could not give says so
 * without hiding the rest.
 */
export async function Dashboard({
  user,
  orders,
  addresses,
}: {
  user: DisplayUser;
  orders: Result<Order[]>;
  addresses: Result<Address[]>;
}) {
  const t = await getTranslations('AccountPages');
  const locale = await getLocale();
  const primary = addresses.ok ? (addresses.data.find((a) => a.is_primary_address) ?? addresses.data[0] ?? null) : null;

  return (
    <div className={styles.dashboard}>
      <p className={styles.hello}>{t('hello', { name: user.first_name || user.email })}</p>
      <p className={styles.intro}>{t('dashboardIntro')}</p>

      <div className={styles.cards}>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="dash-orders">
          <div className={styles.cardHead}>
            <h2 id="dash-orders" className={styles.cardTitle}>
              {t('recentOrders')}
            </h2>
            <Link href="/pages/orders" className={styles.more}>
              {t('allOrders')}
            </Link>
          </div>
          {!orders.ok ? (
            <p className={styles.muted}>{t('partUnavailable')}</p>
          ) : orders.data.length === 0 ? (
            <p className={styles.muted}>
              {t('noOrdersYet')} <Link href="/shop">{t('startShopping')}</Link>
            </p>
          ) : (
            <ul className={styles.orders}>
              {orders.data.slice(0, 3).map((o) => (
                <li key={o.name} className={styles.order}>
                  <Link href={`/pages/orders/${encodeURIComponent(o.name)}`} className={styles.orderName}>
                    {o.name}
                  </Link>
                  <span className={styles.muted}>{formatDate(locale, o.creation)}</span>
                  <OrderStatusBadge status={o.status} />
                  <span className={styles.orderTotal}>{o.total !== null ? formatMoney(locale, o.total) : '—'}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.card} aria-labelledby="dash-address">
          <div className={styles.cardHead}>
            <h2 id="dash-address" className={styles.cardTitle}>
              {t('defaultAddress')}
            </h2>
            <Link href="/pages/address" className={styles.more}>
              {t('manageAddresses')}
            </Link>
          </div>
          {!addresses.ok ? (
            <p className={styles.muted}>{t('partUnavailable')}</p>
          ) : primary ? (
            <address className={styles.address}>
              <span>{primary.title}</span>
              {addressLines(primary, locale).map((l, i) => (
                <span key={i}>{l}</span>
              ))}
            </address>
          ) : (
            <p className={styles.muted}>{t('noAddressYet')}</p>
          )}
        </section>

        <section className={styles.card} aria-labelledby="dash-details">
          <div className={styles.cardHead}>
            <h2 id="dash-details" className={styles.cardTitle}>
              {t('accountDetails')}
            </h2>
            <Link href="/pages/profile" className={styles.more}>
              {t('editDetails')}
            </Link>
          </div>
          <p className={styles.detail}>{`${user.first_name} ${user.last_name}`.trim()}</p>
          <p className={styles.muted}>{user.email}</p>
        </section>
      </div>
    </div>
  );
}
