/**
 * Payment Requests: the one the real `payment_request` submits for every new order (a Stripe one
 * with its payment intent), and the stock document the resource serves.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Row } from '../frappe';
import { COMPANY, customerName, meta } from './frappe-doc';
import { frappeDate } from './frappe-time';
import { iso, yearOf, type OrderRow } from './orders';
import { euro, nextName } from './store';

export interface PaymentRequestRow {
  name: string;
  sales_order: string;
  gateway: string;
  amount_cents: number;
  status: string;
  client_secret: string | null;
  failure: string | null;
  created: string;
  modified: string;
}

/**
 * A submitted Payment Request for the order's amount. A Stripe one carries the payment intent's
 * client secret, and the intent id goes on the order (`custom_payment_code`) for the webhook.
 */
export function newPaymentRequest(db: Database, order: OrderRow, gateway: string, now: number): PaymentRequestRow {
  const name = nextName(db, `ACC-PRQ-${yearOf(now)}-`);
  const intent = gateway === 'stripe' ? `pi_mock${randomBytes(9).toString('hex')}` : null;
  const secret = intent ? `${intent}_secret_${randomBytes(12).toString('base64url')}` : null;
  db.prepare(
    "INSERT INTO payment_request (name, sales_order, gateway, amount_cents, status, client_secret, created, modified) VALUES (?, ?, ?, ?, 'Requested', ?, ?, ?)",
  ).run(name, order.name, gateway, order.total_cents, secret, iso(now), iso(now));
  if (intent) db.prepare('UPDATE sales_order SET payment_code = ? WHERE name = ?').run(intent, order.name);
  return db.prepare('SELECT * FROM payment_request WHERE name = ?').get(name) as PaymentRequestRow;
}

/**
 * Whom the real payment_request addresses its Payment Request: the user the call runs as (the
 * storefront's API user), not the shopper (docs/backend.md "what running the real apps showed").
 */
export const API_USER = 'storefront-api@bottega.example';

/**
 * The whole Payment Request (submitted) for an order, as mymb makes it: no payment gateway keys
 * (it looks for a default gateway account with `company: None` and finds none).
 */
export function paymentRequestDoc(
  pr: PaymentRequestRow,
  order: Pick<OrderRow, 'name' | 'user_email' | 'email'>,
  paymentUrl: string | null,
): Row {
  return {
    name: pr.name,
    ...meta(pr.created, pr.modified, 1),
    naming_series: 'ACC-PRQ-.YYYY.-',
    payment_request_type: 'Inward',
    transaction_date: frappeDate(pr.created),
    company: COMPANY,
    mode_of_payment: null,
    party_type: 'Customer',
    party: customerName(order.user_email),
    reference_doctype: 'Sales Order',
    reference_name: order.name,
    grand_total: euro(pr.amount_cents),
    currency: 'EUR',
    is_a_subscription: 0,
    email_to: API_USER,
    subject: `Payment Request for ${order.name}`,
    message: `<p>Dear ${customerName(order.user_email)},</p><p>Requesting payment against Sales Order ${order.name} for amount EUR ${euro(pr.amount_cents).toFixed(2)}.</p>`,
    payment_channel: 'Email',
    status: pr.status,
    payment_url: paymentUrl,
    doctype: 'Payment Request',
  };
}

/** The columns of a `GET /api/resource/Payment Request` list row. */
export function paymentRequestRow(pr: PaymentRequestRow, order: Pick<OrderRow, 'name' | 'user_email' | 'email'>): Row {
  return paymentRequestDoc(pr, order, null);
}
