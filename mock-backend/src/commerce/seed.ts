/** Demo data: Address documents and past orders of the demo accounts, so order history has content. */
import type { Database } from 'better-sqlite3';
import { storedAddress } from './address-input';
import { insertAddress } from './addresses';
import { findItem } from './catalogue-items';
import { couponDiscountCents, findCoupon, findShippingRule, shippingCostCents } from './data';
import { addStatus, assertStatus, type OrderData } from './orders';
import { pricedLine, type PricedLine } from './priced-lines';
import { nextName, token } from './store';

interface SeedOrder {
  days: Array<[string, string]>;
  products: Array<[number, number]>;
  method: 'transfer' | 'stripe';
  rule: 'Flat Rate' | 'Local Pickup';
  coupon?: string;
}

const DEMO_ORDERS: Record<string, SeedOrder[]> = {
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

const DEMO_ADDRESSES: Record<string, Array<Record<string, string | number>>> = {
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

export function seedCommerce(db: Database): void {
  let users: Array<{ email: string; first_name: string; last_name: string }>;
  try {
    users = db.prepare('SELECT email, first_name, last_name FROM user').all() as typeof users;
  } catch {
    return; // no user table: nothing to attach demo orders to
  }
  const firstVariant = db.prepare('SELECT v.sku FROM variant v WHERE v.product_id = ? ORDER BY v.ord LIMIT 1');
  for (const user of users) {
    const fullName = `${user.first_name} ${user.last_name}`.trim();
    const addresses = (DEMO_ADDRESSES[user.email] ?? []).map((raw, i) =>
      insertAddress(
        db,
        {
          ...raw,
          address_title: fullName,
          email_id: user.email,
          links: [{ link_doctype: 'Customer', link_name: user.email }],
        },
        Date.parse('2026-02-01T10:00:00Z') + i * 60_000,
      ),
    );
    const shipping = addresses[0];
    if (!shipping) continue;
    const billing = addresses[1] ?? shipping;
    for (const spec of DEMO_ORDERS[user.email] ?? []) {
      const lines = spec.products.flatMap(([id, qty]): PricedLine[] => {
        const sku = (firstVariant.get(id) as { sku: string } | undefined)?.sku;
        const item = sku ? findItem(db, sku) : null;
        return item ? [pricedLine(item, qty)] : [];
      });
      if (lines.length === 0) continue;
      const subtotal = lines.reduce((n, l) => n + l.rate_cents * l.qty, 0);
      const rule = findShippingRule(spec.rule)!;
      const cost = shippingCostCents(rule, shipping.country, subtotal);
      const shippingCents = cost === 'not-applicable' ? 0 : cost;
      const coupon = spec.coupon ? findCoupon(spec.coupon) : undefined;
      const discount = coupon ? couponDiscountCents(coupon, subtotal) : 0;
      const created = spec.days[0]![1];
      const data: OrderData = {
        contact: {
          first_name: user.first_name,
          last_name: user.last_name,
          email_id: user.email,
          phone: shipping.phone ?? '',
          company_name: '',
        },
        shipping_address: storedAddress(shipping, user.first_name, user.last_name),
        billing_address: storedAddress(billing, user.first_name, user.last_name),
        shipping_address_different: billing !== shipping,
        invoice: false,
        business_info: null,
        order_comment: '',
        shipping_rule_label: { en: rule.name, it: rule.label },
        lang: user.email.startsWith('mario') ? 'it' : 'en',
      };
      const year = Number(created.slice(0, 4));
      const qname = nextName(db, `SAL-QTN-${year}-`);
      const oname = nextName(db, `SAL-ORD-${year}-`);
      const last = spec.days.at(-1)!;
      const total = Math.max(0, subtotal - discount) + shippingCents;
      const paid = ['Paid', 'Processing', 'Shipped', 'Delivered', 'Refunded'].includes(last[0]) ? total : 0;
      db.prepare(
        `INSERT INTO quotation (name, user_email, email, customer_type, data, items, country, shipping_rule, shipping_cents, subtotal_cents,
          coupon_code, discount_cents, customer_address, shipping_address_name, created, modified, sales_order)
         VALUES (?, ?, ?, 'Individual', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        qname,
        user.email,
        user.email,
        JSON.stringify(data),
        JSON.stringify(lines),
        shipping.country,
        rule.name,
        shippingCents,
        subtotal,
        coupon?.code ?? null,
        discount,
        billing.name,
        shipping.name,
        created,
        created,
        oname,
      );
      db.prepare(
        `INSERT INTO sales_order (name, quotation, token, user_email, email, customer_type, status, transaction_status, payment_method, payment_code, data, items,
          shipping_rule, shipping_cents, subtotal_cents, coupon_code, discount_cents, total_cents, paid_cents, confirmation_sent, customer_address, shipping_address_name, creation, modified)
         VALUES (?, ?, ?, ?, ?, 'Individual', ?, 'New', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
      ).run(
        oname,
        qname,
        token(),
        user.email,
        user.email,
        last[0],
        spec.method,
        spec.method === 'stripe' ? `pi_mock${oname.replace(/\W/g, '').toLowerCase()}` : null,
        JSON.stringify(data),
        JSON.stringify(lines),
        rule.name,
        shippingCents,
        subtotal,
        coupon?.code ?? null,
        discount,
        total,
        paid,
        billing.name,
        shipping.name,
        created,
        last[1],
      );
      for (const [status, at] of spec.days) addStatus(db, oname, assertStatus(status), at);
    }
  }
}
