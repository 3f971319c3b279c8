import { describe, expect, it } from 'vitest';
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
  setUpSignedInShopper,
} from './orders-support';

/**
 * One order fed the contract's real answers (docs/backend/orders.md), with `fetch` stubbed: what
 * the storefront asks, and what it makes of the answers, including the ownership rules it
 * enforces itself.
 */

setUpSignedInShopper();

const { getOrder } = await import('@/lib/backend/orders');

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
      // The back-end's euro (106.8, 99.9, 6.9) read as cents.
      total: 10680,
      subtotal: 9990,
      shipping: { label: 'Corriere espresso', amount: 690 },
      discount: null,
      payment_mode: 'TRANSFER',
      timeline: null,
      items: [{ item_code: 'FT-0425', amount: 9990 }],
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
      total: 10680,
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
      subtotal: 9990,
      total: 10680,
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
