/**
 * The commerce tables: quotations, sales orders (several may come from one quotation: the real
 * `payment_request` makes a new one per call) with their dated status timeline, payment requests,
 * Address documents and invoices.
 *
 * The tables carry their own version: a database created by an older mock (whose tables
 * `CREATE … IF NOT EXISTS` cannot change) gets its commerce tables rebuilt and the demo orders
 * seeded again, without touching the catalogue or the accounts.
 */
import type { Database } from 'better-sqlite3';
import { seedCommerce } from './seed';

const COMMERCE_SCHEMA = '2';
const TABLES = [
  'quotation',
  'sales_order',
  'sales_order_status',
  'payment_request',
  'customer_address',
  'address',
  'sales_invoice',
];

export function migrateCommerce(db: Database): void {
  const meta = (key: string) =>
    (db.prepare('SELECT value FROM mock_meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  if (meta('commerce_schema') === COMMERCE_SCHEMA) return;
  const rebuilt = db.transaction(() => {
    for (const t of TABLES) db.exec(`DROP TABLE IF EXISTS ${t}`);
    createTables(db);
    // Names start again with the documents (SAL-QTN-, SAL-ORD-, ACC-PRQ-, ACC-SINV-).
    db.exec("DELETE FROM naming_series WHERE prefix LIKE 'SAL-%' OR prefix LIKE 'ACC-%'");
    db.prepare(
      "INSERT INTO mock_meta (key, value) VALUES ('commerce_schema', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ).run(COMMERCE_SCHEMA);
    // An older database already seeded: give it its demo orders back (a new one is seeded later).
    if (meta('seeded_at')) seedCommerce(db);
  });
  rebuilt();
}

function createTables(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS naming_series (prefix TEXT PRIMARY KEY, current INTEGER NOT NULL);
    CREATE TABLE quotation (
      name TEXT PRIMARY KEY,
      user_email TEXT,                 -- the Customer (its name is the shopper's e-mail); NULL = Guest
      email TEXT NOT NULL,             -- recipient_email
      customer_type TEXT NOT NULL,
      data TEXT NOT NULL,              -- OrderData (contact, address snapshots, invoice, comment)
      items TEXT NOT NULL,             -- PricedLine[] with the rates the caller sent
      country TEXT NOT NULL,           -- shipping country code
      shipping_rule TEXT,              -- NULL: none, or an unknown one was given
      shipping_cents INTEGER NOT NULL,
      subtotal_cents INTEGER NOT NULL,
      coupon_code TEXT,
      discount_cents INTEGER NOT NULL DEFAULT 0,
      customer_address TEXT,           -- billing Address name
      shipping_address_name TEXT,
      created TEXT NOT NULL,
      modified TEXT NOT NULL,
      sales_order TEXT                 -- the latest order made from it
    );
    CREATE TABLE sales_order (
      name TEXT PRIMARY KEY,
      quotation TEXT,
      token TEXT NOT NULL,
      user_email TEXT,
      email TEXT NOT NULL,
      customer_type TEXT NOT NULL,
      status TEXT NOT NULL,            -- the shop's words (orders.ts ORDER_STATUSES); ERPNext's are derived
      transaction_status TEXT NOT NULL,
      payment_method TEXT NOT NULL,    -- the gateway, lower case
      payment_code TEXT,               -- custom_payment_code: the Stripe payment intent
      data TEXT NOT NULL,
      items TEXT NOT NULL,
      shipping_rule TEXT,
      shipping_cents INTEGER NOT NULL,
      subtotal_cents INTEGER NOT NULL,
      coupon_code TEXT,
      discount_cents INTEGER NOT NULL DEFAULT 0,
      total_cents INTEGER NOT NULL,
      paid_cents INTEGER NOT NULL DEFAULT 0,
      confirmation_sent INTEGER NOT NULL DEFAULT 0,
      customer_address TEXT,
      shipping_address_name TEXT,
      creation TEXT NOT NULL,
      modified TEXT NOT NULL
    );
    CREATE INDEX sales_order_user ON sales_order (user_email, creation);
    CREATE INDEX sales_order_email ON sales_order (email);
    CREATE INDEX sales_order_quotation ON sales_order (quotation);
    CREATE TABLE sales_order_status (
      id INTEGER PRIMARY KEY,
      sales_order TEXT NOT NULL,
      status TEXT NOT NULL,
      at TEXT NOT NULL,
      note TEXT
    );
    CREATE INDEX sales_order_status_order ON sales_order_status (sales_order, id);
    CREATE TABLE payment_request (
      name TEXT PRIMARY KEY,
      sales_order TEXT NOT NULL,
      gateway TEXT NOT NULL,
      amount_cents INTEGER NOT NULL,
      status TEXT NOT NULL,            -- Requested, Initiated, Paid, Failed
      client_secret TEXT,
      failure TEXT,
      created TEXT NOT NULL,
      modified TEXT NOT NULL
    );
    CREATE INDEX payment_request_order ON payment_request (sales_order);
    CREATE TABLE address (
      name TEXT PRIMARY KEY,
      address_title TEXT NOT NULL,
      address_type TEXT NOT NULL,
      address_line1 TEXT NOT NULL,
      address_line2 TEXT,
      city TEXT NOT NULL,
      state TEXT,
      pincode TEXT,
      country TEXT NOT NULL,           -- a Country name
      email_id TEXT,
      phone TEXT,
      is_primary_address INTEGER NOT NULL DEFAULT 0,
      is_shipping_address INTEGER NOT NULL DEFAULT 0,
      disabled INTEGER NOT NULL DEFAULT 0,
      customer TEXT,                   -- the linked Customer (Dynamic Link); NULL = none
      creation TEXT NOT NULL,
      modified TEXT NOT NULL
    );
    CREATE INDEX address_customer ON address (customer);
    CREATE TABLE sales_invoice (
      name TEXT PRIMARY KEY,
      sales_order TEXT NOT NULL UNIQUE,
      file_name TEXT NOT NULL UNIQUE,
      pdf BLOB NOT NULL,
      creation TEXT NOT NULL
    );
  `);
}
