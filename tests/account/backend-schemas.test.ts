import { addressListSchema, orderSchema, wishlistAnswerSchema } from '@/lib/backend/schemas/account';
import { addressLines } from '@/components/account/address-lines';
import { waitMinutes } from '@/components/account/use-form-text';

describe('account answers from the back-end', () => {
  it('reads an empty wishlist (the body {}, so no message) and drops a broken entry', () => {
    expect(wishlistAnswerSchema.parse(undefined)).toEqual([]);
    expect(wishlistAnswerSchema.parse([{ item_code: 'A' }, { bad: 1 }])).toEqual(['A']);
  });

  it('reads an order with its timeline oldest first, and a string address as one line', () => {
    const order = orderSchema.parse({
      name: 'SAL-ORD-2026-00001',
      status: 'Shipped',
      creation: '2026-11-01T10:00:00Z',
      total: '54.40',
      paid: 1,
      items: [{ item_code: 'A', item_name: 'Drill', qty: 2, rate: 20 }],
      shipping_address: 'Via Roma 1<br>20121 Milano',
      billing_address: null,
      status_timeline: [
        { status: 'Shipped', date: '2026-11-03T10:00:00Z' },
        { status: 'Paid', date: '2026-11-01T10:05:00Z' },
      ],
    });
    expect(order.total).toBe(54.4);
    expect(order.paid).toBe(true);
    expect(order.timeline.map((s) => s.status)).toEqual(['Paid', 'Shipped']);
    expect(order.shipping_address).toEqual({ address_line1: 'Via Roma 1, 20121 Milano' });
    expect(order.billing_address).toBeNull();
  });

  it('drops a broken address instead of failing the whole book', () => {
    expect(addressListSchema.parse([{ name: 'ADDR-1', city: 'Milano', is_primary_address: 1 }, { nope: true }])).toHaveLength(1);
  });

  it('prints an address the Italian way', () => {
    expect(addressLines({ address_line1: 'Via Roma 1', pincode: '20121', city: 'Milano', state: 'MI', country: 'Italia' })).toEqual([
      'Via Roma 1',
      '20121 Milano (MI)',
      'Italia',
    ]);
  });

  it('rounds a Retry-After up to whole minutes', () => {
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(undefined)).toBe(5);
  });
});
