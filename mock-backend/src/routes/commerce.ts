/**
 * Commerce as the real back-end answers it (docs/backend/commerce-mock.md): deliverable
 * countries, shipping rules, the quotation, the coupon and the payment request; plus the test
 * helpers under /__mock. Orders, addresses, invoices and the stock resources are in orders.ts;
 * the optional methods the real back-end lacks in commerce/extended.ts.
 *
 * Paths under /api/method/:
 *   omnicommerce.controllers.cart.get_deliverable_countries      → {data: [{name: "Italy", code: "it"}, …]}
 *   omnicommerce.controllers.cart.get_shipping_rules (country, totalPrice)
 *                                                                 → {data: [{shipping_rule, label, generic_shipping_amount, shipping_amount, country, price_range_from, price_range_to}]}
 *   mymb_ecommerce.mymb_ecommerce.order.create_quotation (POST, JSON body)
 *                                                                 → "SAL-QTN-2026-00042"
 *   omnicommerce.controllers.promotion.apply_coupon_code (quotation_name, applied_code, applied_referral_sales_partner)
 *                                                                 → the whole Quotation + coupon_description; refusals HTTP 200 {status: "error", message, coupon_description: ""}
 *   mymb_ecommerce.mymb_ecommerce.payment.payment_request (quotation_name, payment_gateway)
 *                                                                 → {payment_request, payment_url, wired_transfer_data, clientSecret, quotation}
 * Test helpers (no token): GET /__mock/orders?email=&name=, POST /__mock/orders/status {name, status, note?},
 *   POST /__mock/stripe/payment-succeeded {payment_intent | order}, GET /__mock/stock?sku=, POST /__mock/stock {sku, stock}.
 */
import { recomputeProductStock } from '../catalogue/listing-stats';
import type { AppContext, MockModule } from '../context';
import {
  args,
  method,
  missingArgument,
  notFound,
  pythonError,
  str,
  validationError,
  type Args,
  type Row,
} from '../frappe';
import { findUserByEmail } from '../user';
import { storedAddress } from '../commerce/address-input';
import { getAddress, insertAddress } from '../commerce/addresses';
import { findItem } from '../commerce/catalogue-items';
import {
  COUNTRIES,
  SHIPPING_RULES,
  bandFor,
  couponDiscountCents,
  findCoupon,
  findShippingRule,
  shippingCostCents,
} from '../commerce/data';
import { quotationDoc } from '../commerce/documents';
import { erpState } from '../commerce/erp-state';
import { newPaymentRequest, paymentRequestDoc } from '../commerce/payment-request';
import { registerExtended } from '../commerce/extended';
import { wiredTransferHtml } from '../commerce/bank-transfer';
import { sendOrderConfirmation } from '../commerce/order-confirmation';
import { orderOut } from '../commerce/order-out';
import {
  assertStatus,
  createOrderFromQuotation,
  getOrder,
  iso,
  setStatus,
  yearOf,
  type OrderData,
  type OrderRow,
  type QuotationRow,
} from '../commerce/orders';
import { migrateCommerce } from '../commerce/schema';
import { seedCommerce } from '../commerce/seed';
import { pricedLine, stockError, type PricedLine } from '../commerce/priced-lines';
import { euro, nextName } from '../commerce/store';

const CART = 'omnicommerce.controllers.cart';
const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';
const PAYMENT = 'mymb_ecommerce.mymb_ecommerce.payment';
const PROMOTION = 'omnicommerce.controllers.promotion';

// ---------------------------------------------------------------------------------------------
// Countries and shipping rules
// ---------------------------------------------------------------------------------------------

const countries = () => ({ data: COUNTRIES.map((c) => ({ name: c.en, code: c.code.toLowerCase() })) });

/** Python's truthiness of an argument: "" and JSON 0 are falsy, the text "0" is not. */
const truthy = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== 0 && v !== false;

/**
 * One row per enabled rule × rule country × band containing `totalPrice`, only when `totalPrice`
 * is truthy; `country` keeps the rules for that country (or for none) but each still yields a row
 * per country it lists; `price_range_to` is 0 whenever `price_range_from` is 0 (the real quirk).
 */
function shippingRules(a: Args) {
  const country = str(a, 'country');
  if (!truthy(a.totalPrice)) return { data: [] };
  const total = Number(a.totalPrice);
  if (!Number.isFinite(total))
    throw pythonError('ValueError', `could not convert string to float: '${String(a.totalPrice)}'`);
  const cents = Math.round(total * 100);
  const rows: Row[] = [];
  for (const rule of SHIPPING_RULES) {
    if (country && rule.countries.length > 0 && !rule.countries.includes(country)) continue;
    const band =
      rule.conditions.length === 0
        ? { from_cents: 0, to_cents: 0, amount_cents: rule.amount_cents }
        : bandFor(rule, cents);
    if (!band) continue;
    for (const c of rule.countries.length > 0 ? rule.countries : ['ALL']) {
      rows.push({
        shipping_rule: rule.name,
        label: rule.label,
        generic_shipping_amount: euro(rule.amount_cents),
        shipping_amount: euro(band.amount_cents),
        country: c,
        price_range_from: euro(band.from_cents),
        price_range_to: band.from_cents ? euro(band.to_cents) : 0,
      });
    }
  }
  return { data: rows };
}

// ---------------------------------------------------------------------------------------------
// Quotation
// ---------------------------------------------------------------------------------------------

/** `customer_id` → the Customer (its name is the shopper's e-mail; the mock also knows the account's own customer id). */
function customerFor(c: AppContext, id: string): string | null {
  if (id === 'Guest') return null;
  const byEmail = findUserByEmail(c, id);
  if (byEmail) return byEmail.email;
  const row = c.get('db').prepare('SELECT email FROM user WHERE customer = ?').get(id) as { email: string } | undefined;
  if (row) return row.email;
  throw notFound(`Customer ${id} not found`);
}

const noneAttribute = () => pythonError('AttributeError', "'NoneType' object has no attribute 'get'");
const asObject = (v: unknown): Row | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : null);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The Address a checkout uses: a saved one by `{name}` (not checked against the Customer, as in the real method), else a new one. */
function checkoutAddress(
  c: AppContext,
  info: Row,
  contact: Row,
  type: 'Shipping' | 'Billing',
  fullName: string,
  customer: string,
): string {
  const saved = text(info.name);
  if (saved) return saved;
  const row = insertAddress(
    c.get('db'),
    {
      address_title: fullName,
      email_id: contact.email_id,
      phone: contact.phone,
      address_line1: info.address_line1,
      address_line2: info.address_line2,
      city: info.city,
      state: info.state,
      pincode: info.pincode,
      country: info.country,
      address_type: type,
      is_primary_address: 0,
      links: [{ link_doctype: 'Customer', link_name: customer, link_title: fullName }],
    },
    c.get('options').now(),
    c.get('lang'),
  );
  return row.name;
}

/** The real method wraps a failed insert in a 417 whose text embeds the whole request. */
function insertFailed(a: Args, reason: string) {
  const request = JSON.stringify({
    items: a.items,
    contact_info: a.contact_info,
    business_info: a.business_info ?? null,
  });
  return validationError(`ERROR in quotation creation. Order: ${request}. ${reason}`);
}

/** Quotation Item rows as sent: the `rate` given is stored (the catalogue's rate when none). */
function quotationLines(c: AppContext, a: Args): PricedLine[] {
  const db = c.get('db');
  const lang = c.get('lang');
  if (!Array.isArray(a.items)) throw insertFailed(a, 'items must be a list of Quotation Item rows');
  if (a.items.length === 0) throw insertFailed(a, 'Items cannot be empty');
  const items: unknown[] = a.items;
  const lines = items.map((raw, i): PricedLine => {
    const row = asObject(raw) ?? {};
    const code = text(row.item_code);
    const item = code ? findItem(db, code) : null;
    if (!item) throw insertFailed(a, `Could not find Item: ${code}`);
    const qty = Number(row.qty);
    if (!Number.isInteger(qty) || qty < 1 || qty > 99)
      throw insertFailed(a, `Row #${i + 1}: Quantity must be a whole number from 1 to 99`);
    const rate =
      row.rate === undefined || row.rate === null || row.rate === '' ? item.rate_cents / 100 : Number(row.rate);
    if (!Number.isFinite(rate) || rate < 0) throw insertFailed(a, `Row #${i + 1}: Rate must be a number`);
    return pricedLine(item, qty, Math.round(rate * 100));
  });
  // The mock's oversell guard starts here (stock is taken when the order is made): a line above the stock is refused.
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.item_code, (wanted.get(l.item_code) ?? 0) + l.qty);
  for (const [code, qty] of wanted) {
    const item = findItem(db, code)!;
    if (qty > item.stock) throw stockError(item, lang);
  }
  return lines;
}

async function createQuotation(c: AppContext) {
  const db = c.get('db');
  const now = c.get('options').now();
  const a = await args(c);
  if (a.items === undefined) throw missingArgument('create_quotation', 'items');
  const customer = customerFor(c, text(a.customer_id) || 'Guest');
  const contact = asObject(a.contact_info);
  if (!contact) throw noneAttribute();
  const first = text(contact.first_name);
  const last = text(contact.last_name);
  const fullName = text(contact.name) || [first, last].filter(Boolean).join(' ');
  const customerType = text(a.customer_type) || 'Individual';
  const invoice = a.invoice === true || a.invoice === 1 || a.invoice === '1' || a.invoice === 'true';
  const business = asObject(a.business_info);
  if (invoice && !business) throw noneAttribute();
  const businessInfo =
    invoice && business
      ? Object.fromEntries(
          Object.entries(business)
            .map(([k, v]) => [k, text(v)])
            .filter(([, v]) => v),
        )
      : null;
  const different =
    a.shipping_address_different === true || a.shipping_address_different === 1 || a.shipping_address_different === '1';

  // Addresses are saved first, each on its own, as the real method does: a failure later leaves them.
  const shippingInfo = asObject(contact.shipping_address);
  if (!shippingInfo) throw noneAttribute();
  const link = customer ?? 'Guest';
  const shippingName = checkoutAddress(c, shippingInfo, contact, 'Shipping', fullName, link);
  let billingName = shippingName;
  if (different) {
    const billingInfo = asObject(contact.billing_address);
    if (!billingInfo) throw noneAttribute();
    billingName = checkoutAddress(c, billingInfo, contact, 'Billing', fullName, link);
  }
  const shipping = getAddress(db, shippingName);
  const billing = getAddress(db, billingName);
  if (!shipping) throw insertFailed(a, `Could not find Shipping Address Name: ${shippingName}`);
  if (!billing) throw insertFailed(a, `Could not find Customer Address: ${billingName}`);

  const lines = quotationLines(c, a);
  const subtotal = lines.reduce((n, l) => n + l.rate_cents * l.qty, 0);
  const rule = findShippingRule(text(a.shipping_rule) || undefined);
  const data: OrderData = {
    contact: {
      first_name: first || fullName,
      last_name: last,
      email_id: text(contact.email_id).toLowerCase(),
      phone: text(contact.phone),
      company_name: businessInfo?.company_name ?? '',
    },
    shipping_address: storedAddress(shipping, first || fullName, last),
    billing_address: storedAddress(billing, first || fullName, last),
    shipping_address_different: different,
    invoice,
    business_info: businessInfo,
    order_comment: text(a.order_comment),
    shipping_rule_label: rule ? { en: rule.name, it: rule.label } : { en: '', it: '' },
    lang: c.get('lang'),
  };
  const name = db.transaction(() => {
    const qname = nextName(db, `SAL-QTN-${yearOf(now)}-`);
    db.prepare(
      `INSERT INTO quotation (name, user_email, email, customer_type, data, items, country, shipping_rule, shipping_cents, subtotal_cents,
        coupon_code, discount_cents, customer_address, shipping_address_name, created, modified) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0, ?, NULL, 0, ?, ?, ?, ?)`,
    ).run(
      qname,
      customer,
      data.contact.email_id,
      customerType,
      JSON.stringify(data),
      JSON.stringify(lines),
      shipping.country,
      subtotal,
      billingName,
      shippingName,
      iso(now),
      iso(now),
    );
    return qname;
  })();

  // The shipping rule is applied after the quotation was saved.
  const ruleName = text(a.shipping_rule);
  if (ruleName) {
    if (!rule) return { error: 'Invalid Shipping Rule provided. Please check and try again.' };
    const cost = shippingCostCents(rule, shipping.country, subtotal);
    if (cost === 'not-applicable')
      throw validationError(`Shipping rule not applicable for country ${shipping.country} in Shipping Address`);
    db.prepare('UPDATE quotation SET shipping_rule = ?, shipping_cents = ? WHERE name = ?').run(rule.name, cost, name);
  }
  return name;
}

// ---------------------------------------------------------------------------------------------
// Coupon
// ---------------------------------------------------------------------------------------------

function getQuotation(c: AppContext, name: string): QuotationRow | undefined {
  return c.get('db').prepare('SELECT * FROM quotation WHERE name = ?').get(name) as QuotationRow | undefined;
}

/** A refusal: HTTP 200 with the reason, also as `_server_messages` (msgprint). */
function couponRefusal(c: AppContext, reason: string) {
  const inner = JSON.stringify({ message: reason, title: 'Message', indicator: 'red' });
  return c.json({
    message: { status: 'error', message: reason, coupon_description: '' },
    _server_messages: JSON.stringify([inner]),
  });
}

async function applyCouponCode(c: AppContext) {
  const a = await args(c);
  for (const arg of ['quotation_name', 'applied_code', 'applied_referral_sales_partner']) {
    if (a[arg] === undefined) throw missingArgument('apply_coupon_code', arg);
  }
  const code = text(a.applied_code);
  if (!code) return couponRefusal(c, 'Please enter a coupon code');
  const coupon = findCoupon(code);
  if (!coupon) return couponRefusal(c, 'Please enter a valid coupon code');
  const today = iso(c.get('options').now()).slice(0, 10);
  if (today < coupon.valid_from) return couponRefusal(c, "Sorry, this coupon code's validity has not started");
  if (today > coupon.valid_until) return couponRefusal(c, "Sorry, this coupon code's validity has expired");
  const name = text(a.quotation_name);
  const q = getQuotation(c, name);
  if (!q) return couponRefusal(c, `Quotation ${name} not found`);
  if (coupon.max_use_per_email !== undefined) {
    // Counted on submitted orders of the same e-mail (a Draft card order awaiting payment does not count).
    const orders = c
      .get('db')
      .prepare('SELECT * FROM sales_order WHERE email = ? AND coupon_code = ?')
      .all(q.email, coupon.code) as OrderRow[];
    if (orders.filter((o) => erpState(o).docstatus === 1).length >= coupon.max_use_per_email) {
      return couponRefusal(c, 'This coupon code has been used the maximum number of times allowed.');
    }
  }
  // A pricing rule with a minimum amount gives no discount below it (no refusal).
  const discount = q.subtotal_cents >= coupon.min_spend_cents ? couponDiscountCents(coupon, q.subtotal_cents) : 0;
  c.get('db')
    .prepare('UPDATE quotation SET coupon_code = ?, discount_cents = ?, modified = ? WHERE name = ?')
    .run(coupon.code, discount, iso(c.get('options').now()), q.name);
  return { ...quotationDoc(getQuotation(c, q.name)!), coupon_description: coupon.html };
}

// ---------------------------------------------------------------------------------------------
// Payment request
// ---------------------------------------------------------------------------------------------

const GATEWAYS = ['PAYPAL', 'TRANSFER', 'STRIPE', 'GESTPAY', 'CASH_ON_DELIVERY'];

async function paymentRequest(c: AppContext) {
  const db = c.get('db');
  const options = c.get('options');
  const a = await args(c);
  if (a.quotation_name === undefined) throw missingArgument('payment_request', 'quotation_name');
  const name = text(a.quotation_name);
  const q = getQuotation(c, name);
  if (!q) throw notFound(`Quotation ${name} not found`);
  const gateway = text(a.payment_gateway) || 'paypal';
  if (Math.max(0, q.subtotal_cents - q.discount_cents) + q.shipping_cents === 0) {
    throw validationError('Cannot create payment for a quotation with zero grand total.');
  }
  if (!GATEWAYS.includes(gateway.toUpperCase())) {
    throw validationError(`The payment mode PAYPAL is not allowed. Please choose from ${GATEWAYS.join(', ')}.`);
  }
  // Every call makes a new order (and takes its stock again): the real method has no idempotency.
  const order = createOrderFromQuotation(db, q, gateway.toLowerCase(), options.now());
  const pr = newPaymentRequest(db, order, gateway.toLowerCase(), options.now());
  let paymentUrl: string | null = null;
  let wired: string | null = null;
  if (gateway === 'paypal')
    paymentUrl = `https://www.sandbox.paypal.com/checkoutnow?token=EC-${pr.name.replace(/\W/g, '')}`;
  else if (gateway === 'transfer' || gateway === 'cash_on_delivery') {
    paymentUrl = `/pages/payment-success?paymentgateway=${gateway}`;
    if (gateway === 'transfer') wired = wiredTransferHtml(order);
    sendOrderConfirmation(db, getOrder(db, order.name)!, options);
  }
  return {
    payment_request: paymentRequestDoc(pr, order, paymentUrl),
    payment_url: paymentUrl,
    wired_transfer_data: wired,
    clientSecret: gateway === 'stripe' ? pr.client_secret : null,
    quotation: quotationDoc(getQuotation(c, q.name)!),
  };
}

/** What Stripe's webhook does on `payment_intent.succeeded`: the order paid ("YES") and submitted. */
function stripeSucceeded(c: AppContext, order: OrderRow): void {
  const db = c.get('db');
  const at = iso(c.get('options').now());
  db.transaction(() => {
    db.prepare(
      "UPDATE payment_request SET status = 'Paid', modified = ? WHERE sales_order = ? AND gateway = 'stripe'",
    ).run(at, order.name);
    setStatus(db, order, 'Paid', at, 'Stripe: payment_intent.succeeded');
  })();
  sendOrderConfirmation(db, getOrder(db, order.name)!, c.get('options'));
}

// ---------------------------------------------------------------------------------------------
// The module
// ---------------------------------------------------------------------------------------------

export const commerceModule: MockModule = {
  name: 'commerce',
  migrate: migrateCommerce,
  seed: seedCommerce,
  register(app) {
    method(app, `${CART}.get_deliverable_countries`, () => countries());
    method(app, `${CART}.get_shipping_rules`, async (c) => shippingRules(await args(c)));
    method(app, `${ORDER}.create_quotation`, createQuotation, { http: 'POST' });
    method(app, `${PROMOTION}.apply_coupon_code`, applyCouponCode);
    method(app, `${PAYMENT}.payment_request`, paymentRequest);
    registerExtended(app);

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
      return c.json(
        rows.map((o) => ({
          ...orderOut(db, o, 'en'),
          email: o.email,
          user_email: o.user_email,
          quotation: o.quotation,
          token: o.token,
        })),
      );
    });

    app.post('/__mock/orders/status', async (c) => {
      const db = c.get('db');
      const body = (await c.req.json().catch(() => ({}))) as {
        name?: string;
        status?: string;
        note?: string;
        at?: string;
      };
      const order = body.name ? getOrder(db, body.name) : undefined;
      if (!order) return c.json({ error: 'order not found' }, 404);
      setStatus(db, order, assertStatus(body.status), body.at ?? iso(c.get('options').now()), body.note ?? null);
      return c.json(orderOut(db, getOrder(db, order.name)!, 'en'));
    });

    // Stripe's webhook as the real back-end handles it (the storefront never calls the webhook itself).
    app.post('/__mock/stripe/payment-succeeded', async (c) => {
      const db = c.get('db');
      const body = (await c.req.json().catch(() => ({}))) as { payment_intent?: string; order?: string };
      const order = body.payment_intent
        ? (db.prepare('SELECT * FROM sales_order WHERE payment_code = ?').get(body.payment_intent) as
            OrderRow | undefined)
        : body.order
          ? getOrder(db, body.order)
          : undefined;
      if (!order || order.payment_method !== 'stripe')
        return c.json({ status: 'Ignored', message: 'No Stripe order for this payment intent' });
      if (order.status !== 'To Pay')
        return c.json({ status: 'Ignored', message: `Sales Order ${order.name} is not awaiting payment` });
      stripeSucceeded(c, order);
      return c.json({ status: 'Success', message: `Sales Order ${order.name} paid` });
    });

    // A variant sku or, as the real profile sells them, a product sku (all its variants together).
    app.get('/__mock/stock', (c) => {
      const item = findItem(c.get('db'), c.req.query('sku') ?? '');
      return item ? c.json({ sku: item.item_code, stock: item.stock }) : c.json({ error: 'sku not found' }, 404);
    });

    app.post('/__mock/stock', async (c) => {
      const db = c.get('db');
      const body = (await c.req.json().catch(() => ({}))) as { sku?: string; stock?: number };
      const variants = db
        .prepare(
          'SELECT v.sku, v.product_id FROM variant v JOIN product p ON p.id = v.product_id WHERE v.sku = ? OR (p.sku = ? AND NOT EXISTS (SELECT 1 FROM variant w WHERE w.sku = ?)) ORDER BY v.ord',
        )
        .all(body.sku ?? '', body.sku ?? '', body.sku ?? '') as Array<{ sku: string; product_id: number }>;
      if (!variants.length || typeof body.stock !== 'number' || !Number.isInteger(body.stock) || body.stock < 0)
        return c.json({ error: 'give an existing sku and a whole stock ≥ 0' }, 400);
      // A product sku: the whole stock on its first variant, none on the others.
      variants.forEach((v, i) =>
        db.prepare('UPDATE variant SET stock = ? WHERE sku = ?').run(i === 0 ? body.stock : 0, v.sku),
      );
      recomputeProductStock(db, variants[0]!.product_id);
      return c.json({ sku: body.sku, stock: body.stock });
    });
  },
};
