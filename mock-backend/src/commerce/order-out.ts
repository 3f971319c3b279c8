/** The order as the shop's own methods answer it: amounts in euro, lines, addresses and the dated status timeline. */
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { wiredTransferData } from './bank-transfer';
import type { OrderData, OrderRow } from './orders';
import { lineOut, type PricedLine } from './priced-lines';
import { couponDescription, euro } from './store';

function timeline(db: Database, order: string) {
  return (
    db
      .prepare('SELECT status, at, note FROM sales_order_status WHERE sales_order = ? ORDER BY at, id')
      .all(order) as Array<{
      status: string;
      at: string;
      note: string | null;
    }>
  ).map((s) => ({ status: s.status, date: s.at, note: s.note }));
}
/** The order as every endpoint answers it (docs/backend.md "orders", plus the timeline). */
export function orderOut(db: Database, o: OrderRow, lang: Lang) {
  const data = JSON.parse(o.data) as OrderData;
  const lines = JSON.parse(o.items) as PricedLine[];
  const steps = timeline(db, o.name);
  const delivered = steps.filter((s) => s.status === 'Delivered').at(-1)?.date ?? null;
  return {
    name: o.name,
    status: o.status,
    transaction_status: o.transaction_status,
    creation: o.creation,
    modified: o.modified,
    currency: 'EUR',
    total: euro(o.total_cents),
    grand_total: euro(o.total_cents),
    subtotal: euro(o.subtotal_cents),
    shipping_amount: euro(o.shipping_cents),
    shipping_rule: o.shipping_rule,
    shipping_rule_label: data.shipping_rule_label?.[lang] ?? o.shipping_rule ?? '',
    discount_amount: euro(o.discount_cents),
    coupon_code: o.coupon_code,
    coupon_description: couponDescription(o.coupon_code, lang),
    invoice_requested: data.invoice ? 1 : 0,
    customer_type: o.customer_type,
    business_info: data.business_info,
    contact: data.contact,
    shipping_address: data.shipping_address,
    billing_address: data.billing_address,
    order_comment: data.order_comment,
    total_qty: lines.reduce((n, l) => n + l.qty, 0),
    items: lines.map((l) => lineOut(l, lang)),
    paid:
      o.status === 'Paid' || o.status === 'Processing' || o.status === 'Shipped' || o.status === 'Delivered' ? 1 : 0,
    paid_amount: euro(o.paid_cents),
    payment_method: o.payment_method,
    wired_transfer_data: o.payment_method === 'transfer' ? wiredTransferData(o) : null,
    status_timeline: steps,
    delivered_date: delivered,
  };
}
