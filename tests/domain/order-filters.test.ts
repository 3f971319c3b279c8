import {
  filterOrders,
  groupByMonth,
  parseOrderQuery,
  periodStart,
  searchOrders,
  tabCounts,
  tabOf,
} from '@/lib/domain/order-filters';

const order = (name: string, creation: string, status: string, items: Array<[string, string]> = []) => ({
  name,
  creation,
  status,
  items: items.map(([item_code, item_name]) => ({ item_code, item_name })),
});

const NOW = new Date('2026-11-23T10:00:00Z');
const orders = [
  order('SAL-ORD-2026-00010', '2026-11-20T09:00:00Z', 'To Pay', [['DRILL-18V', 'Cordless drill 18 V']]),
  order('SAL-ORD-2026-00009', '2026-11-02T09:00:00Z', 'Shipped', [['PAINT-W-2L', 'White wall paint 2.5 l']]),
  order('SAL-ORD-2026-00005', '2026-06-01T09:00:00Z', 'Delivered', [['HOSE-25', 'Garden hose 25 m']]),
  order('SAL-ORD-2026-00001', '2026-01-01T00:30:00+01:00', 'Cancelled', []),
  order('SAL-ORD-2025-00042', '2025-12-31T22:30:00Z', 'Refunded', []),
];

describe('order history filters', () => {
  it('reads the query from the URL, falling back to everything for unknown values', () => {
    expect(parseOrderQuery({ q: '  drill ', period: '6m', status: 'delivered' })).toEqual({
      q: 'drill',
      period: '6m',
      status: 'delivered',
    });
    expect(parseOrderQuery({ period: 'forever', status: ['nope'] })).toEqual({ q: '', period: 'all', status: 'all' });
  });

  it('searches by order number, product code and product name, ignoring case', () => {
    const names = (q: string) => searchOrders(orders, { q, period: 'all' }, NOW).map((o) => o.name);
    expect(names('00009')).toEqual(['SAL-ORD-2026-00009']);
    expect(names('drill-18')).toEqual(['SAL-ORD-2026-00010']);
    expect(names('GARDEN HOSE')).toEqual(['SAL-ORD-2026-00005']);
  });

  it('keeps the last 30 days, 6 months, or the calendar year in Italy', () => {
    const names = (period: '30d' | '6m' | 'year') => searchOrders(orders, { q: '', period }, NOW).map((o) => o.name);
    expect(names('30d')).toEqual(['SAL-ORD-2026-00010', 'SAL-ORD-2026-00009']);
    expect(names('6m')).toEqual(['SAL-ORD-2026-00010', 'SAL-ORD-2026-00009', 'SAL-ORD-2026-00005']);
    // 31 December 22:30 UTC is still 2025 in Rome (23:30); 1 January 00:30 in Rome is 2026.
    expect(names('year')).toEqual([
      'SAL-ORD-2026-00010',
      'SAL-ORD-2026-00009',
      'SAL-ORD-2026-00005',
      'SAL-ORD-2026-00001',
    ]);
    expect(periodStart('all', NOW)).toBeNull();
  });

  it('puts every decided status under one tab and counts them', () => {
    expect(tabOf('To Pay')).toBe('to-pay');
    expect(tabOf('processing')).toBe('in-progress');
    expect(tabOf('Refunded')).toBe('cancelled');
    expect(tabOf('On Hold')).toBeNull();
    expect(tabCounts(orders)).toEqual({ all: 5, 'to-pay': 1, 'in-progress': 1, delivered: 1, cancelled: 2 });
    expect(filterOrders(orders, { q: '', period: 'all', status: 'cancelled' }, NOW).map((o) => o.name)).toEqual([
      'SAL-ORD-2026-00001',
      'SAL-ORD-2025-00042',
    ]);
  });

  it('groups by month in the Italian calendar, newest first', () => {
    const groups = groupByMonth(orders);
    expect(groups.map((g) => [g.key, g.orders.length])).toEqual([
      ['2026-11', 2],
      ['2026-06', 1],
      ['2026-01', 1],
      ['2025-12', 1],
    ]);
    expect(groups[0]!.orders[0]!.name).toBe('SAL-ORD-2026-00010');
  });
});
