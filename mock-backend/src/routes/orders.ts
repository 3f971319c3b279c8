/**
 * The shopper's orders, addresses and invoices as the real back-end answers them, and the stock
 * Frappe resources that stand in for what it lacks (docs/backend/commerce-mock.md):
 *
 *   mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer (page_num, page_size)  JWT
 *   mymb_ecommerce.mymb_ecommerce.order.get_addresses_for_current_customer                              JWT
 *   mymb_ecommerce.mymb_ecommerce.order.get_sales_order_details (order_id)  JWT; hard-disabled: 200 {error} (404 unknown)
 *   mymb_ecommerce.mymb_ecommerce.payment.submit_sales_order (sales_order_name)  Token; submits a Draft (orders/submission.ts)
 *   omnicommerce.controllers.pdf.get_sales_order_invoice (order_id)                                      JWT
 *       site condition no-letter-head: 500 NameError while the order has no printed file yet
 *   omnicommerce.controllers.item_best_selling.get_top_items (days_back, top_limit) → [{item_code, times_ordered}]
 *   GET /files/<order>-invoice.pdf                      the printed order (public, as Frappe's /files)
 *   /api/resource/Sales Order       list, GET …/<name>
 *   /api/resource/Payment Request   list, GET …/<name>
 *   /api/resource/Address           list (Dynamic Link filters), GET, POST, PUT, DELETE
 */
import { manufacturerAddresses } from './manufacturers';
import { insertSalesOrder, updateSalesOrder } from './commerce/stock-erpnext';
import type { Database } from 'better-sqlite3';
import { grandTotalCents } from '../commerce/data';
import type { AppContext, MockModule } from '../context';
import { args, method, missingArgument, notFound, pythonError, resource, str, type Row } from '../frappe';
import { topItems } from '../orders/best-selling';
import { asSubmitted, erpOf, migrateSubmissions, submitSalesOrder } from '../orders/submission';
import { siteHas } from '../site';
import { jwtEmail, requireUser } from '../user';
import { addressDisplay, addressDoc, withoutNulls } from '../commerce/address-doc';
import {
  allAddresses,
  customerAddresses,
  deleteAddress,
  getAddress,
  insertAddress,
  updateAddress,
} from '../commerce/addresses';
import { salesOrderDoc, salesOrderRow } from '../commerce/documents';
import { frappeDatetime } from '../commerce/frappe-time';
import { paymentRequestDoc, paymentRequestRow, type PaymentRequestRow } from '../commerce/payment-request';
import { ensureInvoice } from '../commerce/invoice';
import { getOrder, type OrderRow } from '../commerce/orders';
import { itemTitle } from '../commerce/catalogue-items';
import type { PricedLine } from '../commerce/priced-lines';
import { euro } from '../commerce/store';

const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';

/** Python's cint: a whole number, 0 when it is not one. */
const cint = (v: unknown) => {
  const n = Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? n : 0;
};

const itemsOut = (o: OrderRow) =>
  (JSON.parse(o.items) as PricedLine[]).map((l) => ({
    item_code: l.item_code,
    item_name: itemTitle(l, 'it'),
    qty: l.qty,
    rate: euro(l.rate_cents),
    image: l.image,
  }));

const addressOut = (db: Database, name: string | null) => {
  const row = name ? getAddress(db, name) : undefined;
  return row ? withoutNulls(addressDoc(row)) : null;
};

async function ordersOfCustomer(c: AppContext) {
  const user = await requireUser(c);
  const a = await args(c);
  for (const arg of ['page_num', 'page_size'])
    if (a[arg] === undefined) throw missingArgument('get_sales_orders_for_current_customer', arg);
  const db = c.get('db');
  const size = cint(a.page_size);
  const start = size * (cint(a.page_num) - 1);
  const rows = (
    db
      .prepare('SELECT * FROM sales_order WHERE user_email = ? ORDER BY creation DESC, name DESC')
      .all(user.email) as OrderRow[]
  ).filter((o) => erpOf(db, o).status !== 'Draft');
  return rows.slice(Math.max(0, start), Math.max(0, start) + Math.max(0, size)).map((o) => {
    const state = erpOf(db, o);
    const data = JSON.parse(o.data) as { invoice?: boolean };
    return {
      name: o.name,
      status: state.status,
      transaction_status: state.transaction_status,
      creation: frappeDatetime(o.creation),
      modified: frappeDatetime(o.modified),
      total: euro(grandTotalCents(o)),
      invoice_requested: data.invoice ? 'YES' : 'NO',
      customer_type: o.customer_type,
      shipping_address: addressOut(db, o.shipping_address_name),
      total_qty: (JSON.parse(o.items) as PricedLine[]).reduce((n, l) => n + l.qty, 0),
      billing_address: addressOut(db, o.customer_address),
      items: itemsOut(o),
      custom_mymb_order_extra_info: {},
      paid: state.paid,
      erp_document_number: null,
    };
  });
}

async function addressesOfCustomer(c: AppContext) {
  const user = await requireUser(c);
  return customerAddresses(c.get('db'), user.email).map((r) => ({
    name: r.name,
    address_line1: r.address_line1,
    address_line2: r.address_line2,
    city: r.city,
    state: r.state,
    pincode: r.pincode,
    country: r.country,
    address_type: r.address_type,
    is_primary_address: r.is_primary_address,
    email_id: r.email_id,
    phone: r.phone,
  }));
}

/** "14-03-2025 09:30:12": the file's creation, as the real method formats it. */
const fileDate = (at: string) => {
  const [date, time] = frappeDatetime(at).split(' ');
  const [y, m, d] = date!.split('-');
  return `${d}-${m}-${y} ${time!.slice(0, 8)}`;
};

async function salesOrderInvoice(c: AppContext) {
  const user = await requireUser(c);
  const a = await args(c);
  if (a.order_id === undefined) throw missingArgument('get_sales_order_invoice', 'order_id');
  const name = str(a, 'order_id') ?? '';
  const db = c.get('db');
  const order = getOrder(db, name);
  if (!order) throw notFound(`Sales Order ${name} not found`);
  if (order.user_email !== user.email) return { error: 'You do not have permission to access this Sales Order' };
  // A file printed before is answered as is; printing a new one looks up the default Letter Head,
  // and omnicommerce's pdf.py then calls `_()` without importing it.
  const printed = db.prepare('SELECT 1 FROM sales_invoice WHERE sales_order = ?').get(order.name);
  if (!printed && siteHas(c, 'no-letter-head')) throw pythonError('NameError', "name '_' is not defined");
  const file = ensureInvoice(db, order, 'it', c.get('options').now());
  return {
    name: order.name,
    attachment_files: [`/files/${file.file_name}`],
    creation_date: fileDate(file.creation),
    status: erpOf(db, order).status,
    total: euro(order.subtotal_cents),
    items: itemsOut(order),
  };
}

/**
 * Hard-disabled in mymb (`if not sales_order or 1==1`): after the JWT decorator (which lets an
 * invalid token through with no payload) and `frappe.get_doc` (unknown → 404), always the error.
 */
async function salesOrderDetails(c: AppContext) {
  await jwtEmail(c);
  const a = await args(c);
  if (a.order_id === undefined) throw missingArgument('get_sales_order_details', 'order_id');
  const name = str(a, 'order_id') ?? '';
  if (!getOrder(c.get('db'), name)) throw notFound(`Sales Order ${name} not found`);
  return { error: `No Sales Order found with ID ${name}` };
}

const byModified = (x: Row, y: Row) =>
  String(x.modified) < String(y.modified) ? 1 : String(x.modified) > String(y.modified) ? -1 : 0;

function orderDoc(db: Database, o: OrderRow): Row {
  return salesOrderDoc(o, {
    billing: addressDisplay(o.customer_address ? getAddress(db, o.customer_address) : undefined),
    shipping: addressDisplay(o.shipping_address_name ? getAddress(db, o.shipping_address_name) : undefined),
  });
}

function paymentRequests(db: Database): Array<[PaymentRequestRow, OrderRow]> {
  const rows = db
    .prepare('SELECT * FROM payment_request ORDER BY modified DESC, name DESC')
    .all() as PaymentRequestRow[];
  return rows.flatMap((pr) => {
    const order = getOrder(db, pr.sales_order);
    return order ? [[pr, order] as [PaymentRequestRow, OrderRow]] : [];
  });
}

export const ordersModule: MockModule = {
  name: 'orders',
  migrate: migrateSubmissions,
  register(app) {
    method(app, `${ORDER}.get_sales_orders_for_current_customer`, ordersOfCustomer);
    method(app, `${ORDER}.get_addresses_for_current_customer`, addressesOfCustomer);
    method(app, `${ORDER}.get_sales_order_details`, salesOrderDetails);
    method(app, 'mymb_ecommerce.mymb_ecommerce.payment.submit_sales_order', submitSalesOrder, { guest: false });
    method(app, 'omnicommerce.controllers.pdf.get_sales_order_invoice', salesOrderInvoice);
    method(app, 'omnicommerce.controllers.item_best_selling.get_top_items', topItems);

    // Frappe's /files are public: anyone with the name gets the PDF (the storefront never links it).
    app.get('/files/:file{[^/]+-invoice\\.pdf}', (c) => {
      const row = c
        .get('db')
        .prepare('SELECT pdf, file_name FROM sales_invoice WHERE file_name = ?')
        .get(c.req.param('file')) as { pdf: Buffer; file_name: string } | undefined;
      if (!row) return c.text('Not found', 404);
      return new Response(new Uint8Array(row.pdf), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${row.file_name}"` },
      });
    });

    resource(app, 'Sales Order', {
      list: (c) => {
        const db = c.get('db');
        const orders = db.prepare('SELECT * FROM sales_order').all() as OrderRow[];
        return orders.map((o) => asSubmitted(db, o, salesOrderRow(o))).sort(byModified);
      },
      get: (c, name) => {
        const db = c.get('db');
        const o = getOrder(db, name);
        return o ? asSubmitted(db, o, orderDoc(db, o)) : undefined;
      },
      // Stock ERPNext's way to an order (routes/commerce/stock-erpnext.ts): the whole document back.
      insert: (c, body) => {
        const db = c.get('db');
        const o = getOrder(db, insertSalesOrder(c, body).name)!;
        return asSubmitted(db, o, orderDoc(db, o));
      },
      update: (c, name, body) => {
        const db = c.get('db');
        if (!updateSalesOrder(c, name, body)) return undefined;
        const o = getOrder(db, name)!;
        return asSubmitted(db, o, orderDoc(db, o));
      },
    });

    resource(app, 'Payment Request', {
      list: (c) => paymentRequests(c.get('db')).map(([pr, o]) => paymentRequestRow(pr, o)),
      get: (c, name) => {
        const found = paymentRequests(c.get('db')).find(([pr]) => pr.name === name);
        return found ? paymentRequestDoc(found[0], found[1], null) : undefined;
      },
    });

    resource(app, 'Address', {
      // The shop's customers' addresses, and its manufacturers' (product safety, routes/manufacturers.ts).
      list: (c) => [...allAddresses(c.get('db')).map(addressDoc), ...manufacturerAddresses(c.get('db'))],
      get: (c, name) => {
        const row = getAddress(c.get('db'), name);
        return row ? addressDoc(row) : undefined;
      },
      insert: (c, body) => addressDoc(insertAddress(c.get('db'), body, c.get('options').now(), c.get('lang'))),
      update: (c, name, body) => {
        const row = updateAddress(c.get('db'), name, body, c.get('options').now());
        return row ? addressDoc(row) : undefined;
      },
      remove: (c, name) => deleteAddress(c.get('db'), name),
    });
  },
};
