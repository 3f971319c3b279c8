/**
 * Stock ERPNext's way from a quotation to an order and its payment request, which the storefront
 * takes where mymb's payment_request fails (ERPNext 15.70 and later, docs/backend.md):
 *   Quotation resource          GET …/<name>, list; PUT …/<name> {"docstatus": 1} submits it
 *   erpnext.selling.doctype.quotation.quotation.make_sales_order (source_name) · Token
 *                               → the unsaved Sales Order mapped from a submitted quotation
 *   Sales Order resource        POST (the mapped document + delivery_date), PUT …/<name> {"docstatus": 1}
 *   erpnext.accounts.doctype.payment_request.payment_request.make_payment_request (dt, dn, submit_doc, mute_email, recipient_id)
 *                               → the Payment Request as a dict (no gateway account needed)
 */
import type { Database } from 'better-sqlite3';
import type { App, AppContext } from '../../context';
import {
  args,
  frappeError,
  method,
  missingArgument,
  notFound,
  resource,
  str,
  validationError,
  type Row,
} from '../../frappe';
import { quotationDoc } from '../../commerce/documents';
import { sendOrderConfirmation } from '../../commerce/order-confirmation';
import {
  createOrderFromQuotation,
  getOrder,
  getQuotation,
  iso,
  setStatus,
  type QuotationRow,
} from '../../commerce/orders';
import { newPaymentRequest, paymentRequestDoc } from '../../commerce/payment-request';
import { markSubmitted } from '../../orders/submission';

export function migrateStockErpnext(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS quotation_submission (name TEXT PRIMARY KEY, at TEXT NOT NULL)');
}

const isSubmitted = (db: Database, name: string) =>
  Boolean(db.prepare('SELECT 1 FROM quotation_submission WHERE name = ?').get(name));

/** The Quotation as the resource serves it: submitted ones with docstatus 1, status "Open". */
function quotationOut(db: Database, q: QuotationRow): Row {
  const doc = quotationDoc(q);
  return isSubmitted(db, q.name) ? { ...doc, docstatus: 1, status: 'Open' } : doc;
}

/** Frappe refuses changes to a submitted document other than its cancellation. */
const cannotEdit = (doctype: string) =>
  frappeError(417, 'UpdateAfterSubmitError', `Not allowed to change ${doctype} after submission`);

function updateQuotation(c: AppContext, name: string, body: Row): Row | undefined {
  const db = c.get('db');
  const q = getQuotation(db, name);
  if (!q) return undefined;
  if (isSubmitted(db, name)) throw cannotEdit('Quotation');
  if (Number(body.docstatus) === 1) {
    db.prepare('INSERT INTO quotation_submission (name, at) VALUES (?, ?)').run(name, iso(c.get('options').now()));
  }
  return quotationOut(db, q);
}

/** `make_sales_order`: the unsaved Sales Order mapped from a submitted quotation, each item linked to it. */
async function makeSalesOrder(c: AppContext) {
  const a = await args(c);
  if (a.source_name === undefined) throw missingArgument('make_sales_order', 'source_name');
  const name = str(a, 'source_name') ?? '';
  const db = c.get('db');
  const q = getQuotation(db, name);
  if (!q) throw notFound(`Quotation ${name} not found`);
  if (!isSubmitted(db, name)) throw validationError('Cannot map because following condition fails: docstatus=1');
  const doc = quotationDoc(q);
  const items = (doc.items as Row[]).map((item) => ({
    ...item,
    doctype: 'Sales Order Item',
    parent: 'new-sales-order-1',
    prevdoc_docname: q.name,
  }));
  return {
    ...doc,
    doctype: 'Sales Order',
    name: 'new-sales-order-1',
    __islocal: 1,
    __unsaved: 1,
    docstatus: 0,
    status: 'Draft',
    order_type: 'Sales',
    customer: doc.party_name,
    items,
  };
}

/**
 * A Sales Order inserted from the mapped document: its quotation is the one its items name, the
 * payment mode mymb's word. ERPNext asks for a delivery date on an order of type Sales.
 */
export function insertSalesOrder(c: AppContext, body: Row): { name: string } {
  const db = c.get('db');
  const items = Array.isArray(body.items) ? (body.items as Row[]) : [];
  const quotation = items.map((i) => str(i, 'prevdoc_docname')).find(Boolean) ?? str(body, 'quotation_name');
  const q = quotation ? getQuotation(db, quotation) : undefined;
  if (!q) throw validationError('Sales Order: items must come from a submitted Quotation');
  if ((str(body, 'order_type') ?? 'Sales') === 'Sales' && !str(body, 'delivery_date'))
    throw validationError('Please enter Delivery Date');
  const gateway = (str(body, 'payment_mode') ?? 'transfer').toLowerCase();
  return { name: createOrderFromQuotation(db, q, gateway, c.get('options').now(), { draft: true }).name };
}

/** `PUT Sales Order/<name> {"docstatus": 1}`: submitted; mymb's on_submit hook mails the confirmation. */
export function updateSalesOrder(c: AppContext, name: string, body: Row): { name: string } | undefined {
  const db = c.get('db');
  const order = getOrder(db, name);
  if (!order) return undefined;
  if (order.status !== 'Draft') throw cannotEdit('Sales Order');
  if (Number(body.docstatus) !== 1) return { name };
  const at = iso(c.get('options').now());
  if (['transfer', 'cash_on_delivery'].includes(order.payment_method)) {
    setStatus(db, order, 'To Pay', at);
    sendOrderConfirmation(db, getOrder(db, name)!, c.get('options'));
  } else {
    setStatus(db, order, 'To Pay', at);
    markSubmitted(db, name, at);
  }
  return { name };
}

/** ERPNext's own `make_payment_request` (allow_guest): submitted, no gateway, addressed to `recipient_id`. */
async function makePaymentRequest(c: AppContext) {
  const a = await args(c);
  const dt = str(a, 'dt') ?? '';
  if (!['Sales Order', 'Sales Invoice', 'Purchase Order', 'Purchase Invoice', 'POS Invoice', 'Fees'].includes(dt))
    throw validationError(`Payment Requests cannot be created against: ${dt}`);
  const name = str(a, 'dn') ?? '';
  const db = c.get('db');
  const order = getOrder(db, name);
  if (!order) throw notFound(`Sales Order ${name} not found`);
  const pr = newPaymentRequest(db, order, order.payment_method, c.get('options').now());
  const doc = paymentRequestDoc(pr, order, null);
  return { ...doc, email_to: str(a, 'recipient_id') || doc.email_to, mute_email: Number(a.mute_email) ? 1 : 0 };
}

export function registerStockErpnext(app: App): void {
  resource(app, 'Quotation', {
    list: (c) => {
      const db = c.get('db');
      return (db.prepare('SELECT * FROM quotation').all() as QuotationRow[]).map((q) => quotationOut(db, q));
    },
    get: (c, name) => {
      const q = getQuotation(c.get('db'), name);
      return q ? quotationOut(c.get('db'), q) : undefined;
    },
    update: updateQuotation,
  });
  method(app, 'erpnext.selling.doctype.quotation.quotation.make_sales_order', makeSalesOrder, { guest: false });
  method(app, 'erpnext.accounts.doctype.payment_request.payment_request.make_payment_request', makePaymentRequest);
}
