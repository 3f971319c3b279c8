import { describe, expect, it } from 'vitest';
import { orderRow, json, backend, isMethod, setUpSignedInShopper } from './orders-support';

/**
 * The order list fed the contract's real answers (docs/backend/orders.md), with `fetch` stubbed:
 * what the storefront asks, and what it makes of the answers. One order is in one-order.test.ts.
 */

setUpSignedInShopper();

const { getAllOrders, getOrdersPage } = await import('@/lib/backend/orders');
const { fromBackendTime } = await import('@/lib/backend/schemas/order-fields');

describe('Frappe datetimes', () => {
  it('are Italian local time without a zone: read as the instant they mean, summer and winter', () => {
    expect(fromBackendTime('2025-03-14 09:12:45.123456')).toBe('2025-03-14T08:12:45.123Z');
    expect(fromBackendTime('2025-07-01 10:00:00')).toBe('2025-07-01T08:00:00.000Z');
    expect(fromBackendTime('2026-11-01T10:00:00Z')).toBe('2026-11-01T10:00:00Z');
  });
});

describe('the order list', () => {
  it('reads a real row: grand total, YES/NO flags, whole Address documents, the shop’s status word', async () => {
    const seen = backend([[isMethod('get_sales_orders_for_current_customer'), () => json({ message: [orderRow()] })]]);
    const result = await getOrdersPage(1, 3);
    expect(result.ok).toBe(true);
    const [order] = result.ok ? result.data : [];
    expect(order).toMatchObject({
      name: 'SAL-ORD-2025-00017',
      status: 'To Pay',
      // The row's euro grand total in cents.
      total: 10680,
      paid: false,
      invoice_requested: false,
      creation: '2025-03-14T08:12:45.123Z',
      shipping_address: { title: 'Mario Rossi', address_line1: 'Via Roma 1', city: 'Milano', country: 'Italy' },
      items: [{ item_code: 'FT-0425', qty: 1, rate: 9990 }],
    });
    expect(seen[0]!.body).toEqual({ page_num: 1, page_size: 3 });
  });

  it('a paid order in the warehouse is Processing; the ERP’s Shipped is Shipped; "" is no answer about payment', async () => {
    backend([
      [
        isMethod('get_sales_orders_for_current_customer'),
        () =>
          json({
            message: [
              orderRow({ name: 'A', paid: 'YES', transaction_status: 'Accepted' }),
              orderRow({ name: 'B', paid: 'YES', transaction_status: 'Shipped' }),
              orderRow({ name: 'C', paid: '', status: 'Completed' }),
            ],
          }),
      ],
    ]);
    const result = await getOrdersPage(1, 20);
    expect(result.ok && result.data.map((o) => [o.name, o.status, o.paid])).toEqual([
      ['A', 'Processing', true],
      ['B', 'Shipped', true],
      ['C', 'Delivered', null],
    ]);
  });

  it('reads every page under ONE deadline: a slow back-end fails once, not after twenty timeouts', async () => {
    const full = Array.from({ length: 50 }, (_, i) => orderRow({ name: `SAL-ORD-2025-${String(i).padStart(5, '0')}` }));
    const seen = backend([
      [
        isMethod('get_sales_orders_for_current_customer'),
        (_url, init) =>
          new Promise<Response>((resolve, reject) => {
            const timer = setTimeout(() => resolve(json({ message: full })), 250);
            init.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(new DOMException('timed out', 'TimeoutError'));
            });
          }),
      ],
    ]);
    const started = Date.now();
    const result = await getAllOrders();
    expect(result.ok ? null : result.error.kind).toBe('unavailable');
    // A 600 ms budget: pages 1 and 2 fit, page 3 is cut short. Per-call timeouts would read all 20.
    expect(seen.length).toBeLessThanOrEqual(3);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
