// @vitest-environment node
import Database from 'better-sqlite3';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { readOutbox } from '../src/mail';
import { seedDatabase } from '../src/seed/index';
import { rulesFromBackend, chooseShippingRule, amountToFreeShipping } from '../../lib/domain/shipping';

const TOKEN = 'token demo_key:demo_secret';
const START = Date.parse('2026-11-23T10:00:00Z');
const MARIO = { usr: 'mario.rossi@example.com', pwd: 'Password123!' };
const JANA = { usr: 'jana.novak@example.com', pwd: 'Password123!' };

let seeded: Buffer;
let db: Database.Database;
let app: ReturnType<typeof createApp>;
let now = START;

beforeAll(() => {
  const fresh = new Database(':memory:');
  seedDatabase(fresh, { products: 60 });
  seeded = fresh.serialize();
  fresh.close();
});

beforeEach(() => {
  now = START;
  db = new Database(seeded);
  app = createApp(db, { apiKey: 'demo_key', apiSecret: 'demo_secret', jwtSecret: 'commerce-test-secret', storefrontUrl: 'http://shop.test', now: () => now });
});

type Body = Record<string, unknown> & { message?: unknown };
// Answers are read loosely here: the shapes are what these tests check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function call(path: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/method/${path}`, {
    method: 'POST',
    headers: { Authorization: TOKEN, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(params),
  });
  const body = (await res.json()) as Body;
  return { status: res.status, body, message: body.message as Loose, headers: res.headers };
}

function serverMessage(body: Body): string {
  const list = JSON.parse(String(body._server_messages)) as string[];
  return (JSON.parse(list[0]!) as { message: string }).message;
}

async function jwtFor(user = MARIO) {
  const { body } = await call('mymb_ecommerce.utils.auth.sigin', user);
  return { Jwt: `Bearer ${(body.message as { jwt: string }).jwt}` };
}

/** In-stock variants of the seeded catalogue, cheapest first: [sku, rate in cents, stock]. */
function inStock(minStock = 3): Array<{ sku: string; rate: number; stock: number }> {
  return (db.prepare('SELECT sku, coalesce(sale_price, price) AS rate, stock FROM variant WHERE stock >= ? ORDER BY rate').all(minStock) as Array<{ sku: string; rate: number; stock: number }>).map((r) => ({
    ...r,
    rate: Math.round(r.rate * 100),
  }));
}

const ADDRESS = { address_line1: 'Via Torino 45', city: 'Milano', state: 'MI', pincode: '20123', country: 'Italy' };

function order(items: Array<{ item_code: string; qty: number; rate?: number }>, extra: Record<string, unknown> = {}) {
  return {
    items,
    customer_type: 'Individual',
    customer_id: 'Guest',
    channel: 'B2C',
    contact_info: { first_name: 'Anna', last_name: 'Bianchi', email_id: 'anna@example.com', phone: '+39 333 1234567', shipping_address: ADDRESS },
    shipping_address_different: 0,
    invoice: 0,
    shipping_rule: 'Flat Rate',
    order_comment: '',
    ...extra,
  };
}

const Q = 'mymb_ecommerce.mymb_ecommerce.order.create_quotation';
const PAY = 'mymb_ecommerce.mymb_ecommerce.payment.payment_request';
const CARD = 'mymb_ecommerce.mymb_ecommerce.payment.simulate_card_payment';
const STATUS = 'mymb_ecommerce.mymb_ecommerce.payment.get_payment_status';
const COUPON = 'omnicommerce.controllers.promotion.apply_coupon_code';

async function placeOrder(items: Array<{ item_code: string; qty: number }>, gateway = 'transfer', extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const q = await call(Q, order(items, extra), headers);
  expect(q.status, JSON.stringify(q.body)).toBe(200);
  const p = await call(PAY, { quotation_name: q.message, payment_gateway: gateway }, headers);
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  return { quotation: q.message as string, payment: p.message };
}

describe('countries and shipping', () => {
  it('lists Italy first and one country without payment methods', async () => {
    const { message } = await call('omnicommerce.controllers.cart.get_deliverable_countries');
    expect(message.data[0]).toEqual({ name: 'Italy', code: 'IT', payment_methods: ['transfer', 'stripe'] });
    expect(message.data.find((c: { code: string }) => c.code === 'CH').payment_methods).toEqual([]);
    const it = await call('omnicommerce.controllers.cart.get_deliverable_countries', {}, { 'Accept-Language': 'it' });
    expect(it.message.data[0].name).toBe('Italia');
  });

  it('answers rows that the storefront reads as Flat Rate 4,50 € free from 79,00 € and Local Pickup 0 €', async () => {
    const { message } = await call('omnicommerce.controllers.cart.get_shipping_rules', { country: 'IT', totalPrice: 10 });
    const rules = rulesFromBackend(message.data);
    expect(chooseShippingRule(rules, 7899)?.amountCents).toBe(450);
    expect(chooseShippingRule(rules, 7900)).toMatchObject({ id: 'Flat Rate', amountCents: 0 });
    expect(chooseShippingRule(rules, 100, 'Local Pickup')).toMatchObject({ id: 'Local Pickup', amountCents: 0, kind: 'pickup' });
    expect(amountToFreeShipping(rules, 5000)).toBe(2900);
    // Pickup is at the shop in Milan: not offered abroad.
    const de = await call('omnicommerce.controllers.cart.get_shipping_rules', { country: 'DE' });
    expect(de.message.data.map((r: { shipping_rule: string }) => r.shipping_rule)).not.toContain('Local Pickup');
    expect((await call('omnicommerce.controllers.cart.get_shipping_rules', { country: 'Narnia' })).status).toBe(417);
  });
});

describe('prices and coupons', () => {
  it('prices items from the catalogue and leaves unknown codes out', async () => {
    const [a] = inStock();
    const { message } = await call('omnicommerce.controllers.api_client.get_products_price', { item_codes: `${a!.sku},NOPE-1`, quantity_list: '2,1' });
    expect(message).toHaveLength(1);
    expect(message[0]).toMatchObject({ item_code: a!.sku, qty: 2, rate: a!.rate / 100, is_in_stock: 1 });
  });

  it('applies a percentage, a fixed and a minimum-spend coupon, and refuses expired and unknown ones with HTTP 200', async () => {
    const cheap = inStock()[0]!;
    const items = [{ item_code: cheap.sku, qty: 1 }];
    const pct = await call(COUPON, { applied_code: 'benvenuto10', items });
    expect(pct.status).toBe(200);
    expect(pct.message).toMatchObject({ coupon_code: 'BENVENUTO10', discount_amount: Math.round(cheap.rate * 0.1) / 100, coupon_description: '10% off your order' });
    const fixed = await call(COUPON, { applied_code: 'SCONTO5', items });
    expect(fixed.message.discount_amount).toBe(Math.min(5, cheap.rate / 100));

    const expired = await call(COUPON, { applied_code: 'ESTATE2025', items });
    expect(expired.status).toBe(200);
    expect(expired.message).toMatchObject({ status: 'error', error_code: 'expired' });
    expect(expired.message.message).toMatch(/expired/);
    const unknown = await call(COUPON, { applied_code: 'NOPE', items }, { 'Accept-Language': 'it' });
    expect(unknown.message).toMatchObject({ status: 'error', error_code: 'invalid' });
    expect(unknown.message.message).toMatch(/non è valido/);

    const small = await call(COUPON, { applied_code: 'SPENDI100', items });
    expect(small.message).toMatchObject({ status: 'error', error_code: 'min_spend' });
    const big = inStock(2).find((v) => v.rate * 2 >= 10000) ?? inStock(1).at(-1)!;
    const qty = Math.min(99, Math.ceil(10000 / big.rate));
    const enough = await call(COUPON, { applied_code: 'SPENDI100', items: [{ item_code: big.sku, qty }] });
    if (big.rate * qty >= 10000 && qty <= big.stock) expect(enough.message.discount_amount).toBe(15);
  });

  it('applies a coupon to a quotation and carries it into the order', async () => {
    const line = inStock()[0]!;
    const q = await call(Q, order([{ item_code: line.sku, qty: 2 }]));
    const applied = await call(COUPON, { quotation_name: q.message, applied_code: 'SCONTO5' });
    expect(applied.message).toMatchObject({ name: q.message, coupon_code: 'SCONTO5' });
    const p = await call(PAY, { quotation_name: q.message, payment_gateway: 'transfer' });
    const discount = Math.min(500, line.rate * 2);
    const shipping = line.rate * 2 >= 7900 ? 0 : 450;
    expect(p.message.amount).toBe((line.rate * 2 + shipping - discount) / 100);
  });
});

describe('quotation', () => {
  it('recomputes prices on the server, whatever rate the client sent', async () => {
    const line = inStock()[0]!;
    const q = await call(Q, order([{ item_code: line.sku, qty: 1, rate: 0.01 }]));
    const p = await call(PAY, { quotation_name: q.message, payment_gateway: 'transfer' });
    const orders = (await (await app.request(`/__mock/orders?name=${p.message.sales_order}`)).json()) as Loose;
    expect(orders[0].items[0].rate).toBe(line.rate / 100);
    expect(orders[0].subtotal).toBe(line.rate / 100);
  });

  it('gives the same quotation for the same idempotency key and refuses the key for another order', async () => {
    const [a, b] = inStock();
    const first = await call(Q, order([{ item_code: a!.sku, qty: 1 }], { idempotency_key: 'k-1' }));
    const again = await call(Q, order([{ item_code: a!.sku, qty: 1 }], { idempotency_key: 'k-1' }));
    expect(again.message).toBe(first.message);
    const other = await call(Q, order([{ item_code: b!.sku, qty: 1 }], { idempotency_key: 'k-1' }));
    expect(other.status).toBe(409);
    const count = (db.prepare('SELECT count(*) AS n FROM quotation WHERE idempotency_key = ?').get('k-1') as { n: number }).n;
    expect(count).toBe(1);
  });

  it('refuses an out-of-stock line with a clear message, and bad input with 417', async () => {
    const sold = db.prepare('SELECT sku FROM variant WHERE stock = 0 LIMIT 1').get() as { sku: string };
    const res = await call(Q, order([{ item_code: sold.sku, qty: 1 }]));
    expect(res.status).toBe(417);
    expect(serverMessage(res.body)).toMatch(/out of stock/);
    const line = inStock()[0]!;
    expect((await call(Q, order([{ item_code: line.sku, qty: 100 }]))).status).toBe(417);
    expect((await call(Q, order([]))).status).toBe(417);
    expect((await call(Q, order([{ item_code: line.sku, qty: 1 }], { shipping_rule: 'Teleport' }))).status).toBe(417);
    const noCity = order([{ item_code: line.sku, qty: 1 }]);
    (noCity.contact_info as Record<string, unknown>).shipping_address = { ...ADDRESS, city: '' };
    const refused = await call(Q, noCity);
    expect(serverMessage(refused.body)).toMatch(/town \/ city is required/);
  });

  it('checks the invoice fields of a company', async () => {
    const line = inStock()[0]!;
    const bad = await call(Q, order([{ item_code: line.sku, qty: 1 }], { invoice: 1, customer_type: 'Company', business_info: { company_name: 'ACME', vat_number: '12' } }));
    expect(serverMessage(bad.body)).toMatch(/VAT number/);
    const good = await call(Q, order([{ item_code: line.sku, qty: 1 }], { invoice: 1, customer_type: 'Company', business_info: { company_name: 'ACME Srl', vat_number: '01234567897', pec: 'acme@pec.it' } }));
    expect(good.status).toBe(200);
  });
});

describe('payment', () => {
  it('bank transfer: an order To Pay with IBAN, beneficiary, amount and the order number as reason, and an e-mail', async () => {
    const line = inStock()[0]!;
    const { payment } = await placeOrder([{ item_code: line.sku, qty: 1 }]);
    expect(payment.sales_order).toMatch(/^SAL-ORD-2026-\d{5}$/);
    expect(payment.payment_url).toBe(`/pages/payment-success?paymentgateway=transfer&order=${payment.sales_order}&token=${payment.order_token}`);
    expect(payment.wired_transfer_data).toMatchObject({ iban: 'IT60X0542811101000000123456', beneficiary: 'Bottega Ferramenta S.r.l.', reason: payment.sales_order, amount: payment.amount });
    const mail = readOutbox(db, 'anna@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(payment.sales_order);
    expect(mail[0]!.text).toContain('IT60X0542811101000000123456');
    const status = await call(STATUS, { order: payment.sales_order, token: payment.order_token });
    expect(status.message).toMatchObject({ paid: 0, status: 'To Pay' });
    expect(status.message.order.status_timeline.map((s: { status: string }) => s.status)).toEqual(['Draft', 'To Pay']);
    // A retry of the same request creates no second order and no second e-mail.
    const again = await call(PAY, { quotation_name: payment.quotation, payment_gateway: 'transfer' });
    expect(again.message.sales_order).toBe(payment.sales_order);
    expect(readOutbox(db, 'anna@example.com')).toHaveLength(1);
  });

  it('card: declined with 4000 0000 0000 0002, then paid with 4242 4242 4242 4242', async () => {
    const line = inStock()[0]!;
    const { payment } = await placeOrder([{ item_code: line.sku, qty: 1 }], 'stripe');
    expect(payment.payment_url).toBe(`/pages/pay-stripe?order=${payment.sales_order}&token=${payment.order_token}`);
    expect(payment.clientSecret).toMatch(/^pi_mock_/);
    const proof = { order: payment.sales_order, token: payment.order_token, expiry: '12/30', cvc: '123' };
    const declined = await call(CARD, { ...proof, card_number: '4000 0000 0000 0002' });
    expect(declined.message).toMatchObject({ status: 'declined', decline_code: 'generic_decline' });
    expect(declined.message.redirect_url).toContain('/pages/payment-failed?order=');
    expect((await call(STATUS, { order: payment.sales_order, token: payment.order_token })).message.paid).toBe(0);
    expect(readOutbox(db, 'anna@example.com')).toHaveLength(0);

    const paid = await call(CARD, { ...proof, card_number: '4242 4242 4242 4242' });
    expect(paid.message).toMatchObject({ status: 'succeeded' });
    expect(paid.message.redirect_url).toContain('/pages/payment-success?order=');
    const status = await call(STATUS, { order: payment.sales_order, token: payment.order_token });
    expect(status.message).toMatchObject({ paid: 1, status: 'Paid' });
    expect(status.message.order.status_timeline.map((s: { status: string }) => s.status)).toEqual(['Draft', 'To Pay', 'Paid']);
    expect(readOutbox(db, 'anna@example.com')).toHaveLength(1);
  });

  it('refuses malformed and expired cards, and answers 404 to a wrong order token', async () => {
    const line = inStock()[0]!;
    const { payment } = await placeOrder([{ item_code: line.sku, qty: 1 }], 'stripe');
    const proof = { order: payment.sales_order, token: payment.order_token, cvc: '123' };
    expect((await call(CARD, { ...proof, expiry: '12/30', card_number: '4242 4242 4242 4241' })).status).toBe(417);
    const expired = await call(CARD, { ...proof, expiry: '01/25', card_number: '4242424242424242' });
    expect(serverMessage(expired.body)).toMatch(/expired/);
    expect((await call(STATUS, { order: payment.sales_order, token: 'wrong' })).status).toBe(404);
    expect((await call(STATUS, { order: payment.sales_order })).status).toBe(404);
  });

  it('offers no payment method for Switzerland', async () => {
    const line = inStock()[0]!;
    const q = await call(Q, order([{ item_code: line.sku, qty: 1 }], { contact_info: { ...order([]).contact_info, shipping_address: { ...ADDRESS, pincode: '8001', city: 'Zürich', country: 'CH' } } }));
    expect(q.status).toBe(200);
    expect((await call(PAY, { quotation_name: q.message, payment_gateway: 'transfer' })).status).toBe(417);
  });
});

describe('stock', () => {
  it('takes stock when the order is created and never sells more than there is', async () => {
    const line = inStock(1).find((v) => v.stock >= 1)!;
    db.prepare('UPDATE variant SET stock = 1 WHERE sku = ?').run(line.sku);
    // Two shoppers reach payment for the last unit at the same time.
    const q1 = await call(Q, order([{ item_code: line.sku, qty: 1 }], { idempotency_key: 'a' }));
    const q2 = await call(Q, order([{ item_code: line.sku, qty: 1 }], { idempotency_key: 'b' }));
    const [p1, p2] = await Promise.all([
      call(PAY, { quotation_name: q1.message, payment_gateway: 'transfer' }),
      call(PAY, { quotation_name: q2.message, payment_gateway: 'transfer' }),
    ]);
    expect([p1.status, p2.status].sort()).toEqual([200, 417]);
    expect(serverMessage((p1.status === 417 ? p1 : p2).body)).toMatch(/out of stock/);
    expect((db.prepare('SELECT stock FROM variant WHERE sku = ?').get(line.sku) as { stock: number }).stock).toBe(0);
    expect((db.prepare('SELECT count(*) AS n FROM sales_order WHERE quotation IN (?, ?)').get(q1.message, q2.message) as { n: number }).n).toBe(1);
  });
});

describe('the customer’s orders', () => {
  it('lists the signed-in customer’s orders, newest first, with items, addresses and a dated timeline', async () => {
    const headers = await jwtFor();
    const line = inStock()[0]!;
    const { payment } = await placeOrder([{ item_code: line.sku, qty: 1 }], 'transfer', {}, headers);
    const list = await call('mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer', { page_num: 1, page_size: 3 }, headers);
    expect(list.status).toBe(200);
    expect(list.message).toHaveLength(3);
    expect(list.message[0]).toMatchObject({ name: payment.sales_order, status: 'To Pay', payment_method: 'transfer', total_qty: 1, paid: 0 });
    expect(list.message[0].shipping_address).toMatchObject({ city: 'Milano', country: 'Italy' });
    const page2 = await call('mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer', { page_num: 2, page_size: 3 }, headers);
    expect(page2.message[0].name).not.toBe(list.message[0].name);
    const delivered = await call('mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer', { status: 'Delivered' }, headers);
    expect(delivered.message.length).toBeGreaterThan(0);
    expect(delivered.message[0].delivered_date).toMatch(/^2026-/);
    expect(delivered.message[0].status_timeline.at(-1).status).toBe('Delivered');

    const detail = await call('mymb_ecommerce.mymb_ecommerce.order.get_sales_order', { name: payment.sales_order }, headers);
    expect(detail.message.name).toBe(payment.sales_order);
    const other = await call('mymb_ecommerce.mymb_ecommerce.order.get_sales_order', { name: payment.sales_order }, await jwtFor(JANA));
    expect(other.status).toBe(404);
    expect((await call('mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer')).status).toBe(417);
  });

  it('tracks an order by number and e-mail for guests, 404 otherwise, 429 after ten misses', async () => {
    const line = inStock()[0]!;
    const { payment } = await placeOrder([{ item_code: line.sku, qty: 1 }]);
    const T = 'mymb_ecommerce.mymb_ecommerce.order.track_order';
    const found = await call(T, { order_id: payment.sales_order.toLowerCase(), email: 'ANNA@example.com' });
    expect(found.message).toMatchObject({ name: payment.sales_order, status: 'To Pay' });
    expect(found.message.shipping_address).toBeUndefined();
    for (let i = 0; i < 10; i++) expect((await call(T, { order_id: payment.sales_order, email: 'eve@example.com' })).status).toBe(404);
    const limited = await call(T, { order_id: payment.sales_order, email: 'eve@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('addresses', () => {
  const A = 'mymb_ecommerce.mymb_ecommerce.order.';
  it('lists, adds, updates, sets the default and deletes, only for the owner', async () => {
    const headers = await jwtFor();
    const start = await call(`${A}get_addresses_for_current_customer`, {}, headers);
    expect(start.message[0]).toMatchObject({ city: 'Milano', is_primary_address: 1 });
    const added = await call(`${A}add_address`, { address_line1: 'Corso Vittorio 3', city: 'Torino', pincode: '10121', country: 'IT', phone: '+39 011 123456' }, headers);
    expect(added.message).toMatchObject({ city: 'Torino', country: 'Italy', country_code: 'IT', is_primary_address: 0, address_type: 'Shipping' });
    const badPin = await call(`${A}add_address`, { address_line1: 'Via X 1', city: 'Roma', pincode: '123', country: 'Italy' }, headers);
    expect(badPin.status).toBe(417);
    const updated = await call(`${A}update_address`, { name: added.message.name, city: 'Torino TO', state: 'TO' }, headers);
    expect(updated.message).toMatchObject({ city: 'Torino TO', state: 'TO', address_line1: 'Corso Vittorio 3' });
    const def = await call(`${A}set_default_address`, { name: added.message.name }, headers);
    expect(def.message.is_primary_address).toBe(1);
    const list = await call(`${A}get_addresses_for_current_customer`, {}, headers);
    expect(list.message.filter((a: { is_primary_address: number }) => a.is_primary_address)).toHaveLength(1);
    expect(list.message[0].name).toBe(added.message.name);

    const jana = await jwtFor(JANA);
    expect((await call(`${A}update_address`, { name: added.message.name, city: 'X' }, jana)).status).toBe(404);
    expect((await call(`${A}delete_address`, { name: added.message.name }, jana)).status).toBe(404);
    expect((await call(`${A}delete_address`, { name: added.message.name }, headers)).message).toMatchObject({ deleted: 1 });
    const after = await call(`${A}get_addresses_for_current_customer`, {}, headers);
    expect(after.message.filter((a: { is_primary_address: number }) => a.is_primary_address)).toHaveLength(1);
  });
});

describe('invoices', () => {
  it('generates a real PDF for a paid order, for its owner only', async () => {
    const headers = await jwtFor();
    const list = await call('mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer', { status: 'Delivered' }, headers);
    const name = list.message[0].name as string;
    const inv = await call('omnicommerce.controllers.pdf.get_sales_order_invoice', { order_id: name }, headers);
    expect(inv.status).toBe(200);
    expect(inv.message.attachment_files[0]).toMatch(/^\/files\/invoices\/ACC-SINV-2026-\d{5}-[\w-]+\.pdf$/);
    const doc = await call('mymb_ecommerce.mymb_b2c.mymb_documents.get_document', { name: inv.message.name }, headers);
    expect(doc.message.file_url).toBe(inv.message.attachment_files[0]);

    const pdf = await app.request(doc.message.file_url, { headers: { Authorization: TOKEN, ...headers } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at the real byte offsets of the objects.
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((off, i) => expect(text.slice(off, off + 8)).toBe(`${i + 1} 0 obj`.padEnd(8, '\n').slice(0, 8)));
    expect(text).toContain(name);

    const jana = await jwtFor(JANA);
    expect((await call('omnicommerce.controllers.pdf.get_sales_order_invoice', { order_id: name }, jana)).status).toBe(404);
    expect((await app.request(doc.message.file_url, { headers: { Authorization: TOKEN, ...jana } })).status).toBe(404);
    expect((await app.request(doc.message.file_url, { headers })).status).toBe(401);

    const toPay = await call('mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer', { status: 'To Pay' }, headers);
    expect((await call('omnicommerce.controllers.pdf.get_sales_order_invoice', { order_id: toPay.message[0].name }, headers)).status).toBe(404);
  });
});
