/** Demo data: Address documents and past orders of the demo accounts, so order history has content. */
import type { Database } from 'better-sqlite3';
import { storedAddress } from './address-input';
import { insertAddress } from './addresses';
import { findItem } from './catalogue-items';
import { DEMO_ADDRESSES, DEMO_ORDERS } from './demo-data';
import { couponDiscountCents, findCoupon, findShippingRule, shippingCostCents } from './data';
import { addStatus, assertStatus, type OrderData } from './orders';
import { pricedLine, type PricedLine } from './priced-lines';
import { nextName, token } from './store';

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
      const discount = coupon ? couponDiscountCents(coupon, subtotal, shippingCents) : 0;
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
