/**
 * mymb's `payment.submit_sales_order(sales_order_name)` (Token: not allow_guest), as its code does
 * it: `frappe.get_doc` (unknown → 404), then `submit()` a Draft (docstatus 0) with permissions
 * ignored, else 417 "Sales Order <name> is not in a 'Draft' state and cannot be submitted.". It
 * marks nothing paid: an unpaid online order becomes a confirmed one ("To Deliver and Bill").
 *
 * The commerce code derives ERPNext's docstatus from the shop's status and the gateway
 * (commerce/erp-state.ts), which has no word for "submitted, still unpaid, online gateway". Until it
 * has one, the submissions are kept here and laid over what it derives (`erpOf`, `asSubmitted`).
 */
import type { Database } from 'better-sqlite3';
import type { AppContext } from '../context';
import { erpState, type ErpState } from '../commerce/erp-state';
import { getOrder, iso, type OrderRow } from '../commerce/orders';
import { args, missingArgument, notFound, str, validationError, type Row } from '../frappe';

export function migrateSubmissions(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS sales_order_submission (name TEXT PRIMARY KEY, at TEXT NOT NULL)');
}

const isSubmitted = (db: Database, name: string) =>
  Boolean(db.prepare('SELECT 1 FROM sales_order_submission WHERE name = ?').get(name));

/** ERPNext's view of an order, with a submission made by submit_sales_order. */
export function erpOf(db: Database, o: OrderRow): ErpState {
  const state = erpState(o);
  return state.docstatus === 0 && isSubmitted(db, o.name)
    ? { ...state, docstatus: 1, status: 'To Deliver and Bill' }
    : state;
}

/** A Sales Order document or row, with a submission made by submit_sales_order laid over it. */
export function asSubmitted(db: Database, o: OrderRow, doc: Row): Row {
  const state = erpOf(db, o);
  if (doc.docstatus === state.docstatus) return doc;
  const child = (v: unknown) =>
    Array.isArray(v) ? v.map((r) => (r && typeof r === 'object' && 'docstatus' in r ? { ...r, docstatus: 1 } : r)) : v;
  return Object.fromEntries(
    Object.entries({ ...doc, docstatus: state.docstatus, status: state.status }).map(([k, v]) => [k, child(v)]),
  );
}

export async function submitSalesOrder(c: AppContext) {
  const a = await args(c);
  if (a.sales_order_name === undefined) throw missingArgument('submit_sales_order', 'sales_order_name');
  const name = str(a, 'sales_order_name') ?? '';
  const db = c.get('db');
  const order = getOrder(db, name);
  if (!order) throw notFound(`Sales Order ${name} not found`);
  if (erpOf(db, order).docstatus !== 0)
    throw validationError(`Sales Order ${name} is not in a 'Draft' state and cannot be submitted.`);
  markSubmitted(db, name, iso(c.get('options').now()));
  return undefined;
}

/** A Draft order submitted while still unpaid (submit_sales_order, or ERPNext's own submit of a card order). */
export function markSubmitted(db: Database, name: string, at: string): void {
  db.prepare('INSERT OR IGNORE INTO sales_order_submission (name, at) VALUES (?, ?)').run(name, at);
}
