import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import type { Order } from '@/lib/backend/schemas/orders';
import { formatDate, formatMoney } from '@/lib/format';
import {
  filterOrders,
  groupByMonth,
  PERIODS,
  searchOrders,
  STATUS_TABS,
  tabCounts,
  type OrderQuery,
  type StatusTab,
} from '@/lib/domain/order-filters';
import { OrderStatusBadge } from './order-status';
import { EmptyState } from './empty-state';
import styles from './order-history.module.css';

function queryFor(query: OrderQuery, status: StatusTab) {
  const out: Record<string, string> = {};
  if (query.q) out.q = query.q;
  if (query.period !== 'all') out.period = query.period;
  if (status !== 'all') out.status = status;
  return out;
}

/**
 * The order history (docs/backend/orders.md "order history"): search box (order number or product), period selector, status
 * tabs with counts and tables grouped by month. A plain GET form: it works before hydration and
 * a filtered view can be bookmarked.
 */
export async function OrderHistory({ orders, query, now }: { orders: Order[]; query: OrderQuery; now: Date }) {
  const t = await getTranslations('Orders');
  const common = await getTranslations('Common');
  const locale = await getLocale();
  const format = await getFormatter();

  if (orders.length === 0) {
    return (
      <EmptyState
        icon="cart"
        title={t('empty')}
        text={t('emptyText')}
        action={
          <Link href="/shop" className={buttonClass('primary')}>
            {common('goShop')}
          </Link>
        }
      />
    );
  }

  const searched = searchOrders(orders, query, now);
  const counts = tabCounts(searched);
  const groups = groupByMonth(filterOrders(orders, query, now));
  const filtered = query.q !== '' || query.period !== 'all' || query.status !== 'all';

  return (
    <div className={styles.history}>
      <form className={styles.filters} action="/pages/orders" method="get" role="search" aria-label={t('searchLabel')}>
        <div className={styles.filter}>
          <label htmlFor="orders-q" className={styles.label}>
            {t('searchLabel')}
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t('searchPlaceholder')}
            className={styles.input}
            maxLength={100}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor="orders-period" className={styles.label}>
            {t('periodLabel')}
          </label>
          <select id="orders-period" name="period" defaultValue={query.period} className={styles.input}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </select>
        </div>
        {query.status !== 'all' && <input type="hidden" name="status" value={query.status} />}
        <button type="submit" className={buttonClass('dark')}>
          {t('searchSubmit')}
        </button>
      </form>

      <nav className={styles.tabs} aria-label={t('tabsLabel')}>
        <ul>
          {STATUS_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={{ pathname: '/pages/orders', query: queryFor(query, tab) }}
                className={styles.tab}
                aria-current={tab === query.status ? 'page' : undefined}
              >
                {t(`tab.${tab}`)} <span className={styles.count}>{counts[tab]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p className={styles.summary} role="status">
        {t('showing', { count: groups.reduce((n, g) => n + g.orders.length, 0) })}
        {filtered && (
          <>
            {' '}
            <Link href="/pages/orders">{t('clearFilters')}</Link>
          </>
        )}
      </p>

      {groups.length === 0 ? (
        <p className={styles.none}>{t('noMatch')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.key} className={styles.group} aria-labelledby={`month-${group.key}`}>
            <h2 id={`month-${group.key}`} className={styles.month}>
              {format.dateTime(group.date, { month: 'long', year: 'numeric', timeZone: 'Europe/Rome' })}
            </h2>
            <table className={`${styles.table} ${styles.fixed}`}>
              <colgroup>
                <col className={styles.colOrder} />
                <col className={styles.colDate} />
                <col className={styles.colStatus} />
                <col />
                <col className={styles.colTotal} />
                <col className={styles.colActions} />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{t('colOrder')}</th>
                  <th scope="col">{t('colDate')}</th>
                  <th scope="col">{t('colStatus')}</th>
                  <th scope="col">{t('colItems')}</th>
                  <th scope="col" className={styles.num}>
                    {t('colTotal')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('colActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.orders.map((order) => (
                  <tr key={order.name}>
                    <th scope="row" className={styles.cellOrder}>
                      <Link href={`/pages/orders/${encodeURIComponent(order.name)}`} className={styles.orderLink}>
                        {order.name}
                      </Link>
                    </th>
                    <td className={styles.cellDate}>
                      <time dateTime={order.creation}>{formatDate(locale, order.creation)}</time>
                    </td>
                    <td className={styles.cellStatus}>
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className={styles.items}>
                      {t('itemsCount', { count: order.total_qty || order.items.reduce((n, i) => n + i.qty, 0) })}
                      <span className={styles.itemNames}>
                        {order.items
                          .slice(0, 2)
                          .map((i) => i.item_name ?? i.item_code)
                          .join(', ')}
                        {order.items.length > 2 ? ` ${t('andMore', { count: order.items.length - 2 })}` : ''}
                      </span>
                    </td>
                    <td className={`${styles.num} ${styles.cellTotal}`}>
                      {order.total !== null ? formatMoney(locale, order.total) : '—'}
                    </td>
                    <td className={styles.rowActions}>
                      <Link
                        href={`/pages/orders/${encodeURIComponent(order.name)}`}
                        className={buttonClass('secondary', { small: true })}
                      >
                        {t('view')}
                        <span className="visually-hidden"> {order.name}</span>
                      </Link>
                      {order.status !== 'Cancelled' && order.status !== 'Refunded' && (
                        <Link
                          href={{ pathname: '/pages/withdrawal', query: { order: order.name } }}
                          className={styles.withdraw}
                        >
                          {t('withdraw')}
                          <span className="visually-hidden"> ({order.name})</span>
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </div>
  );
}
