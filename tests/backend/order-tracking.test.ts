import { describe, expect, it } from 'vitest';
import {
  SHOPPER,
  json,
  frappeError,
  noMethod,
  backend,
  isMethod,
  isResource,
  queryJson,
  setUpSignedInShopper,
} from './orders-support';

/**
 * Tracking for guests fed the contract's real answers
 * (docs/backend/orders.md), with `fetch` stubbed: what the storefront asks, and what it makes of
 * the answers, including the ownership rules it enforces itself.
 */

setUpSignedInShopper();

const { trackOrder } = await import('@/lib/backend/order-tracking');
const { trackOrderAction } = await import('@/components/account/track-actions');

describe('tracking for guests', () => {
  it('uses the optional track_order where the back-end has it', async () => {
    const seen = backend([
      [
        isMethod('track_order'),
        () =>
          json({
            message: {
              name: 'SAL-ORD-2025-00017',
              status: 'Shipped',
              creation: '2025-03-14T08:12:45Z',
              total: 106.8,
              paid: 1,
              payment_method: 'transfer',
              items: [{ item_code: 'FT-0425', item_name: 'Trapano', qty: 1 }],
              status_timeline: [{ status: 'Shipped', date: '2025-03-16T09:00:00Z' }],
            },
          }),
      ],
    ]);
    const result = await trackOrder('SAL-ORD-2025-00017', SHOPPER);
    expect(result.ok && result.data).toMatchObject({
      status: 'Shipped',
      total: 10680,
      timeline: [{ status: 'Shipped' }],
    });
    expect(seen).toHaveLength(1);
  });

  it('else reads the Sales Order list filtered by name AND recipient e-mail', async () => {
    const seen = backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [
        isResource('Sales%20Order'),
        () =>
          json({
            data: [
              {
                name: 'SAL-ORD-2025-00017',
                status: 'To Deliver and Bill',
                transaction_status: 'Shipped',
                docstatus: 1,
                creation: '2025-03-14 09:12:45.123456',
                grand_total: 106.8,
                paid: 'YES',
              },
            ],
          }),
      ],
    ]);
    const result = await trackOrder('SAL-ORD-2025-00017', SHOPPER);
    expect(result.ok && result.data).toMatchObject({
      name: 'SAL-ORD-2025-00017',
      status: 'Shipped',
      total: 10680,
      timeline: [],
    });
    const list = seen[1]!.url;
    expect(queryJson(list, 'filters')).toEqual([
      ['name', '=', 'SAL-ORD-2025-00017'],
      ['recipient_email', '=', SHOPPER],
    ]);
    // Nothing that identifies the buyer is asked for.
    expect(queryJson(list, 'fields')).not.toContain('address_display');
  });

  it('a wrong e-mail (the list answers []) reads "not found", like a wrong number', async () => {
    backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [isResource('Sales%20Order'), () => json({ data: [] })],
    ]);
    const result = await trackOrder('SAL-ORD-2025-00017', 'someone.else@example.com');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
  });

  it('the tracking form steps aside ("not offered") when the back-end can track neither way', async () => {
    backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [
        isResource('Sales%20Order'),
        () => frappeError(403, 'PermissionError', 'Insufficient Permission for Sales Order'),
      ],
    ]);
    expect(await trackOrderAction({ order_number: 'sal-ord-2025-00017', email: SHOPPER })).toEqual({
      ok: false,
      reason: 'not-offered',
    });
  });

  it('the tracking form reads a wrong number or e-mail as one "no match"', async () => {
    const seen = backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [isResource('Sales%20Order'), () => json({ data: [] })],
    ]);
    expect(await trackOrderAction({ order_number: 'sal-ord-2025-00017', email: 'Someone@Example.com' })).toEqual({
      ok: false,
      reason: 'no-match',
    });
    // The number as the back-end writes it, the e-mail as the shopper typed it but in lower case.
    expect(queryJson(seen[1]!.url, 'filters')).toEqual([
      ['name', '=', 'SAL-ORD-2025-00017'],
      ['recipient_email', '=', 'someone@example.com'],
    ]);
  });

  it('is "absent" when the back-end has no track_order and may not list Sales Orders', async () => {
    backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [
        isResource('Sales%20Order'),
        () => frappeError(403, 'PermissionError', 'Insufficient Permission for Sales Order'),
      ],
    ]);
    const result = await trackOrder('SAL-ORD-2025-00017', SHOPPER);
    expect(result.ok ? null : result.error.kind).toBe('absent');
  });
});
