/**
 * Optional methods the real back-end lacks, registered with `{ extended: true }`: under the real
 * profile each answers Frappe's 417 "Failed to get method". Their contracts, for a Frappe
 * developer who wants to add them, are in docs/backend/commerce-mock.md.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { App, AppContext, Lang } from '../context';
import {
  args,
  frappeError,
  FrappeError,
  json,
  method,
  notFound,
  requiredStr,
  str,
  validationError,
  type Args,
} from '../frappe';
import { optionalUser, requireUser, type User } from '../user';
import {
  customerAddresses,
  deleteAddress,
  getAddress,
  insertAddress,
  updateAddress,
  type AddressRow,
} from './addresses';
import { couponDiscountCents, findCoupon, type CouponDef } from './data';
import { ensureInvoice } from './invoice';
import { sendOrderConfirmation } from './order-confirmation';
import { orderOut } from './order-out';
import { getOrder, iso, setStatus, type OrderRow } from './orders';
import { readAddress } from './address-input';
import { newPaymentRequest } from './payment-request';
import { findItem, itemTitle } from './catalogue-items';
import { lineOut, priceLines, readRequestedLines, subtotalOf } from './priced-lines';
import { couponDescription, euro } from './store';

const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';
const PAYMENT = 'mymb_ecommerce.mymb_ecommerce.payment';
const t = (lang: Lang, en: string, it: string) => (lang === 'it' ? it : en);
const extended = { extended: true } as const;

function sameSecret(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** `a,b,c` or a JSON list or a real list → strings. */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return list(JSON.parse(text));
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Prices and the coupon preview
// ---------------------------------------------------------------------------------------------

function productsPrice(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const codes = list(a.item_codes);
  const qtys = list(a.quantity_list).map((q) => Number(q));
  if (codes.length > 200) throw validationError('Ask for 200 items at most');
  return codes.flatMap((code, i) => {
    const item = findItem(db, code);
    if (!item) return [];
    const qty = Number.isInteger(qtys[i]) && qtys[i]! > 0 ? qtys[i]! : 1;
    return [
      {
        item_code: item.item_code,
        requested_code: code,
        item_name: itemTitle(item, lang),
        product_name: item.name[lang],
        variant: item.variant[lang] || null,
        slug: item.slug,
        qty,
        price: euro(item.price_cents),
        sale_price: item.sale_cents === null ? null : euro(item.sale_cents),
        rate: euro(item.rate_cents),
        amount: euro(item.rate_cents * qty),
        stock: Math.max(0, item.stock),
        is_in_stock: item.stock > 0 ? 1 : 0,
        image: item.image,
      },
    ];
  });
}

type CouponRefusal = {
  status: 'error';
  message: string;
  error_code: 'missing' | 'invalid' | 'expired' | 'not_started' | 'min_spend';
};

function checkCoupon(
  code: string | undefined,
  subtotalCents: number,
  lang: Lang,
  now: number,
): CouponDef | CouponRefusal {
  if (!code?.trim())
    return {
      status: 'error',
      error_code: 'missing',
      message: t(lang, 'Enter a coupon code', 'Inserisci un codice coupon'),
    };
  const coupon = findCoupon(code);
  const shown = code.trim().toUpperCase();
  if (!coupon)
    return {
      status: 'error',
      error_code: 'invalid',
      message: t(lang, `Coupon code "${shown}" is not valid`, `Il codice coupon "${shown}" non è valido`),
    };
  const today = iso(now).slice(0, 10);
  if (today > coupon.valid_until) {
    return {
      status: 'error',
      error_code: 'expired',
      message: t(
        lang,
        `Coupon "${coupon.code}" expired on ${coupon.valid_until}`,
        `Il coupon "${coupon.code}" è scaduto il ${coupon.valid_until}`,
      ),
    };
  }
  if (today < coupon.valid_from) {
    return {
      status: 'error',
      error_code: 'not_started',
      message: t(lang, `Coupon "${coupon.code}" is not active yet`, `Il coupon "${coupon.code}" non è ancora attivo`),
    };
  }
  if (subtotalCents < coupon.min_spend_cents) {
    const need = euro(coupon.min_spend_cents).toFixed(2);
    return {
      status: 'error',
      error_code: 'min_spend',
      message: t(
        lang,
        `Coupon "${coupon.code}" needs a minimum spend of €${need}`,
        `Il coupon "${coupon.code}" richiede una spesa minima di ${need.replace('.', ',')} €`,
      ),
    };
  }
  return coupon;
}

/** The cart page's preview: what a code would take off these items, before any quotation exists. */
function previewCoupon(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const lines = priceLines(db, readRequestedLines(a.items, lang), lang, false);
  const subtotal = subtotalOf(lines);
  const checked = checkCoupon(str(a, 'applied_code'), subtotal, lang, c.get('options').now());
  if ('status' in checked) return checked;
  const discount = couponDiscountCents(checked, subtotal);
  return {
    name: null,
    currency: 'EUR',
    items: lines.map((l) => lineOut(l, lang)),
    total: euro(subtotal),
    coupon_code: checked.code,
    coupon_description: couponDescription(checked.code, lang),
    discount_amount: euro(discount),
    grand_total: euro(Math.max(0, subtotal - discount)),
  };
}

// ---------------------------------------------------------------------------------------------
// Card payments and payment status
// ---------------------------------------------------------------------------------------------

const isPaid = (o: OrderRow) => o.status !== 'To Pay' && o.status !== 'Draft' && o.status !== 'Cancelled';

/**
 * The order named by `order`, with a proof that the caller placed it: the order's `token` (the
 * link in the confirmation e-mail), the `quotation` it was made from (the storefront keeps that
 * name on its server), or the owner's JWT.
 */
async function orderByProof(c: AppContext, a: Args): Promise<OrderRow> {
  const db = c.get('db');
  const lang = c.get('lang');
  const name = requiredStr(a, 'order', 'order');
  const order = getOrder(db, name);
  const missing = () => notFound(t(lang, `Order ${name} not found`, `Ordine ${name} non trovato`));
  if (!order) throw missing();
  const token = str(a, 'token');
  if (token) {
    if (!sameSecret(token, order.token)) throw missing();
    return order;
  }
  const quotation = str(a, 'quotation');
  if (quotation) {
    if (!order.quotation || !sameSecret(quotation, order.quotation)) throw missing();
    return order;
  }
  const user = await optionalUser(c);
  if (!user || user.email !== order.user_email) throw missing();
  return order;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

const resultLink = (page: string, o: Pick<OrderRow, 'name'>) => `/pages/${page}?order=${encodeURIComponent(o.name)}`;

async function simulateCardPayment(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const options = c.get('options');
  const order = await orderByProof(c, a);
  const success = () => ({
    status: 'succeeded',
    message: t(lang, 'Payment received', 'Pagamento ricevuto'),
    redirect_url: resultLink('payment-success', order),
  });
  if (isPaid(order)) return success();
  if (order.status !== 'To Pay') {
    throw validationError(
      t(
        lang,
        `Order ${order.name} cannot be paid (status ${order.status})`,
        `L'ordine ${order.name} non può essere pagato (stato ${order.status})`,
      ),
    );
  }
  const number = (str(a, 'card_number') ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number))
    throw validationError(t(lang, 'Your card number is incorrect', 'Il numero della carta non è corretto'));
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(
    str(a, 'expiry') ?? `${str(a, 'exp_month') ?? ''}/${str(a, 'exp_year') ?? ''}`,
  );
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (month < 1 || month > 12)
    throw validationError(
      t(lang, "Your card's expiry date is incomplete", 'La data di scadenza della carta non è completa'),
    );
  const today = new Date(options.now());
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
    throw validationError(t(lang, 'Your card has expired', 'La carta è scaduta'));
  }
  if (!/^\d{3,4}$/.test(str(a, 'cvc') ?? ''))
    throw validationError(
      t(lang, "Your card's security code is incorrect", 'Il codice di sicurezza della carta non è corretto'),
    );

  const pr =
    (db
      .prepare(
        "SELECT name FROM payment_request WHERE sales_order = ? AND gateway = 'stripe' AND status = 'Requested' ORDER BY created DESC LIMIT 1",
      )
      .get(order.name) as { name: string } | undefined) ?? newPaymentRequest(db, order, 'stripe', options.now());
  const at = iso(options.now());
  if (number === TEST_CARDS.success) {
    db.transaction(() => {
      db.prepare("UPDATE payment_request SET status = 'Paid', modified = ? WHERE name = ?").run(at, pr.name);
      db.prepare("UPDATE sales_order SET payment_method = 'stripe' WHERE name = ?").run(order.name);
      setStatus(db, order, 'Paid', at, t(lang, 'Card payment received', 'Pagamento con carta ricevuto'));
    })();
    sendOrderConfirmation(db, getOrder(db, order.name)!, options);
    return success();
  }
  const code = number === TEST_CARDS.declined ? 'generic_decline' : 'card_not_supported';
  db.prepare("UPDATE payment_request SET status = 'Failed', failure = ?, modified = ? WHERE name = ?").run(
    code,
    at,
    pr.name,
  );
  return {
    status: 'declined',
    decline_code: code,
    message:
      code === 'generic_decline'
        ? t(lang, 'Your card was declined', 'La carta è stata rifiutata')
        : t(
            lang,
            'Your card was declined: the test gateway accepts only test cards',
            'La carta è stata rifiutata: il circuito di prova accetta solo carte di prova',
          ),
    redirect_url: resultLink('payment-failed', order),
  };
}

async function paymentStatus(c: AppContext, a: Args) {
  const db = c.get('db');
  const order = await orderByProof(c, a);
  const last = db
    .prepare(
      'SELECT name, gateway, status, failure, modified FROM payment_request WHERE sales_order = ? ORDER BY modified DESC, name DESC LIMIT 1',
    )
    .get(order.name) as
    { name: string; gateway: string; status: string; failure: string | null; modified: string } | undefined;
  const out = orderOut(db, order, c.get('lang'));
  return {
    order: out,
    paid: out.paid,
    status: order.status,
    payment_method: order.payment_method,
    quotation: order.quotation,
    last_payment: last ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// One order, tracking
// ---------------------------------------------------------------------------------------------

function ownOrder(c: AppContext, user: User, name: string | undefined): OrderRow {
  const lang = c.get('lang');
  if (!name) throw validationError(t(lang, 'The order number is required', "Il numero d'ordine è obbligatorio"));
  const order = getOrder(c.get('db'), name);
  // Another customer's order answers exactly like a missing one (docs/decisions.md "who may see what").
  if (!order || order.user_email !== user.email)
    throw notFound(t(lang, `Order ${name} not found`, `Ordine ${name} non trovato`));
  return order;
}

const trackMisses = new WeakMap<Database, Map<string, number[]>>();
const TRACK_LIMIT = 10;
const HOUR = 3_600_000;

function trackOrder(c: AppContext, a: Args) {
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

// ---------------------------------------------------------------------------------------------
// Address book methods (over the same Address documents as the resource)
// ---------------------------------------------------------------------------------------------

function addressOut(r: AddressRow) {
  return {
    name: r.name,
    address_title: r.address_title,
    address_line1: r.address_line1,
    address_line2: r.address_line2 ?? '',
    city: r.city,
    state: r.state ?? '',
    pincode: r.pincode ?? '',
    country: r.country,
    address_type: r.address_type,
    is_primary_address: r.is_primary_address,
    is_shipping_address: r.is_shipping_address,
    email_id: r.email_id ?? '',
    phone: r.phone ?? '',
    creation: r.creation,
    modified: r.modified,
  };
}

/** Address fields from flat arguments or an `address` JSON object, checked as the checkout checks them. */
function addressFields(c: AppContext, a: Args, user: User, current?: AddressRow) {
  const nested = json<Record<string, unknown>>(a, 'address');
  const given = nested && typeof nested === 'object' ? { ...a, ...nested } : a;
  const merged = {
    ...(current ?? {}),
    ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null)),
  };
  const input = readAddress(merged, c.get('lang'), { en: 'Address', it: 'Indirizzo' });
  const title =
    [str(given, 'first_name'), str(given, 'last_name')].filter(Boolean).join(' ') ||
    current?.address_title ||
    `${user.first_name} ${user.last_name}`.trim();
  const type =
    typeof merged.address_type === 'string' && merged.address_type.toLowerCase() === 'billing' ? 'Billing' : 'Shipping';
  return {
    address_title: title,
    address_type: type,
    address_line1: input.address_line1,
    address_line2: input.address_line2,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
    country: input.country.en,
    email_id: input.email_id || user.email,
    phone: input.phone,
  };
}

function ownAddress(c: AppContext, user: User, name: string | undefined): AddressRow {
  const row = name ? getAddress(c.get('db'), name) : undefined;
  if (!row || row.customer !== user.email || row.disabled) {
    throw notFound(t(c.get('lang'), `Address ${name ?? ''} not found`, `Indirizzo ${name ?? ''} non trovato`));
  }
  return row;
}

const MAX_ADDRESSES = 20;

async function addAddress(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const db = c.get('db');
  const enabled = customerAddresses(db, user.email).filter((r) => !r.disabled);
  if (enabled.length >= MAX_ADDRESSES)
    throw validationError(`An address book holds ${MAX_ADDRESSES} addresses at most`);
  const primary =
    enabled.length === 0 || a.is_primary_address === 1 || a.is_primary_address === true || a.is_primary_address === '1';
  const row = insertAddress(
    db,
    {
      ...addressFields(c, a, user),
      is_primary_address: primary ? 1 : 0,
      links: [{ link_doctype: 'Customer', link_name: user.email }],
    },
    c.get('options').now(),
    c.get('lang'),
  );
  return addressOut(row);
}

async function updateOwnAddress(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const current = ownAddress(c, user, str(a, 'name'));
  const changes: Record<string, unknown> = addressFields(c, a, user, current);
  if (a.is_primary_address === 1 || a.is_primary_address === true || a.is_primary_address === '1')
    changes.is_primary_address = 1;
  return addressOut(updateAddress(c.get('db'), current.name, changes, c.get('options').now())!);
}

/** Deletes the address, or disables it when an order uses it (the address book no longer shows it either way). */
async function deleteOwnAddress(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const db = c.get('db');
  const row = ownAddress(c, user, str(a, 'name'));
  const now = c.get('options').now();
  try {
    deleteAddress(db, row.name);
  } catch (err) {
    if (!(err instanceof FrappeError) || err.excType !== 'LinkExistsError') throw err;
    updateAddress(db, row.name, { disabled: 1, is_primary_address: 0 }, now);
  }
  if (row.is_primary_address) {
    const next = customerAddresses(db, user.email)
      .filter((r) => !r.disabled)
      .at(-1);
    if (next) updateAddress(db, next.name, { is_primary_address: 1 }, now);
  }
  return { name: row.name, deleted: 1 };
}

async function setDefaultAddress(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const row = ownAddress(c, user, str(a, 'name'));
  return addressOut(updateAddress(c.get('db'), row.name, { is_primary_address: 1 }, c.get('options').now())!);
}

// ---------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------

export function registerExtended(app: App): void {
  const m = (path: string, handler: (c: AppContext, a: Args) => unknown) =>
    method(app, path, async (c) => handler(c, await args(c)), extended);
  m('omnicommerce.controllers.api_client.get_products_price', productsPrice);
  m('omnicommerce.controllers.promotion.preview_coupon_code', previewCoupon);
  m(`${PAYMENT}.simulate_card_payment`, simulateCardPayment);
  m(`${PAYMENT}.get_payment_status`, paymentStatus);
  m(`${ORDER}.get_sales_order`, async (c, a) => {
    const user = await requireUser(c);
    return orderOut(c.get('db'), ownOrder(c, user, str(a, 'name') ?? str(a, 'order_id')), c.get('lang'));
  });
  m(`${ORDER}.track_order`, trackOrder);
  m(`${ORDER}.add_address`, addAddress);
  m(`${ORDER}.update_address`, updateOwnAddress);
  m(`${ORDER}.delete_address`, deleteOwnAddress);
  m(`${ORDER}.set_default_address`, setDefaultAddress);
  m('mymb_ecommerce.mymb_b2c.mymb_documents.get_document', async (c, a) => {
    const user = await requireUser(c);
    const order = ownOrder(c, user, str(a, 'order_id') ?? str(a, 'sales_order') ?? str(a, 'name'));
    const invoice = ensureInvoice(c.get('db'), order, 'it', c.get('options').now());
    return { file_url: `/files/${invoice.file_name}`, name: invoice.name };
  });
}
