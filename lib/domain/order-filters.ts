import { toOrderStatus, type OrderStatus } from './order-status';

/**
 * The order history's search box, period selector, status tabs and month groups (docs/backend/orders.md),
 * as plain functions over plain orders: the page filters on the server from the URL's query,
 * so the list works without JavaScript and a filtered view can be bookmarked.
 */
export const PERIODS = ['30d', '6m', 'year', 'all'] as const;
export type Period = (typeof PERIODS)[number];

export const STATUS_TABS = ['all', 'to-pay', 'in-progress', 'delivered', 'cancelled'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

const TAB_STATUSES: Record<Exclude<StatusTab, 'all'>, OrderStatus[]> = {
  'to-pay': ['Draft', 'To Pay'],
  'in-progress': ['Paid', 'Processing', 'Shipped'],
  delivered: ['Delivered'],
  cancelled: ['Cancelled', 'Refunded'],
};

export interface OrderQuery {
  q: string;
  period: Period;
  status: StatusTab;
}

export interface FilterableOrder {
  name: string;
  status: string;
  creation: string;
  items: Array<{ item_code: string; item_name?: string | null }>;
}

const TIME_ZONE = 'Europe/Rome';

/** The query from the URL; anything unknown falls back to "everything". */
export function parseOrderQuery(params: Record<string, string | string[] | undefined>): OrderQuery {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const q = (one(params.q) ?? '').trim().slice(0, 100);
  const period = one(params.period);
  const status = one(params.status);
  return {
    q,
    period: (PERIODS as readonly string[]).includes(period ?? '') ? (period as Period) : 'all',
    status: (STATUS_TABS as readonly string[]).includes(status ?? '') ? (status as StatusTab) : 'all',
  };
}

/** Which tab an order belongs to; statuses the back-end invents later only show under "all". */
export function tabOf(status: string): Exclude<StatusTab, 'all'> | null {
  const known = toOrderStatus(status);
  if (!known) return null;
  for (const [tab, statuses] of Object.entries(TAB_STATUSES))
    if (statuses.includes(known)) return tab as Exclude<StatusTab, 'all'>;
  return null;
}

function yearIn(date: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(date));
}

/** The earliest creation date a period keeps (inclusive), or null for "all". */
export function periodStart(period: Period, now: Date): Date | null {
  switch (period) {
    case '30d':
      return new Date(now.getTime() - 30 * 24 * 3600 * 1000);
    case '6m': {
      const d = new Date(now.getTime());
      d.setUTCMonth(d.getUTCMonth() - 6);
      return d;
    }
    case 'year':
      // The calendar year in Italy: 1 January 00:00 in Rome is 31 December 23:00 UTC (22:00 in summer never applies).
      return new Date(Date.UTC(yearIn(now), 0, 1) - 3600 * 1000);
    default:
      return null;
  }
}

function matchesText(order: FilterableOrder, q: string): boolean {
  if (!q) return true;
  const needle = q.toLocaleLowerCase();
  if (order.name.toLocaleLowerCase().includes(needle)) return true;
  return order.items.some(
    (i) => i.item_code.toLocaleLowerCase().includes(needle) || (i.item_name ?? '').toLocaleLowerCase().includes(needle),
  );
}

function inPeriod(order: FilterableOrder, start: Date | null): boolean {
  if (!start) return true;
  const created = Date.parse(order.creation);
  return Number.isFinite(created) && created >= start.getTime();
}

/** Orders matching the search text (order number, product code or name) and the period, before the tab. */
export function searchOrders<O extends FilterableOrder>(
  orders: readonly O[],
  query: Pick<OrderQuery, 'q' | 'period'>,
  now: Date,
): O[] {
  const start = periodStart(query.period, now);
  return orders.filter((o) => matchesText(o, query.q) && inPeriod(o, start));
}

/** How many of the searched orders each tab holds (the tabs show it). */
export function tabCounts(orders: readonly FilterableOrder[]): Record<StatusTab, number> {
  const counts: Record<StatusTab, number> = {
    all: orders.length,
    'to-pay': 0,
    'in-progress': 0,
    delivered: 0,
    cancelled: 0,
  };
  for (const o of orders) {
    const tab = tabOf(o.status);
    if (tab) counts[tab] += 1;
  }
  return counts;
}

export function filterOrders<O extends FilterableOrder>(orders: readonly O[], query: OrderQuery, now: Date): O[] {
  const searched = searchOrders(orders, query, now);
  return query.status === 'all' ? searched : searched.filter((o) => tabOf(o.status) === query.status);
}

export interface MonthGroup<O> {
  /** "2026-11" in Rome's calendar. */
  key: string;
  /** The 15th of that month at noon UTC, for formatting the heading in any locale. */
  date: Date;
  orders: O[];
}

/** Newest month first, newest order first inside each month (Italian calendar days). */
export function groupByMonth<O extends FilterableOrder>(orders: readonly O[]): MonthGroup<O>[] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });
  const groups = new Map<string, O[]>();
  const sorted = [...orders].sort((a, b) => Date.parse(b.creation) - Date.parse(a.creation));
  for (const order of sorted) {
    const created = new Date(order.creation);
    if (Number.isNaN(created.getTime())) continue;
    const p = parts.formatToParts(created);
    const key = `${p.find((x) => x.type === 'year')!.value}-${p.find((x) => x.type === 'month')!.value}`;
    const list = groups.get(key);
    if (list) list.push(order);
    else groups.set(key, [order]);
  }
  return [...groups.entries()].map(([key, list]) => {
    const [y, m] = key.split('-').map(Number);
    return { key, date: new Date(Date.UTC(y!, m! - 1, 15, 12)), orders: list };
  });
}
