import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  orderRow,
  salesOrderDocument,
  json,
  frappeError,
  noMethod,
  backend,
  isMethod,
  isResource,
  queryJson,
  type Handler,
} from './orders-support';

/**
 * The order list and one order fed the contract's real answers
 * (docs/backend/orders.md), with `fetch` stubbed: what the storefront asks, and what it makes of
 * the answers, including the ownership rules it enforces itself.
 */

vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 600,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => 'header.payload.signature' }));
// The per-client limits have their own tests (tests/lib/rate-limit.test.ts); here every call is let through.
vi.mock('@/lib/rate-limit', () => ({ limit: async () => null }));
vi.mock('@/lib/backend/auth', () => ({
  getUserInfo: async () => ({
    ok: true,
    data: {
      email: 'mario.rossi@example.com',
      first_name: 'Mario',
      last_name: 'Rossi',
      customer: 'mario.rossi@example.com',
    },
  }),
}));

const { getAllOrders, getOrder, getOrdersPage } = await import('@/lib/backend/orders');
const { fromBackendTime } = await import('@/lib/backend/schemas/orders');
const { forgetAbsentMethods } = await import('@/lib/backend/absent-methods');

beforeEach(() => {
  forgetAbsentMethods();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------------------------

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
      total: 106.8,
      paid: false,
      invoice_requested: false,
      creation: '2025-03-14T08:12:45.123Z',
      shipping_address: { title: 'Mario Rossi', address_line1: 'Via Roma 1', city: 'Milano', country: 'Italy' },
      items: [{ item_code: 'FT-0425', qty: 1, rate: 99.9 }],
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

describe('one order', () => {
  const listRoute: [(url: URL, method: string) => boolean, Handler] = [
    isMethod('get_sales_orders_for_current_customer'),
    () => json({ message: [orderRow()] }),
  ];

  it('is not found when it is not in the shopper’s own list: only its document is asked, to find an unpaid card order', async () => {
    const seen = backend([
      listRoute,
      [
        isResource('Sales%20Order/SAL-ORD-2025-00099'),
        () => frappeError(404, 'DoesNotExistError', 'Sales Order SAL-ORD-2025-00099 not found'),
      ],
    ]);
    const result = await getOrder('SAL-ORD-2025-00099');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
    expect(seen.map((s) => s.url.pathname)).toEqual([
      '/api/method/mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer',
      '/api/resource/Sales%20Order/SAL-ORD-2025-00099',
    ]);
  });

  it('adds shipping, payment mode and line amounts from the shopper’s own Sales Order; no timeline without get_sales_order', async () => {
    const seen = backend([
      listRoute,
      [isResource('Sales%20Order/SAL-ORD-2025-00017'), () => json({ data: salesOrderDocument() })],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      status: 'To Pay',
      total: 106.8,
      subtotal: 99.9,
      shipping: { label: 'Corriere espresso', amount: 6.9 },
      discount: null,
      payment_mode: 'TRANSFER',
      timeline: null,
      items: [{ item_code: 'FT-0425', amount: 99.9 }],
    });
    expect(seen.some((s) => s.url.pathname.includes('get_document'))).toBe(false);
  });

  it('names the pickup point of a Local Pickup order from the comment the back-end copied to the order', async () => {
    const seen = backend([
      listRoute,
      [isResource('Sales%20Order/SAL-ORD-2025-00017'), () => json({ data: salesOrderDocument() })],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
      // Frappe keeps a Comment's content as sanitised HTML.
      [
        isResource('Comment'),
        () =>
          json({
            data: [
              {
                content:
                  'Ritiro in negozio: Bottega Casa &amp; Fai da te — Via dei Mille 24, 40121 Bologna (BO)<br>Grazie',
              },
            ],
          }),
      ],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok && result.data.pickup).toBe('Bottega Casa & Fai da te — Via dei Mille 24, 40121 Bologna (BO)');
    const asked = seen.find((s) => s.url.pathname === '/api/resource/Comment')!;
    expect(queryJson(asked.url, 'filters')).toEqual([
      ['reference_doctype', '=', 'Sales Order'],
      ['reference_name', '=', 'SAL-ORD-2025-00017'],
      ['comment_type', '=', 'Comment'],
    ]);
  });

  it('opens the shopper’s own card order left unpaid (a Draft the list leaves out) and offers to pay it', async () => {
    const draft = {
      ...salesOrderDocument(),
      name: 'SAL-ORD-2025-00020',
      docstatus: 0,
      status: 'Draft',
      payment_mode: 'STRIPE',
      creation: '2025-03-14 10:30:00.000000',
    };
    backend([
      listRoute,
      [isResource('Sales%20Order/SAL-ORD-2025-00020'), () => json({ data: draft })],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
    ]);
    const result = await getOrder('SAL-ORD-2025-00020');
    expect(result.ok && result.data).toMatchObject({
      name: 'SAL-ORD-2025-00020',
      status: 'To Pay',
      total: 106.8,
      paid: false,
      payable: true,
      payment_mode: 'STRIPE',
    });
  });

  it('keeps a Draft of another customer, or one not paid by card, not found', async () => {
    const draft = (over: Record<string, unknown>) => ({
      ...salesOrderDocument(),
      name: 'SAL-ORD-2025-00020',
      docstatus: 0,
      payment_mode: 'STRIPE',
      creation: '2025-03-14 10:30:00',
      ...over,
    });
    for (const doc of [draft({ customer: 'someone.else@example.com' }), draft({ payment_mode: 'TRANSFER' })]) {
      backend([
        listRoute,
        [isResource('Sales%20Order/SAL-ORD-2025-00020'), () => json({ data: doc })],
        [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
      ]);
      const result = await getOrder('SAL-ORD-2025-00020');
      expect(result.ok ? null : result.error.kind).toBe('not-found');
    }
  });

  it('offers no payment for an order of the list', async () => {
    backend([
      listRoute,
      [
        isResource('Sales%20Order/SAL-ORD-2025-00017'),
        () => json({ data: { ...salesOrderDocument(), payment_mode: 'STRIPE' } }),
      ],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok && result.data.payable).toBe(false);
  });

  it('ignores a Sales Order document that belongs to another customer: the list alone is shown', async () => {
    backend([
      listRoute,
      [
        isResource('Sales%20Order/SAL-ORD-2025-00017'),
        () => json({ data: salesOrderDocument('someone.else@example.com') }),
      ],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok && result.data).toMatchObject({
      shipping: null,
      payment_mode: null,
      subtotal: 99.9,
      total: 106.8,
    });
  });

  it('shows what the list has when the app token may not read Sales Orders', async () => {
    backend([
      listRoute,
      [
        isResource('Sales%20Order/SAL-ORD-2025-00017'),
        () => frappeError(403, 'PermissionError', 'No permission for Sales Order'),
      ],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok && result.data).toMatchObject({ name: 'SAL-ORD-2025-00017', shipping: null, timeline: null });
  });

  it('takes the dated timeline, oldest first, from the optional get_sales_order', async () => {
    backend([
      listRoute,
      [isResource('Sales%20Order/SAL-ORD-2025-00017'), () => json({ data: salesOrderDocument() })],
      [
        isMethod('get_sales_order'),
        () =>
          json({
            message: {
              name: 'SAL-ORD-2025-00017',
              status_timeline: [
                { status: 'Shipped', date: '2025-03-16 10:00:00', note: 'Corriere' },
                { status: 'To Pay', date: '2025-03-14 09:12:45' },
              ],
            },
          }),
      ],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok && result.data.timeline?.map((s) => s.status)).toEqual(['To Pay', 'Shipped']);
  });
});
