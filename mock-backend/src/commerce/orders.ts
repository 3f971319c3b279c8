/**
 * Sales orders and quotations: their rows, creation of an order from a quotation (stock taken
 * atomically) and the dated status timeline.
 */
import { grandTotalCents } from './data';
import type { Database } from 'better-sqlite3';
import { recomputeProductStock } from '../catalogue/listing-stats';
import type { Lang } from '../context';
import { validationError } from '../frappe';
import type { StoredAddress } from './address-input';
import { findItem, takeStock } from './catalogue-items';
import { stockError, type PricedLine } from './priced-lines';
import { nextName, token } from './store';

const ORDER_STATUSES = [
  'Draft',
  'To Pay',
  'Paid',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a quotation and an order carry besides their lines and amounts. */
export interface OrderData {
  contact: { first_name: string; last_name: string; email_id: string; phone: string; company_name: string };
  shipping_address: StoredAddress;
  billing_address: StoredAddress;
  shipping_address_different: boolean;
  invoice: boolean;
  business_info: Record<string, string> | null;
  order_comment: string;
  shipping_rule_label: Record<Lang, string>;
  lang: Lang;
}

export interface QuotationRow {
  name: string;
  /** The Customer: its name is the shopper's e-mail; null = the Customer "Guest". */
  user_email: string | null;
  email: string;
  customer_type: string;
  data: string;
  items: string;
  country: string;
  shipping_rule: string | null;
  shipping_cents: number;
  subtotal_cents: number;
  coupon_code: string | null;
  discount_cents: number;
  customer_address: string | null;
  shipping_address_name: string | null;
  created: string;
  modified: string;
  sales_order: string | null;
}

export interface OrderRow {
  name: string;
  quotation: string | null;
  token: string;
  user_email: string | null;
  email: string;
  customer_type: string;
  status: OrderStatus;
  transaction_status: string;
  payment_method: string;
  payment_code: string | null;
  data: string;
  items: string;
  shipping_rule: string | null;
  shipping_cents: number;
  subtotal_cents: number;
  coupon_code: string | null;
  discount_cents: number;
  total_cents: number;
  paid_cents: number;
  confirmation_sent: number;
  customer_address: string | null;
  shipping_address_name: string | null;
  creation: string;
  modified: string;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const yearOf = (ms: number) => new Date(ms).getUTCFullYear();

export function getOrder(db: Database, name: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM sales_order WHERE name = ?').get(name) as OrderRow | undefined;
}

export function getQuotation(db: Database, name: string): QuotationRow | undefined {
  return db.prepare('SELECT * FROM quotation WHERE name = ?').get(name) as QuotationRow | undefined;
}

export function addStatus(
  db: Database,
  order: string,
  status: OrderStatus,
  at: string,
  note: string | null = null,
): void {
  db.prepare('INSERT INTO sales_order_status (sales_order, status, at, note) VALUES (?, ?, ?, ?)').run(
    order,
    status,
    at,
    note,
  );
}

export function setStatus(
  db: Database,
  order: OrderRow,
  status: OrderStatus,
  at: string,
  note: string | null = null,
): void {
  const transaction =
    status === 'Paid' || status === 'Processing' || status === 'Shipped' || status === 'Delivered'
      ? 'Completed'
      : status === 'Refunded'
        ? 'Refunded'
        : status === 'Cancelled'
          ? 'Cancelled'
          : order.transaction_status;
  const paid = status === 'Paid' ? order.total_cents : status === 'Refunded' ? 0 : order.paid_cents;
  db.prepare(
    'UPDATE sales_order SET status = ?, transaction_status = ?, paid_cents = ?, modified = ? WHERE name = ?',
  ).run(status, transaction, paid, at, order.name);
  addStatus(db, order.name, status, at, note);
}

/**
 * Makes a new sales order from a quotation (status To Pay), as the real `payment_request` does on
 * every call. The stock of every line is taken in the same SQLite transaction with a conditional
 * UPDATE, so two concurrent orders for the last unit can never both succeed: the second sees no
 * row updated and the whole order rolls back.
 */
export function createOrderFromQuotation(
  db: Database,
  q: QuotationRow,
  gateway: string,
  now: number,
  /** `draft`: inserted as ERPNext inserts a mapped order, to be submitted after (the stock way). */
  { draft = false }: { draft?: boolean } = {},
): OrderRow {
  const lines = JSON.parse(q.items) as PricedLine[];
  const data = JSON.parse(q.data) as OrderData;
  return db.transaction(() => {
    const touched = new Set<number>();
    for (const line of lines) {
      if (!takeStock(db, line.item_code, line.qty)) {
        const item = findItem(db, line.item_code);
        throw stockError(item ?? { name: line.name, variant: line.variant, stock: 0 }, data.lang);
      }
      touched.add(line.product_id);
    }
    for (const id of touched) recomputeProductStock(db, id);
    const name = nextName(db, `SAL-ORD-${yearOf(now)}-`);
    const at = iso(now);
    const total = grandTotalCents(q);
    db.prepare(
      `INSERT INTO sales_order (name, quotation, token, user_email, email, customer_type, status, transaction_status, payment_method,
        data, items, shipping_rule, shipping_cents, subtotal_cents, coupon_code, discount_cents, total_cents, paid_cents,
        customer_address, shipping_address_name, creation, modified)
       VALUES (?, ?, ?, ?, ?, ?, 'To Pay', 'New', ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    ).run(
      name,
      q.name,
      token(),
      q.user_email,
      q.email,
      q.customer_type,
      gateway,
      q.data,
      q.items,
      q.shipping_rule,
      q.shipping_cents,
      q.subtotal_cents,
      q.coupon_code,
      q.discount_cents,
      total,
      q.customer_address,
      q.shipping_address_name,
      at,
      at,
    );
    addStatus(db, name, 'Draft', q.created);
    if (draft) db.prepare("UPDATE sales_order SET status = 'Draft' WHERE name = ?").run(name);
    else addStatus(db, name, 'To Pay', at);
    db.prepare('UPDATE quotation SET sales_order = ? WHERE name = ?').run(name, q.name);
    return getOrder(db, name)!;
  })();
}

export function assertStatus(value: unknown): OrderStatus {
  if (typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)) return value as OrderStatus;
  throw validationError(`status must be one of ${ORDER_STATUSES.join(', ')}`);
}
