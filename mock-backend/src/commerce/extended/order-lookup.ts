/** The shopper's own order (`get_sales_order`), its invoice (`get_document`) and tracking an order by number and e-mail. */
import type { Database } from 'better-sqlite3';
import type { AppContext } from '../../context';
import { frappeError, notFound, str, validationError, type Args } from '../../frappe';
import { requireUser, type User } from '../../user';
import { ensureInvoice } from '../invoice';
import { orderOut } from '../order-out';
import { getOrder, type OrderRow } from '../orders';
import { t } from './texts';

function ownOrder(c: AppContext, user: User, name: string | undefined): OrderRow {
  const lang = c.get('lang');
  if (!name) throw validationError(t(lang, 'The order number is required', "Il numero d'ordine è obbligatorio"));
  const order = getOrder(c.get('db'), name);
  // Another customer's order answers exactly like a missing one (docs/decisions.md "who may see what").
  if (!order || order.user_email !== user.email)
    throw notFound(t(lang, `Order ${name} not found`, `Ordine ${name} non trovato`));
  return order;
}

export async function salesOrder(c: AppContext, a: Args) {
  const user = await requireUser(c);
  return orderOut(c.get('db'), ownOrder(c, user, str(a, 'name') ?? str(a, 'order_id')), c.get('lang'));
}

/** The order's invoice PDF, as a public file. */
export async function orderDocument(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const order = ownOrder(c, user, str(a, 'order_id') ?? str(a, 'sales_order') ?? str(a, 'name'));
  const invoice = ensureInvoice(c.get('db'), order, 'it', c.get('options').now());
  return { file_url: `/files/${invoice.file_name}`, name: invoice.name };
}

const trackMisses = new WeakMap<Database, Map<string, number[]>>();
const TRACK_LIMIT = 10;
const HOUR = 3_600_000;

export function trackOrder(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const now = c.get('options').now();
  const name = (str(a, 'order_id') ?? str(a, 'name') ?? str(a, 'order') ?? '').trim().toUpperCase();
  const email = (str(a, 'email') ?? '').trim().toLowerCase();
  if (!name || !email)
    throw validationError(
      t(lang, 'Order number and email address are required', "Numero d'ordine e indirizzo e-mail sono obbligatori"),
    );
  let misses = trackMisses.get(db);
  if (!misses) trackMisses.set(db, (misses = new Map()));
  const recent = (misses.get(email) ?? []).filter((at) => now - at < HOUR);
  if (recent.length >= TRACK_LIMIT) {
    const retry = Math.ceil((recent[0]! + HOUR - now) / 1000);
    throw frappeError(
      429,
      'TooManyRequests',
      t(lang, 'Too many attempts: try again later', 'Troppi tentativi: riprova più tardi'),
      { 'Retry-After': String(retry) },
    );
  }
  const order = getOrder(db, name);
  if (!order || order.email !== email) {
    recent.push(now);
    misses.set(email, recent);
    throw notFound(
      t(
        lang,
        'No order matches this order number and email address',
        'Nessun ordine corrisponde a questo numero e a questo indirizzo e-mail',
      ),
    );
  }
  const full = orderOut(db, order, lang);
  return {
    name: full.name,
    status: full.status,
    creation: full.creation,
    modified: full.modified,
    total: full.total,
    currency: full.currency,
    total_qty: full.total_qty,
    paid: full.paid,
    payment_method: full.payment_method,
    shipping_rule: full.shipping_rule,
    shipping_rule_label: full.shipping_rule_label,
    items: full.items.map(({ item_code, item_name, qty, image }) => ({ item_code, item_name, qty, image })),
    status_timeline: full.status_timeline,
    delivered_date: full.delivered_date,
  };
}
