/**
 * Commerce: countries, shipping rules, prices, coupons, quotations and sales orders, payment
 * requests with a simulated card gateway, the customer's orders, addresses, invoices and order
 * tracking (backend-contract.md "order", "payment", "orders", "addresses", "invoice", "coupon",
 * "shipping", "countries", "prices"; decisions.md "prices at checkout", "payment", "one order per
 * click", "order status values").
 *
 * Paths (all GET or POST under /api/method/):
 *   omnicommerce.controllers.cart.get_deliverable_countries          → {data: [{name, code, payment_methods}]}
 *   omnicommerce.controllers.cart.get_shipping_rules (country, totalPrice)
 *                                                                     → {data: [{shipping_rule, label, shipping_amount, country, price_range_from, price_range_to}]}
 *   omnicommerce.controllers.api_client.get_products_price (item_codes, quantity_list)
 *                                                                     → [{item_code, item_name, qty, price, sale_price, rate, amount, stock, is_in_stock, …}]
 *   omnicommerce.controllers.promotion.apply_coupon_code (applied_code, quotation_name | items)
 *                                                                     → the quotation with coupon_description; refusals HTTP 200 {status: "error", message, error_code}
 *   mymb_ecommerce.mymb_ecommerce.order.create_quotation (items, contact_info, shipping_rule, …, idempotency_key)
 *                                                                     → the quotation name; same key → same name
 *   mymb_ecommerce.mymb_ecommerce.payment.payment_request (quotation_name, payment_gateway: transfer | stripe)
 *                                                                     → {payment_request, payment_url, wired_transfer_data, clientSecret, quotation, sales_order, order_token, amount}
 *   mymb_ecommerce.mymb_ecommerce.payment.simulate_card_payment (order, token, card_number, expiry, cvc)
 *                                                                     → {status: succeeded | declined, message, redirect_url}  (4242… succeeds, 4000 0000 0000 0002 declined)
 *   mymb_ecommerce.mymb_ecommerce.payment.get_payment_status (order, token; or the owner's JWT)
 *                                                                     → {order, paid, status, payment_method, last_payment}
 *   mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer (page_num 1-based, page_size; status?, search?, from_date?, to_date?)
 *   mymb_ecommerce.mymb_ecommerce.order.get_sales_order (name)         → one order; another customer's → 404
 *   mymb_ecommerce.mymb_ecommerce.order.track_order (order_id, email)  → status and timeline, for guests too; 429 after 10 misses an hour
 *   mymb_ecommerce.mymb_ecommerce.order.get_addresses_for_current_customer
 *   mymb_ecommerce.mymb_ecommerce.order.add_address | update_address (name, …) | delete_address (name) | set_default_address (name)
 *   omnicommerce.controllers.pdf.get_sales_order_invoice (order_id)   → {name, attachment_files: [url], creation_date, status, total, items}
 *   mymb_ecommerce.mymb_b2c.mymb_documents.get_document (name | order_id) → {file_url}
 *   GET /files/invoices/<file>.pdf                                    → the PDF; application token + the owner's JWT, else 401/404
 * Test helpers (no token): GET /__mock/orders?email=&name=, POST /__mock/orders/status {name, status, note?},
 *   GET /__mock/stock?sku=, POST /__mock/stock {sku, stock}.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { recomputeProductStock } from '../catalogue/schema';
import type { App, AppContext, Lang, MockModule } from '../context';
import { args, bool, frappeError, int, json, notFound, requiredStr, str, validationError, type Args } from '../frappe';
import { optionalUser, requireUser, type User } from '../user';
import {
  COUNTRIES,
  bandsFor,
  countryName,
  couponDiscountCents,
  findCountry,
  findCoupon,
  shippingCostCents,
  type CouponDef,
} from '../commerce/data';
import {
  assertStatus,
  createOrderFromQuotation,
  ensureInvoice,
  getOrder,
  iso,
  orderOut,
  sendOrderConfirmation,
  setStatus,
  addStatus,
  wiredTransferData,
  yearOf,
  type OrderData,
  type OrderRow,
  type QuotationRow,
} from '../commerce/orders';
import {
  EMAIL,
  addressOut,
  couponDescription,
  euro,
  findItem,
  hashOf,
  itemTitle,
  lineOut,
  migrateCommerce,
  nextName,
  priceLines,
  readAddress,
  readRequestedLines,
  subtotalOf,
  token,
  type AddressInput,
  type PricedLine,
} from '../commerce/store';

const t = (lang: Lang, en: string, it: string) => (lang === 'it' ? it : en);

/** Registers a whitelisted method for GET and POST, as Frappe does. */
function method(app: App, path: string, handler: (c: AppContext, a: Args) => Promise<Response> | Response) {
  app.on(['GET', 'POST'], `/api/method/${path}`, async (c) => handler(c, await args(c)));
}

const answer = (c: AppContext, value: unknown) => c.json(value === undefined ? {} : { message: value });

function sameSecret(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

// ---------------------------------------------------------------------------------------------
// Countries, shipping, prices, coupons
// ---------------------------------------------------------------------------------------------

function countriesOut(lang: Lang) {
  return COUNTRIES.map((c) => ({ name: countryName(c, lang), code: c.code, payment_methods: c.payment_methods }));
}

function shippingRows(countryArg: string | undefined, lang: Lang) {
  const country = findCountry(countryArg ?? 'IT');
  if (!country) throw validationError(t(lang, `We do not deliver to ${countryArg}`, `Non spediamo in ${countryArg}`));
  return bandsFor(country).map((b) => ({
    shipping_rule: b.shipping_rule,
    label: b.label[lang],
    shipping_amount: euro(b.amount_cents),
    country: country.en,
    price_range_from: b.from_cents === null ? 0 : euro(b.from_cents),
    price_range_to: b.to_cents === null ? 0 : euro(b.to_cents),
  }));
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
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

type CouponRefusal = { status: 'error'; message: string; error_code: 'missing' | 'invalid' | 'expired' | 'not_started' | 'min_spend' | 'ordered' };

function checkCoupon(code: string | undefined, subtotalCents: number, lang: Lang, now: number): CouponDef | CouponRefusal {
  if (!code?.trim()) return { status: 'error', error_code: 'missing', message: t(lang, 'Enter a coupon code', 'Inserisci un codice coupon') };
  const coupon = findCoupon(code);
  const shown = code.trim().toUpperCase();
  if (!coupon) {
    return { status: 'error', error_code: 'invalid', message: t(lang, `Coupon code "${shown}" is not valid`, `Il codice coupon "${shown}" non è valido`) };
  }
  const today = iso(now).slice(0, 10);
  if (today > coupon.valid_until) {
    return {
      status: 'error',
      error_code: 'expired',
      message: t(lang, `Coupon "${coupon.code}" expired on ${coupon.valid_until}`, `Il coupon "${coupon.code}" è scaduto il ${coupon.valid_until}`),
    };
  }
  if (today < coupon.valid_from) {
    return { status: 'error', error_code: 'not_started', message: t(lang, `Coupon "${coupon.code}" is not active yet`, `Il coupon "${coupon.code}" non è ancora attivo`) };
  }
  if (subtotalCents < coupon.min_spend_cents) {
    const need = euro(coupon.min_spend_cents).toFixed(2);
    return {
      status: 'error',
      error_code: 'min_spend',
      message: t(lang, `Coupon "${coupon.code}" needs a minimum spend of €${need}`, `Il coupon "${coupon.code}" richiede una spesa minima di ${need.replace('.', ',')} €`),
    };
  }
  return coupon;
}

function getQuotation(db: Database, name: string, lang: Lang): QuotationRow {
  const q = db.prepare('SELECT * FROM quotation WHERE name = ?').get(name) as QuotationRow | undefined;
  if (!q) throw notFound(t(lang, `Quotation ${name} not found`, `Preventivo ${name} non trovato`));
  return q;
}

function quotationOut(q: Pick<QuotationRow, 'name' | 'subtotal_cents' | 'shipping_cents' | 'discount_cents' | 'coupon_code' | 'shipping_rule' | 'sales_order'> & { lines: PricedLine[] }, lang: Lang) {
  return {
    name: q.name,
    status: q.sales_order ? 'Ordered' : 'Draft',
    sales_order: q.sales_order,
    currency: 'EUR',
    items: q.lines.map((l) => lineOut(l, lang)),
    total: euro(q.subtotal_cents),
    shipping_rule: q.shipping_rule,
    shipping_amount: euro(q.shipping_cents),
    coupon_code: q.coupon_code,
    coupon_description: couponDescription(q.coupon_code, lang),
    discount_amount: euro(q.discount_cents),
    grand_total: euro(Math.max(0, q.subtotal_cents + q.shipping_cents - q.discount_cents)),
  };
}

// ---------------------------------------------------------------------------------------------
// Quotation
// ---------------------------------------------------------------------------------------------

const cleanText = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

function readBusinessInfo(a: Args, customerType: string, invoice: boolean, lang: Lang): Record<string, string> | null {
  if (!invoice) return null;
  const info = (json<Record<string, unknown>>(a, 'business_info') ?? {}) as Record<string, unknown>;
  const up = (k: string) => cleanText(info[k], 60).replace(/[\s.-]/g, '').toUpperCase();
  if (customerType === 'Company') {
    const company_name = cleanText(info.company_name, 140);
    const vat_number = up('vat_number');
    const recipient_code = up('recipient_code');
    const pec = cleanText(info.pec, 254).toLowerCase();
    if (!company_name) throw validationError(t(lang, 'Invoice: the company name is required', 'Fattura: la ragione sociale è obbligatoria'));
    if (!/^([A-Z]{2})?[0-9A-Z]{8,12}$/.test(vat_number)) throw validationError(t(lang, 'Invoice: the VAT number is not valid', 'Fattura: la partita IVA non è valida'));
    if (!recipient_code && !pec) {
      throw validationError(t(lang, 'Invoice: give a recipient code or a PEC address', 'Fattura: indica il codice destinatario o un indirizzo PEC'));
    }
    if (recipient_code && !/^[A-Z0-9]{7}$/.test(recipient_code)) {
      throw validationError(t(lang, 'Invoice: the recipient code has 7 letters or digits', 'Fattura: il codice destinatario ha 7 caratteri'));
    }
    if (pec && !EMAIL.test(pec)) throw validationError(t(lang, 'Invoice: the PEC address is not valid', "Fattura: l'indirizzo PEC non è valido"));
    return { company_name, vat_number, recipient_code: recipient_code || (pec ? '0000000' : ''), pec };
  }
  const tax_code = up('tax_code');
  if (!/^([A-Z0-9]{16}|\d{11})$/.test(tax_code)) throw validationError(t(lang, 'Invoice: the tax code is not valid', 'Fattura: il codice fiscale non è valido'));
  return { tax_code };
}

async function createQuotation(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const now = c.get('options').now();
  const user = await optionalUser(c);
  const requested = readRequestedLines(a.items, lang);
  const key = str(a, 'idempotency_key');
  if (key && key.length > 120) throw validationError('idempotency_key is too long (120 characters at most)');

  const contact = (json<Record<string, unknown>>(a, 'contact_info') ?? {}) as Record<string, unknown>;
  const email = cleanText(contact.email_id ?? contact.email, 254).toLowerCase();
  const first_name = cleanText(contact.first_name, 80);
  const last_name = cleanText(contact.last_name, 80);
  if (!first_name || !last_name) throw validationError(t(lang, 'First and last name are required', 'Nome e cognome sono obbligatori'));
  if (!EMAIL.test(email)) throw validationError(t(lang, 'A valid email address is required', "Serve un indirizzo e-mail valido"));
  const customerType = str(a, 'customer_type') === 'Company' ? 'Company' : 'Individual';
  const different = bool(a, 'shipping_address_different');
  const invoice = bool(a, 'invoice');
  const business_info = readBusinessInfo(a, customerType, invoice, lang);
  const order_comment = cleanText(a.order_comment, 1000);
  const ruleName = requiredStr(a, 'shipping_rule', 'shipping_rule');
  const payloadHash = hashOf({ requested, contact, customerType, different, invoice, business_info, order_comment, ruleName, user: user?.email ?? null });

  if (key) {
    const existing = db.prepare('SELECT name, payload_hash FROM quotation WHERE idempotency_key = ?').get(key) as { name: string; payload_hash: string } | undefined;
    if (existing) {
      if (existing.payload_hash !== payloadHash) {
        throw frappeError(409, 'DuplicateEntryError', t(lang, 'This idempotency key was already used for a different order', 'Questa chiave è già stata usata per un ordine diverso'));
      }
      return answer(c, existing.name);
    }
  }

  const withNames = (addr: unknown) => ({ first_name, last_name, phone: contact.phone, ...(addr as object) });
  const shipping = readAddress(withNames(contact.shipping_address), lang, { en: 'Shipping address', it: 'Indirizzo di spedizione' });
  shipping.email_id ||= email;
  const billing = different ? readAddress(withNames(contact.billing_address), lang, { en: 'Billing address', it: 'Indirizzo di fatturazione' }) : shipping;
  if (!billing.email_id) billing.email_id = email;
  if (customerType === 'Company' && business_info?.company_name && !billing.company_name) billing.company_name = business_info.company_name;

  const lines = priceLines(db, requested, lang);
  const subtotal = subtotalOf(lines);
  const shippingCents = shippingCostCents(shipping.country, ruleName, subtotal);
  if (shippingCents === null) {
    throw validationError(t(lang, `The shipping method "${ruleName}" is not available for this order`, `Il metodo di spedizione "${ruleName}" non è disponibile per questo ordine`));
  }
  const band = bandsFor(shipping.country).find((b) => b.shipping_rule === ruleName)!;
  const data: OrderData = {
    contact: { first_name, last_name, email_id: email, phone: cleanText(contact.phone, 30), company_name: cleanText(contact.company_name, 140) },
    shipping_address: addressOut(shipping),
    billing_address: addressOut(billing),
    shipping_address_different: different,
    invoice,
    business_info,
    order_comment,
    shipping_rule_label: band.label,
    lang,
  };

  const name = db.transaction(() => {
    const qname = nextName(db, `SAL-QTN-${yearOf(now)}-`);
    db.prepare(
      `INSERT INTO quotation (name, idempotency_key, payload_hash, user_email, email, customer_type, data, items, country, shipping_rule,
        shipping_cents, subtotal_cents, coupon_code, discount_cents, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0, ?)`,
    ).run(qname, key ?? null, payloadHash, user?.email ?? null, email, customerType, JSON.stringify(data), JSON.stringify(lines), shipping.country.code, ruleName, shippingCents, subtotal, iso(now));
    // A signed-in shopper's first order fills the empty address book (prefill next time).
    if (user && !(db.prepare('SELECT 1 FROM customer_address WHERE user_email = ?').get(user.email))) {
      insertAddress(db, user, shipping, 'Shipping', true, now);
    }
    return qname;
  })();
  return answer(c, name);
}

// ---------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------

function readGateway(value: string | undefined, lang: Lang): 'transfer' | 'stripe' {
  const g = (value ?? '').trim().toLowerCase();
  if (['transfer', 'bonifico', 'bank transfer', 'wire_transfer'].includes(g)) return 'transfer';
  if (['stripe', 'card', 'carta', 'credit card', 'carta di credito'].includes(g)) return 'stripe';
  throw validationError(t(lang, `Unknown payment method "${value ?? ''}"`, `Metodo di pagamento sconosciuto "${value ?? ''}"`));
}

const orderLink = (page: string, o: Pick<OrderRow, 'name' | 'token'>, extra = '') =>
  `/pages/${page}?${extra}order=${encodeURIComponent(o.name)}&token=${encodeURIComponent(o.token)}`;

const isPaid = (o: OrderRow) => o.status !== 'To Pay' && o.status !== 'Draft' && o.status !== 'Cancelled';

async function paymentRequest(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const options = c.get('options');
  const now = options.now();
  const q = getQuotation(db, requiredStr(a, 'quotation_name'), lang);
  const gateway = readGateway(str(a, 'payment_gateway'), lang);
  const country = findCountry(q.country);
  if (!country || !country.payment_methods.includes(gateway)) {
    throw validationError(t(lang, 'This payment method is not available for the delivery country', 'Questo metodo di pagamento non è disponibile per il paese di consegna'));
  }
  let order = q.sales_order ? getOrder(db, q.sales_order)! : createOrderFromQuotation(db, q, gateway, now);
  if (order.status === 'Cancelled') throw validationError(t(lang, `Order ${order.name} was cancelled`, `L'ordine ${order.name} è stato annullato`));
  if (!isPaid(order) && order.payment_method !== gateway) {
    db.prepare('UPDATE sales_order SET payment_method = ?, modified = ? WHERE name = ?').run(gateway, iso(now), order.name);
    order = getOrder(db, order.name)!;
  }
  const paid = isPaid(order);
  let pr: { name: string; client_secret: string | null } | undefined;
  if (!paid) {
    pr = db
      .prepare("SELECT name, client_secret FROM payment_request WHERE sales_order = ? AND gateway = ? AND status = 'Initiated' ORDER BY created DESC LIMIT 1")
      .get(order.name, gateway) as typeof pr;
    if (!pr) pr = newPaymentRequest(db, order, gateway, now);
  }
  if (gateway === 'transfer') sendOrderConfirmation(db, order, options);
  return answer(c, {
    payment_request: pr?.name ?? null,
    payment_url: paid
      ? orderLink('payment-success', order)
      : gateway === 'transfer'
        ? orderLink('payment-success', order, 'paymentgateway=transfer&')
        : orderLink('pay-stripe', order),
    wired_transfer_data: gateway === 'transfer' ? wiredTransferData(order) : null,
    clientSecret: gateway === 'stripe' ? (pr?.client_secret ?? null) : null,
    quotation: q.name,
    sales_order: order.name,
    order_token: order.token,
    status: order.status,
    amount: euro(order.total_cents),
    currency: 'EUR',
  });
}

function newPaymentRequest(db: Database, order: OrderRow, gateway: string, now: number) {
  const name = nextName(db, `ACC-PRQ-${yearOf(now)}-`);
  const secret = gateway === 'stripe' ? `pi_mock_${name.replace(/\W/g, '')}_secret_${token(12)}` : null;
  db.prepare("INSERT INTO payment_request (name, sales_order, gateway, amount_cents, status, client_secret, created, modified) VALUES (?, ?, ?, ?, 'Initiated', ?, ?, ?)").run(
    name,
    order.name,
    gateway,
    order.total_cents,
    secret,
    iso(now),
    iso(now),
  );
  return { name, client_secret: secret };
}

/** The order named by `order` + `token` (the guest's proof), or the signed-in owner's order. */
async function orderByProof(c: AppContext, a: Args): Promise<OrderRow> {
  const db = c.get('db');
  const lang = c.get('lang');
  const name = requiredStr(a, 'order', 'order');
  const order = getOrder(db, name);
  const missing = () => notFound(t(lang, `Order ${name} not found`, `Ordine ${name} non trovato`));
  if (!order) throw missing();
  const proof = str(a, 'token');
  if (proof) {
    if (!sameSecret(proof, order.token)) throw missing();
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

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

async function simulateCardPayment(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const options = c.get('options');
  const now = options.now();
  const order = await orderByProof(c, a);
  const success = () => ({ status: 'succeeded', message: t(lang, 'Payment received', 'Pagamento ricevuto'), redirect_url: orderLink('payment-success', order) });
  if (isPaid(order)) return answer(c, success());
  if (order.status !== 'To Pay') {
    throw validationError(t(lang, `Order ${order.name} cannot be paid (status ${order.status})`, `L'ordine ${order.name} non può essere pagato (stato ${order.status})`));
  }
  const number = (str(a, 'card_number') ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw validationError(t(lang, 'Your card number is incorrect', 'Il numero della carta non è corretto'));
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(str(a, 'expiry') ?? `${str(a, 'exp_month') ?? ''}/${str(a, 'exp_year') ?? ''}`);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (month < 1 || month > 12) throw validationError(t(lang, "Your card's expiry date is incomplete", 'La data di scadenza della carta non è completa'));
  const today = new Date(now);
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
    throw validationError(t(lang, 'Your card has expired', 'La carta è scaduta'));
  }
  if (!/^\d{3,4}$/.test(str(a, 'cvc') ?? '')) throw validationError(t(lang, "Your card's security code is incorrect", 'Il codice di sicurezza della carta non è corretto'));

  const pr =
    (db.prepare("SELECT name FROM payment_request WHERE sales_order = ? AND gateway = 'stripe' AND status = 'Initiated' ORDER BY created DESC LIMIT 1").get(order.name) as
      | { name: string }
      | undefined) ?? newPaymentRequest(db, order, 'stripe', now);
  const at = iso(now);
  if (number === TEST_CARDS.success) {
    db.transaction(() => {
      db.prepare("UPDATE payment_request SET status = 'Paid', modified = ? WHERE name = ?").run(at, pr.name);
      db.prepare("UPDATE sales_order SET payment_method = 'stripe' WHERE name = ?").run(order.name);
      setStatus(db, order, 'Paid', at, t(lang, 'Card payment received', 'Pagamento con carta ricevuto'));
    })();
    sendOrderConfirmation(db, getOrder(db, order.name)!, options);
    return answer(c, success());
  }
  const code = number === TEST_CARDS.declined ? 'generic_decline' : 'card_not_supported';
  db.prepare("UPDATE payment_request SET status = 'Failed', failure = ?, modified = ? WHERE name = ?").run(code, at, pr.name);
  return answer(c, {
    status: 'declined',
    decline_code: code,
    message:
      code === 'generic_decline'
        ? t(lang, 'Your card was declined', 'La carta è stata rifiutata')
        : t(lang, 'Your card was declined: the test gateway accepts only test cards', 'La carta è stata rifiutata: il circuito di prova accetta solo carte di prova'),
    redirect_url: orderLink('payment-failed', order),
  });
}

// ---------------------------------------------------------------------------------------------
// Orders of the signed-in customer, tracking
// ---------------------------------------------------------------------------------------------

function ownOrder(c: AppContext, user: User, name: string | undefined): OrderRow {
  const lang = c.get('lang');
  if (!name) throw validationError(t(lang, 'The order number is required', "Il numero d'ordine è obbligatorio"));
  const order = getOrder(c.get('db'), name);
  // Another customer's order answers exactly like a missing one (decisions.md "who may see what").
  if (!order || order.user_email !== user.email) throw notFound(t(lang, `Order ${name} not found`, `Ordine ${name} non trovato`));
  return order;
}

async function listOrders(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const db = c.get('db');
  const page = int(a, 'page_num', 1, 1, 10_000);
  const size = int(a, 'page_size', 20, 1, 100);
  const where = ['user_email = ?'];
  const params: unknown[] = [user.email];
  const status = str(a, 'status');
  if (status) {
    where.push('status = ?');
    params.push(assertStatus(status));
  }
  const from = str(a, 'from_date');
  if (from) {
    where.push('creation >= ?');
    params.push(from);
  }
  const to = str(a, 'to_date');
  if (to) {
    where.push('creation < ?');
    params.push(/^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z` : to);
  }
  const search = str(a, 'search')?.toLowerCase();
  if (search) {
    where.push('(lower(name) LIKE ? OR lower(items) LIKE ?)');
    params.push(`%${search}%`, `%${search}%`);
  }
  const rows = db
    .prepare(`SELECT * FROM sales_order WHERE ${where.join(' AND ')} ORDER BY creation DESC, name DESC LIMIT ? OFFSET ?`)
    .all(...params, size, (page - 1) * size) as OrderRow[];
  return answer(c, rows.map((o) => orderOut(db, o, c.get('lang'))));
}

const trackMisses = new WeakMap<Database, Map<string, number[]>>();
const TRACK_LIMIT = 10;
const HOUR = 3_600_000;

async function trackOrder(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const now = c.get('options').now();
  const name = (str(a, 'order_id') ?? str(a, 'name') ?? str(a, 'order') ?? '').trim().toUpperCase();
  const email = (str(a, 'email') ?? '').trim().toLowerCase();
  if (!name || !email) throw validationError(t(lang, 'Order number and email address are required', "Numero d'ordine e indirizzo e-mail sono obbligatori"));
  let misses = trackMisses.get(db);
  if (!misses) trackMisses.set(db, (misses = new Map()));
  const recent = (misses.get(email) ?? []).filter((at) => now - at < HOUR);
  if (recent.length >= TRACK_LIMIT) {
    const retry = Math.ceil((recent[0]! + HOUR - now) / 1000);
    throw frappeError(429, 'TooManyRequests', t(lang, 'Too many attempts: try again later', 'Troppi tentativi: riprova più tardi'), { 'Retry-After': String(retry) });
  }
  const order = getOrder(db, name);
  if (!order || order.email !== email) {
    recent.push(now);
    misses.set(email, recent);
    throw notFound(t(lang, 'No order matches this order number and email address', "Nessun ordine corrisponde a questo numero e a questo indirizzo e-mail"));
  }
  const full = orderOut(db, order, lang);
  return answer(c, {
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
  });
}

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

interface AddressRow {
  name: string;
  user_email: string;
  address_title: string;
  first_name: string;
  last_name: string;
  company_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  address_type: string;
  is_primary_address: number;
  email_id: string;
  phone: string;
  creation: string;
  modified: string;
}

function addressRowOut(r: AddressRow, lang: Lang) {
  const country = findCountry(r.country);
  return {
    name: r.name,
    address_title: r.address_title,
    first_name: r.first_name,
    last_name: r.last_name,
    company_name: r.company_name,
    address_line1: r.address_line1,
    address_line2: r.address_line2,
    city: r.city,
    state: r.state,
    pincode: r.pincode,
    country: country ? countryName(country, lang) : r.country,
    country_code: country?.code ?? null,
    address_type: r.address_type,
    is_primary_address: r.is_primary_address,
    is_shipping_address: r.address_type === 'Shipping' ? 1 : 0,
    email_id: r.email_id,
    phone: r.phone,
    creation: r.creation,
    modified: r.modified,
  };
}

const MAX_ADDRESSES = 20;

function insertAddress(db: Database, user: Pick<User, 'email' | 'first_name' | 'last_name'>, a: AddressInput, type: string, primary: boolean, now: number): string {
  const count = (db.prepare('SELECT count(*) AS n FROM customer_address WHERE user_email = ?').get(user.email) as { n: number }).n;
  if (count >= MAX_ADDRESSES) throw validationError(`An address book holds ${MAX_ADDRESSES} addresses at most`);
  const name = nextName(db, 'ADDR-');
  const first = a.first_name || user.first_name;
  const last = a.last_name || user.last_name;
  const title = a.company_name || `${first} ${last}`.trim() || a.city;
  const makePrimary = primary || count === 0;
  if (makePrimary) db.prepare('UPDATE customer_address SET is_primary_address = 0 WHERE user_email = ?').run(user.email);
  db.prepare(
    `INSERT INTO customer_address (name, user_email, address_title, first_name, last_name, company_name, address_line1, address_line2, city, state,
      pincode, country, address_type, is_primary_address, email_id, phone, creation, modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(name, user.email, title, first, last, a.company_name, a.address_line1, a.address_line2, a.city, a.state, a.pincode, a.country.en, type, makePrimary ? 1 : 0, a.email_id || user.email, a.phone, iso(now), iso(now));
  return name;
}

/** Address fields from flat arguments or an `address` JSON object. */
function addressArgs(a: Args): Record<string, unknown> {
  const nested = json<Record<string, unknown>>(a, 'address');
  return nested && typeof nested === 'object' ? { ...a, ...nested } : a;
}

const addressType = (v: unknown) => (typeof v === 'string' && v.toLowerCase() === 'billing' ? 'Billing' : 'Shipping');

function ownAddress(c: AppContext, user: User, name: string | undefined): AddressRow {
  const lang = c.get('lang');
  const row = name ? (c.get('db').prepare('SELECT * FROM customer_address WHERE name = ? AND user_email = ?').get(name, user.email) as AddressRow | undefined) : undefined;
  if (!row) throw notFound(t(lang, `Address ${name ?? ''} not found`, `Indirizzo ${name ?? ''} non trovato`));
  return row;
}

function listAddresses(db: Database, user: User, lang: Lang) {
  const rows = db.prepare('SELECT * FROM customer_address WHERE user_email = ? ORDER BY is_primary_address DESC, creation, name').all(user.email) as AddressRow[];
  return rows.map((r) => addressRowOut(r, lang));
}

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

const invoiceUrl = (file: string) => `/files/invoices/${file}`;

function hasAppToken(c: AppContext): boolean {
  const header = c.req.header('authorization') ?? '';
  const { apiKey, apiSecret } = c.get('options');
  const m = /^\s*(token|basic)\s+(\S+)\s*$/i.exec(header);
  if (!m) return false;
  const value = m[1]!.toLowerCase() === 'token' ? m[2]! : Buffer.from(m[2]!, 'base64').toString('utf8');
  return sameSecret(value, `${apiKey}:${apiSecret}`);
}

// ---------------------------------------------------------------------------------------------
// Seed: a few past orders and addresses for the demo accounts, so order history has content.
// ---------------------------------------------------------------------------------------------

interface SeedOrder {
  days: Array<[string, string]>;
  products: Array<[number, number]>;
  method: 'transfer' | 'stripe';
  rule: 'Flat Rate' | 'Local Pickup';
  coupon?: string;
}

const DEMO_ORDERS: Record<string, SeedOrder[]> = {
  'mario.rossi@example.com': [
    { method: 'stripe', rule: 'Flat Rate', products: [[1, 1], [2, 2]], days: [['Draft', '2026-03-14T09:12:00Z'], ['To Pay', '2026-03-14T09:13:00Z'], ['Paid', '2026-03-14T09:14:00Z'], ['Processing', '2026-03-14T15:30:00Z'], ['Shipped', '2026-03-16T08:05:00Z'], ['Delivered', '2026-03-18T11:40:00Z']] },
    { method: 'transfer', rule: 'Flat Rate', products: [[5, 1]], days: [['Draft', '2026-06-02T18:20:00Z'], ['To Pay', '2026-06-02T18:21:00Z'], ['Paid', '2026-06-04T10:00:00Z'], ['Processing', '2026-06-04T14:00:00Z'], ['Refunded', '2026-06-06T09:30:00Z']] },
    { method: 'transfer', rule: 'Local Pickup', products: [[8, 1], [13, 3]], days: [['Draft', '2026-08-20T10:00:00Z'], ['To Pay', '2026-08-20T10:01:00Z'], ['Cancelled', '2026-08-30T00:00:00Z']] },
    { method: 'stripe', rule: 'Flat Rate', coupon: 'BENVENUTO10', products: [[3, 2], [21, 1]], days: [['Draft', '2026-10-05T07:45:00Z'], ['To Pay', '2026-10-05T07:46:00Z'], ['Paid', '2026-10-05T07:47:00Z'], ['Processing', '2026-10-05T13:00:00Z'], ['Shipped', '2026-10-06T09:10:00Z'], ['Delivered', '2026-10-08T16:25:00Z']] },
    { method: 'stripe', rule: 'Flat Rate', products: [[34, 1], [4, 1]], days: [['Draft', '2026-11-10T20:02:00Z'], ['To Pay', '2026-11-10T20:03:00Z'], ['Paid', '2026-11-10T20:04:00Z'], ['Processing', '2026-11-11T09:00:00Z'], ['Shipped', '2026-11-12T10:30:00Z']] },
    { method: 'stripe', rule: 'Flat Rate', products: [[6, 1]], days: [['Draft', '2026-11-18T12:00:00Z'], ['To Pay', '2026-11-18T12:01:00Z'], ['Paid', '2026-11-18T12:02:00Z'], ['Processing', '2026-11-19T08:30:00Z']] },
    { method: 'transfer', rule: 'Flat Rate', products: [[9, 2]], days: [['Draft', '2026-11-21T17:40:00Z'], ['To Pay', '2026-11-21T17:41:00Z']] },
  ],
  'jana.novak@example.com': [
    { method: 'stripe', rule: 'Flat Rate', products: [[11, 1], [12, 1]], days: [['Draft', '2026-09-09T08:00:00Z'], ['To Pay', '2026-09-09T08:01:00Z'], ['Paid', '2026-09-09T08:02:00Z'], ['Processing', '2026-09-09T12:00:00Z'], ['Shipped', '2026-09-10T09:00:00Z'], ['Delivered', '2026-09-14T15:00:00Z']] },
  ],
};

const DEMO_ADDRESSES: Record<string, Array<Record<string, string>>> = {
  'mario.rossi@example.com': [
    { address_line1: 'Via Torino 45', city: 'Milano', state: 'MI', pincode: '20123', country: 'Italy', phone: '+39 347 123 4567', type: 'Shipping' },
    { address_line1: 'Via dell’Indipendenza 8', address_line2: 'Scala B, interno 4', city: 'Bologna', state: 'BO', pincode: '40121', country: 'Italy', phone: '+39 051 765 4321', type: 'Billing' },
  ],
  'jana.novak@example.com': [{ address_line1: 'Obchodná 12', city: 'Bratislava', state: '', pincode: '811 06', country: 'Slovakia', phone: '+421 905 123 456', type: 'Shipping' }],
};

function seedCommerce(db: Database): void {
  let users: Array<{ email: string; first_name: string; last_name: string }>;
  try {
    users = db.prepare('SELECT email, first_name, last_name FROM user').all() as typeof users;
  } catch {
    return; // no user table: nothing to attach demo orders to
  }
  const firstVariant = db.prepare('SELECT v.sku FROM variant v WHERE v.product_id = ? ORDER BY v.ord LIMIT 1');
  for (const user of users) {
    const addresses = DEMO_ADDRESSES[user.email] ?? [];
    const stored: AddressInput[] = [];
    addresses.forEach((raw, i) => {
      const input = readAddress({ ...raw, first_name: user.first_name, last_name: user.last_name, email_id: user.email }, 'en', { en: 'Address', it: 'Indirizzo' });
      stored.push(input);
      insertAddress(db, user, input, raw.type ?? 'Shipping', i === 0, Date.parse('2026-02-01T10:00:00Z') + i * 60_000);
    });
    for (const spec of DEMO_ORDERS[user.email] ?? []) {
      const requested = spec.products
        .map(([id, qty]) => ({ sku: (firstVariant.get(id) as { sku: string } | undefined)?.sku, qty }))
        .filter((l): l is { sku: string; qty: number } => Boolean(l.sku))
        .map((l) => ({ item_code: l.sku, qty: l.qty }));
      if (requested.length === 0) continue;
      const lines = priceLines(db, requested, 'en', false);
      const subtotal = subtotalOf(lines);
      const address = stored[0] ?? readAddress({ address_line1: 'Via Roma 1', city: 'Milano', pincode: '20121', country: 'Italy' }, 'en', { en: 'Address', it: 'Indirizzo' });
      const shippingCents = shippingCostCents(address.country, spec.rule, subtotal) ?? 0;
      const coupon = spec.coupon ? findCoupon(spec.coupon) : undefined;
      const discount = coupon ? couponDiscountCents(coupon, subtotal) : 0;
      const created = spec.days[0]![1];
      const band = bandsFor(address.country).find((b) => b.shipping_rule === spec.rule)!;
      const data: OrderData = {
        contact: { first_name: user.first_name, last_name: user.last_name, email_id: user.email, phone: address.phone, company_name: '' },
        shipping_address: addressOut(address),
        billing_address: addressOut(stored[1] ?? address),
        shipping_address_different: Boolean(stored[1]),
        invoice: false,
        business_info: null,
        order_comment: '',
        shipping_rule_label: band.label,
        lang: user.email.endsWith('.it') || user.email.startsWith('mario') ? 'it' : 'en',
      };
      const year = Number(created.slice(0, 4));
      const qname = nextName(db, `SAL-QTN-${year}-`);
      const oname = nextName(db, `SAL-ORD-${year}-`);
      const last = spec.days.at(-1)!;
      const total = Math.max(0, subtotal + shippingCents - discount);
      db.prepare(
        `INSERT INTO quotation (name, idempotency_key, payload_hash, user_email, email, customer_type, data, items, country, shipping_rule,
          shipping_cents, subtotal_cents, coupon_code, discount_cents, created, sales_order) VALUES (?, NULL, '', ?, ?, 'Individual', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(qname, user.email, user.email, JSON.stringify(data), JSON.stringify(lines), address.country.code, spec.rule, shippingCents, subtotal, coupon?.code ?? null, discount, created, oname);
      const paidStates = ['Paid', 'Processing', 'Shipped', 'Delivered'];
      db.prepare(
        `INSERT INTO sales_order (name, quotation, token, user_email, email, customer_type, status, transaction_status, payment_method, data, items,
          shipping_rule, shipping_cents, subtotal_cents, coupon_code, discount_cents, total_cents, paid_cents, confirmation_sent, creation, modified)
         VALUES (?, ?, ?, ?, ?, 'Individual', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      ).run(
        oname,
        qname,
        token(),
        user.email,
        user.email,
        last[0],
        paidStates.includes(last[0]) ? 'Completed' : last[0] === 'Refunded' ? 'Refunded' : last[0] === 'Cancelled' ? 'Cancelled' : 'Pending',
        spec.method,
        JSON.stringify(data),
        JSON.stringify(lines),
        spec.rule,
        shippingCents,
        subtotal,
        coupon?.code ?? null,
        discount,
        total,
        paidStates.includes(last[0]) ? total : 0,
        created,
        last[1],
      );
      for (const [status, at] of spec.days) addStatus(db, oname, assertStatus(status), at);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The module
// ---------------------------------------------------------------------------------------------

export const commerceModule: MockModule = {
  name: 'commerce',
  migrate: migrateCommerce,
  seed: seedCommerce,
  register(app) {
    method(app, 'omnicommerce.controllers.cart.get_deliverable_countries', (c) => answer(c, { data: countriesOut(c.get('lang')) }));

    method(app, 'omnicommerce.controllers.cart.get_shipping_rules', (c, a) => answer(c, { data: shippingRows(str(a, 'country'), c.get('lang')) }));

    method(app, 'omnicommerce.controllers.api_client.get_products_price', (c, a) => {
      const db = c.get('db');
      const lang = c.get('lang');
      const codes = list(a.item_codes);
      const qtys = list(a.quantity_list).map((q) => Number(q));
      if (codes.length > 200) throw validationError('Ask for 200 items at most');
      const out = codes.flatMap((code, i) => {
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
      return answer(c, out);
    });

    method(app, 'omnicommerce.controllers.promotion.apply_coupon_code', (c, a) => {
      const db = c.get('db');
      const lang = c.get('lang');
      const now = c.get('options').now();
      const code = str(a, 'applied_code') ?? str(a, 'coupon_code');
      const qname = str(a, 'quotation_name');
      if (qname) {
        const q = getQuotation(db, qname, lang);
        const lines = JSON.parse(q.items) as PricedLine[];
        const checked = checkCoupon(code, q.subtotal_cents, lang, now);
        if ('status' in checked) return answer(c, checked);
        if (q.sales_order && q.coupon_code !== checked.code) {
          return answer(c, { status: 'error', error_code: 'ordered', message: t(lang, 'This order was already placed', 'Questo ordine è già stato effettuato') } satisfies CouponRefusal);
        }
        const discount = couponDiscountCents(checked, q.subtotal_cents);
        db.prepare('UPDATE quotation SET coupon_code = ?, discount_cents = ? WHERE name = ?').run(checked.code, discount, q.name);
        return answer(c, quotationOut({ ...q, coupon_code: checked.code, discount_cents: discount, lines }, lang));
      }
      // No quotation yet (the cart page): a preview over the given items.
      const lines = priceLines(db, readRequestedLines(a.items, lang), lang, false);
      const subtotal = subtotalOf(lines);
      const checked = checkCoupon(code, subtotal, lang, now);
      if ('status' in checked) return answer(c, checked);
      return answer(
        c,
        quotationOut(
          { name: null as unknown as string, subtotal_cents: subtotal, shipping_cents: 0, discount_cents: couponDiscountCents(checked, subtotal), coupon_code: checked.code, shipping_rule: '', sales_order: null, lines },
          lang,
        ),
      );
    });

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.create_quotation', createQuotation);
    method(app, 'mymb_ecommerce.mymb_ecommerce.payment.payment_request', paymentRequest);
    method(app, 'mymb_ecommerce.mymb_ecommerce.payment.simulate_card_payment', simulateCardPayment);

    method(app, 'mymb_ecommerce.mymb_ecommerce.payment.get_payment_status', async (c, a) => {
      const db = c.get('db');
      const order = await orderByProof(c, a);
      const last = db.prepare('SELECT name, gateway, status, failure, modified FROM payment_request WHERE sales_order = ? ORDER BY modified DESC, name DESC LIMIT 1').get(order.name) as
        | { name: string; gateway: string; status: string; failure: string | null; modified: string }
        | undefined;
      const out = orderOut(db, order, c.get('lang'));
      return answer(c, { order: out, paid: out.paid, status: order.status, payment_method: order.payment_method, quotation: order.quotation, last_payment: last ?? null });
    });

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer', listOrders);

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.get_sales_order', async (c, a) => {
      const user = await requireUser(c);
      return answer(c, orderOut(c.get('db'), ownOrder(c, user, str(a, 'name') ?? str(a, 'order_id')), c.get('lang')));
    });

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.track_order', trackOrder);

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.get_addresses_for_current_customer', async (c) => {
      const user = await requireUser(c);
      return answer(c, listAddresses(c.get('db'), user, c.get('lang')));
    });

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.add_address', async (c, a) => {
      const user = await requireUser(c);
      const db = c.get('db');
      const lang = c.get('lang');
      const fields = addressArgs(a);
      const input = readAddress(fields, lang, { en: 'Address', it: 'Indirizzo' });
      const name = db.transaction(() => insertAddress(db, user, input, addressType(fields.address_type), bool(fields, 'is_primary_address'), c.get('options').now()))();
      return answer(c, addressRowOut(ownAddress(c, user, name), lang));
    });

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.update_address', async (c, a) => {
      const user = await requireUser(c);
      const db = c.get('db');
      const lang = c.get('lang');
      const current = ownAddress(c, user, str(a, 'name'));
      const fields = addressArgs(a);
      const merged = { ...current, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null)) };
      const input = readAddress(merged, lang, { en: 'Address', it: 'Indirizzo' });
      const now = iso(c.get('options').now());
      db.transaction(() => {
        if (bool(fields, 'is_primary_address')) db.prepare('UPDATE customer_address SET is_primary_address = 0 WHERE user_email = ?').run(user.email);
        db.prepare(
          `UPDATE customer_address SET address_title = ?, first_name = ?, last_name = ?, company_name = ?, address_line1 = ?, address_line2 = ?, city = ?,
            state = ?, pincode = ?, country = ?, address_type = ?, email_id = ?, phone = ?, modified = ?,
            is_primary_address = CASE WHEN ? THEN 1 ELSE is_primary_address END WHERE name = ?`,
        ).run(
          input.company_name || `${input.first_name} ${input.last_name}`.trim() || input.city,
          input.first_name,
          input.last_name,
          input.company_name,
          input.address_line1,
          input.address_line2,
          input.city,
          input.state,
          input.pincode,
          input.country.en,
          fields.address_type === undefined ? current.address_type : addressType(fields.address_type),
          input.email_id || user.email,
          input.phone,
          now,
          bool(fields, 'is_primary_address') ? 1 : 0,
          current.name,
        );
      })();
      return answer(c, addressRowOut(ownAddress(c, user, current.name), lang));
    });

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.delete_address', async (c, a) => {
      const user = await requireUser(c);
      const db = c.get('db');
      const row = ownAddress(c, user, str(a, 'name'));
      db.transaction(() => {
        db.prepare('DELETE FROM customer_address WHERE name = ?').run(row.name);
        if (row.is_primary_address) {
          db.prepare(
            'UPDATE customer_address SET is_primary_address = 1 WHERE name = (SELECT name FROM customer_address WHERE user_email = ? ORDER BY creation DESC, name DESC LIMIT 1)',
          ).run(user.email);
        }
      })();
      return answer(c, { name: row.name, deleted: 1 });
    });

    method(app, 'mymb_ecommerce.mymb_ecommerce.order.set_default_address', async (c, a) => {
      const user = await requireUser(c);
      const db = c.get('db');
      const row = ownAddress(c, user, str(a, 'name'));
      db.transaction(() => {
        db.prepare('UPDATE customer_address SET is_primary_address = 0 WHERE user_email = ?').run(user.email);
        db.prepare('UPDATE customer_address SET is_primary_address = 1, modified = ? WHERE name = ?').run(iso(c.get('options').now()), row.name);
      })();
      return answer(c, addressRowOut(ownAddress(c, user, row.name), c.get('lang')));
    });

    method(app, 'omnicommerce.controllers.pdf.get_sales_order_invoice', async (c, a) => {
      const user = await requireUser(c);
      const db = c.get('db');
      const lang = c.get('lang');
      const order = ownOrder(c, user, str(a, 'order_id') ?? str(a, 'name'));
      const invoice = ensureInvoice(db, order, lang, c.get('options').now());
      const out = orderOut(db, order, lang);
      return answer(c, {
        name: invoice.name,
        sales_order: order.name,
        attachment_files: [invoiceUrl(invoice.file_name)],
        creation_date: invoice.creation,
        status: order.status === 'Refunded' ? 'Credit Note Issued' : 'Paid',
        total: out.total,
        currency: 'EUR',
        items: out.items,
      });
    });

    method(app, 'mymb_ecommerce.mymb_b2c.mymb_documents.get_document', async (c, a) => {
      const user = await requireUser(c);
      const db = c.get('db');
      const lang = c.get('lang');
      const invoiceName = str(a, 'name') ?? str(a, 'docname');
      let orderName = str(a, 'order_id') ?? str(a, 'sales_order');
      if (invoiceName && !orderName) {
        const row = db.prepare('SELECT sales_order FROM sales_invoice WHERE name = ?').get(invoiceName) as { sales_order: string } | undefined;
        if (!row) throw notFound(t(lang, `Document ${invoiceName} not found`, `Documento ${invoiceName} non trovato`));
        orderName = row.sales_order;
      }
      const order = ownOrder(c, user, orderName);
      const invoice = ensureInvoice(db, order, lang, c.get('options').now());
      return answer(c, { file_url: invoiceUrl(invoice.file_name), name: invoice.name });
    });

    app.get('/files/invoices/:file', async (c) => {
      if (!hasAppToken(c)) throw frappeError(401, 'AuthenticationError', 'Not permitted: invalid or missing API token');
      const user = await requireUser(c);
      const row = c.get('db').prepare('SELECT i.pdf, i.file_name, o.user_email FROM sales_invoice i JOIN sales_order o ON o.name = i.sales_order WHERE i.file_name = ?').get(c.req.param('file')) as
        | { pdf: Buffer; file_name: string; user_email: string | null }
        | undefined;
      if (!row || row.user_email !== user.email) return c.json({ exc_type: 'DoesNotExistError', _server_messages: JSON.stringify([JSON.stringify({ message: 'File not found' })]) }, 404);
      return new Response(new Uint8Array(row.pdf), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${row.file_name}"`, 'Cache-Control': 'private, no-store' },
      });
    });

    // Test helpers: what the shop stored, and knobs for journeys (no token, like the rest of /__mock).
    app.get('/__mock/orders', (c) => {
      const db = c.get('db');
      const email = c.req.query('email')?.trim().toLowerCase();
      const name = c.req.query('name');
      const rows = (
        name
          ? db.prepare('SELECT * FROM sales_order WHERE name = ?').all(name)
          : email
            ? db.prepare('SELECT * FROM sales_order WHERE email = ? ORDER BY creation DESC, name DESC').all(email)
            : db.prepare('SELECT * FROM sales_order ORDER BY creation DESC, name DESC LIMIT 50').all()
      ) as OrderRow[];
      return c.json(rows.map((o) => ({ ...orderOut(db, o, 'en'), email: o.email, user_email: o.user_email, quotation: o.quotation })));
    });

    app.post('/__mock/orders/status', async (c) => {
      const db = c.get('db');
      const body = (await c.req.json().catch(() => ({}))) as { name?: string; status?: string; note?: string; at?: string };
      const order = body.name ? getOrder(db, body.name) : undefined;
      if (!order) return c.json({ error: 'order not found' }, 404);
      setStatus(db, order, assertStatus(body.status), body.at ?? iso(c.get('options').now()), body.note ?? null);
      return c.json(orderOut(db, getOrder(db, order.name)!, 'en'));
    });

    app.get('/__mock/stock', (c) => {
      const row = c.get('db').prepare('SELECT sku, stock FROM variant WHERE sku = ?').get(c.req.query('sku') ?? '');
      return row ? c.json(row) : c.json({ error: 'sku not found' }, 404);
    });

    app.post('/__mock/stock', async (c) => {
      const db = c.get('db');
      const body = (await c.req.json().catch(() => ({}))) as { sku?: string; stock?: number };
      const row = db.prepare('SELECT product_id FROM variant WHERE sku = ?').get(body.sku ?? '') as { product_id: number } | undefined;
      if (!row || typeof body.stock !== 'number' || !Number.isInteger(body.stock) || body.stock < 0) return c.json({ error: 'give an existing sku and a whole stock ≥ 0' }, 400);
      db.prepare('UPDATE variant SET stock = ? WHERE sku = ?').run(body.stock, body.sku);
      recomputeProductStock(db, row.product_id);
      return c.json({ sku: body.sku, stock: body.stock });
    });
  },
};
