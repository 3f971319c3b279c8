/** Demo data (a table): the demo accounts' saved addresses and past orders, by e-mail. */

interface SeedOrder {
  days: Array<[string, string]>;
  products: Array<[number, number]>;
  method: 'transfer' | 'stripe';
  rule: 'Flat Rate' | 'Local Pickup';
  coupon?: string;
}

export const DEMO_ORDERS: Record<string, SeedOrder[]> = {
  'mario.rossi@example.com': [
    {
      method: 'stripe',
      rule: 'Flat Rate',
      products: [
        [1, 1],
        [2, 2],
      ],
      days: [
        ['Draft', '2026-03-14T09:12:00Z'],
        ['To Pay', '2026-03-14T09:13:00Z'],
        ['Paid', '2026-03-14T09:14:00Z'],
        ['Processing', '2026-03-14T15:30:00Z'],
        ['Shipped', '2026-03-16T08:05:00Z'],
        ['Delivered', '2026-03-18T11:40:00Z'],
      ],
    },
    {
      method: 'transfer',
      rule: 'Flat Rate',
      products: [[5, 1]],
      days: [
        ['Draft', '2026-06-02T18:20:00Z'],
        ['To Pay', '2026-06-02T18:21:00Z'],
        ['Paid', '2026-06-04T10:00:00Z'],
        ['Processing', '2026-06-04T14:00:00Z'],
        ['Refunded', '2026-06-06T09:30:00Z'],
      ],
    },
    {
      method: 'transfer',
      rule: 'Local Pickup',
      products: [
        [8, 1],
        [13, 3],
      ],
      days: [
        ['Draft', '2026-08-20T10:00:00Z'],
        ['To Pay', '2026-08-20T10:01:00Z'],
        ['Cancelled', '2026-08-30T00:00:00Z'],
      ],
    },
    {
      method: 'stripe',
      rule: 'Flat Rate',
      coupon: 'BENVENUTO10',
      products: [
        [3, 2],
        [21, 1],
      ],
      days: [
        ['Draft', '2026-10-05T07:45:00Z'],
        ['To Pay', '2026-10-05T07:46:00Z'],
        ['Paid', '2026-10-05T07:47:00Z'],
        ['Processing', '2026-10-05T13:00:00Z'],
        ['Shipped', '2026-10-06T09:10:00Z'],
        ['Delivered', '2026-10-08T16:25:00Z'],
      ],
    },
    {
      method: 'stripe',
      rule: 'Flat Rate',
      products: [
        [34, 1],
        [4, 1],
      ],
      days: [
        ['Draft', '2026-11-10T20:02:00Z'],
        ['To Pay', '2026-11-10T20:03:00Z'],
        ['Paid', '2026-11-10T20:04:00Z'],
        ['Processing', '2026-11-11T09:00:00Z'],
        ['Shipped', '2026-11-12T10:30:00Z'],
      ],
    },
    {
      method: 'stripe',
      rule: 'Flat Rate',
      products: [[6, 1]],
      days: [
        ['Draft', '2026-11-18T12:00:00Z'],
        ['To Pay', '2026-11-18T12:01:00Z'],
        ['Paid', '2026-11-18T12:02:00Z'],
        ['Processing', '2026-11-19T08:30:00Z'],
      ],
    },
    {
      method: 'transfer',
      rule: 'Flat Rate',
      products: [[9, 2]],
      days: [
        ['Draft', '2026-11-21T17:40:00Z'],
        ['To Pay', '2026-11-21T17:41:00Z'],
      ],
    },
  ],
  'jana.novak@example.com': [
    {
      method: 'stripe',
      rule: 'Flat Rate',
      products: [
        [11, 1],
        [12, 1],
      ],
      days: [
        ['Draft', '2026-09-09T08:00:00Z'],
        ['To Pay', '2026-09-09T08:01:00Z'],
        ['Paid', '2026-09-09T08:02:00Z'],
        ['Processing', '2026-09-09T12:00:00Z'],
        ['Shipped', '2026-09-10T09:00:00Z'],
        ['Delivered', '2026-09-14T15:00:00Z'],
      ],
    },
  ],
};

export const DEMO_ADDRESSES: Record<string, Array<Record<string, string | number>>> = {
  'mario.rossi@example.com': [
    {
      address_line1: 'Via Torino 45',
      city: 'Milano',
      state: 'MI',
      pincode: '20123',
      country: 'Italy',
      phone: '+39 347 123 4567',
      address_type: 'Shipping',
      is_primary_address: 1,
    },
    {
      address_line1: 'Via dell’Indipendenza 8',
      address_line2: 'Scala B, interno 4',
      city: 'Bologna',
      state: 'BO',
      pincode: '40121',
      country: 'Italy',
      phone: '+39 051 765 4321',
      address_type: 'Billing',
    },
  ],
  'jana.novak@example.com': [
    {
      address_line1: 'Obchodná 12',
      city: 'Bratislava',
      pincode: '811 06',
      country: 'Slovakia',
      phone: '+421 905 123 456',
      address_type: 'Shipping',
      is_primary_address: 1,
    },
  ],
};
