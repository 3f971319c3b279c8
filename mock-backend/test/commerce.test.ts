// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/mail';
import { serverMessage, setup } from './support';
import { ADDRESS, PAY, QUOTE, checkout, inStock, pay, quote, resource, type Mock } from './commerce-support';

let t: Mock;
beforeEach(() => {
  t = setup(60);
});

const count = (table: string) => (t.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('create_quotation', () => {
  it('answers the quotation name and stores the rate that was sent', async () => {
    const line = inStock(t)[0]!;
    const name = await quote(t, [{ item_code: line.sku, qty: 2, rate: 1.25 }]);
    expect(name).toMatch(/^SAL-QTN-2026-\d{5}$/);
    const payment = await pay(t, name);
    expect(payment.quotation.items[0]).toMatchObject({ item_code: line.sku, qty: 2, rate: 1.25, amount: 2.5 });
    expect(payment.quotation).toMatchObject({
      name,
      customer_name: 'Guest',
      total: 2.5,
      total_taxes_and_charges: 4.5,
      grand_total: 7,
    });
  });

  it('creates new Address documents on every call, named after the full name and type, linked to the Customer', async () => {
    const line = inStock(t)[0]!;
    const items = [{ item_code: line.sku, qty: 1, rate: line.rate }];
    // An idempotency key is dropped: the same checkout twice gives two quotations.
    const first = await quote(t, items, { idempotency_key: 'k-1' });
    const second = await quote(
      t,
      items,
      { idempotency_key: 'k-1', shipping_address_different: true },
      { billing_address: { ...ADDRESS, city: 'Torino', pincode: '10121' } },
    );
    expect(second).not.toBe(first);
    const names = (
      t.db
        .prepare("SELECT name, customer FROM address WHERE address_title = 'Anna Bianchi' ORDER BY creation, name")
        .all() as Array<{ name: string; customer: string }>
    ).map((r) => r.name);
    expect(names).toEqual(['Anna Bianchi-Billing', 'Anna Bianchi-Shipping', 'Anna Bianchi-Shipping-1']);

    // A saved address by name is reused: no new document.
    const before = count('address');
    await quote(t, items, {}, { shipping_address: { name: 'Anna Bianchi-Shipping' } });
    expect(count('address')).toBe(before);
  });

  it('refuses what Frappe refuses: missing items or contact (500), a country code, a missing city, an unknown customer', async () => {
    const line = inStock(t)[0]!;
    const items = [{ item_code: line.sku, qty: 1, rate: line.rate }];
    const noItems = await t.call(QUOTE, { ...checkout(items), items: undefined });
    expect(noItems.status).toBe(500);
    expect(noItems.body.exc_type).toBe('TypeError');
    const noContact = await t.call(QUOTE, { ...checkout(items), contact_info: null });
    expect(noContact.status).toBe(500);
    expect(noContact.body.exc_type).toBe('AttributeError');
    expect(noContact.body._server_messages).toBeUndefined();

    // A country code is saved (Frappe 15.101 skips the link check); the shipping rule then does not apply to it.
    const code = await t.call(QUOTE, checkout(items, {}, { shipping_address: { ...ADDRESS, country: 'IT' } }));
    expect(code.status).toBe(417);
    expect(serverMessage(code.body)).toMatch(/^Shipping rule not applicable for country IT/);
    const noRule = await t.call(QUOTE, {
      ...checkout(items, {}, { shipping_address: { ...ADDRESS, country: 'IT' } }),
      shipping_rule: undefined,
    });
    expect(noRule.status).toBe(200);
    const noCity = await t.call(QUOTE, checkout(items, {}, { shipping_address: { ...ADDRESS, city: '' } }));
    expect(noCity.status).toBe(417);
    expect(noCity.body.exc_type).toBe('MandatoryError');
    expect((await t.call(QUOTE, checkout(items, { customer_id: 'nobody@example.com' }))).status).toBe(404);

    const unknownItem = await t.call(QUOTE, checkout([{ item_code: 'NOPE-1', qty: 1, rate: 1 }]));
    expect(unknownItem.status).toBe(417);
    expect(serverMessage(unknownItem.body)).toMatch(/^ERROR in quotation creation\. Order: .*anna@example\.com/);
    expect(
      (await t.request(`/api/method/${QUOTE}`, { headers: { Authorization: 'token demo_key:demo_secret' } })).status,
    ).toBe(403);
    // A JSON request takes nothing from the query string.
    const fromQuery = await t.request(`/api/method/${QUOTE}?items=${encodeURIComponent(JSON.stringify(items))}`, {
      method: 'POST',
      headers: { Authorization: 'token demo_key:demo_secret', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...checkout(items), items: undefined }),
    });
    expect(fromQuery.body.exc_type).toBe('TypeError');
  });

  it('saves the quotation before applying the shipping rule: unknown rule → 200 {error}; a rule not for the country → 417', async () => {
    const line = inStock(t)[0]!;
    const items = [{ item_code: line.sku, qty: 1, rate: line.rate }];
    const before = count('quotation');
    const unknown = await t.call(QUOTE, checkout(items, { shipping_rule: 'Teleport' }));
    expect(unknown.status).toBe(200);
    expect(unknown.message).toEqual({ error: 'Invalid Shipping Rule provided. Please check and try again.' });
    const abroad = await t.call(
      QUOTE,
      checkout(
        items,
        { shipping_rule: 'Local Pickup' },
        { shipping_address: { ...ADDRESS, country: 'Slovakia', pincode: '81106' } },
      ),
    );
    expect(abroad.status).toBe(417);
    expect(serverMessage(abroad.body)).toMatch(/Shipping rule not applicable for country Slovakia/);
    expect(count('quotation')).toBe(before + 2);
  });

  it('links the addresses of a signed-in shopper to their Customer (the e-mail), not checked against any JWT', async () => {
    const line = inStock(t)[0]!;
    await quote(
      t,
      [{ item_code: line.sku, qty: 1, rate: line.rate }],
      { customer_id: 'mario.rossi@example.com' },
      { first_name: 'Mario', last_name: 'Rossi' },
    );
    const jwt = await t.signIn();
    const list = await t.call('mymb_ecommerce.mymb_ecommerce.order.get_addresses_for_current_customer', {}, { jwt });
    expect(list.message.map((a: { name: string }) => a.name)).toContain('Mario Rossi-Shipping-1');
  });
});

describe('payment_request', () => {
  it('bank transfer: whole documents, the order submitted "To Deliver and Bill" unpaid, transfer HTML ending with the order', async () => {
    const line = inStock(t)[0]!;
    const name = await quote(t, [{ item_code: line.sku, qty: 1, rate: line.rate }]);
    const p = await pay(t, name);
    expect(Object.keys(p).sort()).toEqual([
      'clientSecret',
      'payment_request',
      'payment_url',
      'quotation',
      'wired_transfer_data',
    ]);
    const order = p.payment_request.reference_name as string;
    expect(p.payment_request).toMatchObject({
      doctype: 'Payment Request',
      reference_doctype: 'Sales Order',
      currency: 'EUR',
      status: 'Requested',
      docstatus: 1,
    });
    expect(order).toMatch(/^SAL-ORD-2026-\d{5}$/);
    expect(p.payment_url).toBe('/pages/payment-success?paymentgateway=transfer');
    expect(p.clientSecret).toBeNull();
    expect(p.wired_transfer_data).toMatch(new RegExp(`IBAN.*<h2>${order}</h2>$`));
    expect(p.quotation.name).toBe(name);
    const doc = (await resource(t, `Sales Order/${order}`)).body.data;
    expect(doc).toMatchObject({
      status: 'To Deliver and Bill',
      docstatus: 1,
      paid: 'NO',
      payment_mode: 'TRANSFER',
      customer: 'Guest',
      recipient_email: 'anna@example.com',
    });
    expect(readOutbox(t.db, 'anna@example.com').some((m) => m.subject.includes(order))).toBe(true);
  });

  it('card (Stripe): a Draft order with a client secret until the webhook marks it paid and submits it', async () => {
    const line = inStock(t)[0]!;
    const p = await pay(t, await quote(t, [{ item_code: line.sku, qty: 1, rate: line.rate }]), 'stripe');
    expect(p.clientSecret).toMatch(/^pi_\w+_secret_[\w-]+$/);
    expect(p.payment_url).toBeNull();
    const order = p.payment_request.reference_name;
    const draft = (await resource(t, `Sales Order/${order}`)).body.data;
    expect(draft).toMatchObject({ docstatus: 0, status: 'Draft', paid: 'NO', payment_mode: 'STRIPE' });
    expect(p.clientSecret.startsWith(`${draft.custom_payment_code}_secret_`)).toBe(true);

    const hook = await t.request('/__mock/stripe/payment-succeeded', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payment_intent: draft.custom_payment_code }),
    });
    expect(hook.body).toMatchObject({ status: 'Success' });
    expect((await resource(t, `Sales Order/${order}`)).body.data).toMatchObject({
      docstatus: 1,
      status: 'To Deliver and Bill',
      paid: 'YES',
    });
  });

  it('makes a new order on every call, refuses other gateways, a zero total and an unknown quotation', async () => {
    const line = inStock(t)[0]!;
    const name = await quote(t, [{ item_code: line.sku, qty: 1, rate: line.rate }]);
    const a = await pay(t, name);
    const b = await pay(t, name);
    expect(b.payment_request.reference_name).not.toBe(a.payment_request.reference_name);

    const other = await t.call(PAY, { quotation_name: name, payment_gateway: 'bitcoin' });
    expect(other.status).toBe(417);
    expect(serverMessage(other.body)).toBe(
      'The payment mode PAYPAL is not allowed. Please choose from PAYPAL, TRANSFER, STRIPE, GESTPAY, CASH_ON_DELIVERY.',
    );
    const free = await quote(t, [{ item_code: line.sku, qty: 1, rate: 0 }], { shipping_rule: 'Local Pickup' });
    expect((await t.call(PAY, { quotation_name: free, payment_gateway: 'transfer' })).status).toBe(417);
    expect((await t.call(PAY, { quotation_name: 'SAL-QTN-2026-99999', payment_gateway: 'transfer' })).status).toBe(404);
  });

  it('sells the last unit once when two orders reach payment at the same time', async () => {
    const line = inStock(t)[0]!;
    t.db.prepare('UPDATE variant SET stock = 1 WHERE sku = ?').run(line.sku);
    const q1 = await quote(t, [{ item_code: line.sku, qty: 1, rate: line.rate }]);
    const q2 = await quote(t, [{ item_code: line.sku, qty: 1, rate: line.rate }]);
    const [p1, p2] = await Promise.all([
      t.call(PAY, { quotation_name: q1, payment_gateway: 'transfer' }),
      t.call(PAY, { quotation_name: q2, payment_gateway: 'transfer' }),
    ]);
    expect([p1.status, p2.status].sort()).toEqual([200, 417]);
    expect(serverMessage((p1.status === 417 ? p1 : p2).body)).toMatch(/out of stock/);
    expect((t.db.prepare('SELECT stock FROM variant WHERE sku = ?').get(line.sku) as { stock: number }).stock).toBe(0);
  });
});

/**
 * What the real apps answered on sites set up otherwise, MOCK_SITE
 * (docs/backend.md "what running the real apps showed").
 */
describe('what depends on the site', () => {
  const site = (conditions: string[]) =>
    t.request('/__mock/site', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ conditions }),
    });

  it('without a Customer named Guest, a guest quotation is 404 "Customer Guest not found" and saves nothing', async () => {
    const items = [{ item_code: inStock(t)[0]!.sku, qty: 1, rate: 10 }];
    expect((await site(['no-guest-customer'])).status).toBe(200);
    const [quotations, addresses] = [count('quotation'), count('address')];
    const refused = await t.call(QUOTE, checkout(items));
    expect(refused.status).toBe(404);
    expect(refused.body.exc_type).toBe('DoesNotExistError');
    expect(serverMessage(refused.body)).toBe('Customer Guest not found');
    expect([count('quotation'), count('address')]).toEqual([quotations, addresses]);
    await site([]);
    expect((await t.call(QUOTE, checkout(items))).status).toBe(200);
  });

  it('on ERPNext 15.70 and later, payment_request is a 500 AttributeError and makes no order', async () => {
    const name = await quote(t, [{ item_code: inStock(t)[0]!.sku, qty: 1, rate: 10 }]);
    await site(['erpnext-15.70']);
    const orders = count('sales_order');
    const broken = await t.call(PAY, { quotation_name: name, payment_gateway: 'transfer' });
    expect(broken.status).toBe(500);
    expect(broken.body).toMatchObject({
      exc_type: 'AttributeError',
      exception: "AttributeError: 'str' object has no attribute 'doctype'",
    });
    expect(count('sales_order')).toBe(orders);
  });

  it('an unknown shipping rule: 200 {error}, the link error riding along, the quotation kept without shipping', async () => {
    const items = [{ item_code: inStock(t)[0]!.sku, qty: 1, rate: 10 }];
    const r = await t.call(QUOTE, checkout(items, { shipping_rule: 'Teleport' }));
    expect(r.status).toBe(200);
    expect(r.message).toEqual({ error: 'Invalid Shipping Rule provided. Please check and try again.' });
    expect(serverMessage(r.body)).toBe('Could not find Shipping Rule: Teleport');
  });
});

/** Stock ERPNext's way to an order, where mymb's payment_request fails (routes/commerce/stock-erpnext.ts). */
describe('the stock ERPNext way from a quotation to an order', () => {
  const put = (path: string, body: unknown) =>
    resource(t, path, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

  it('maps only a submitted quotation, inserts a dated Draft order, submits it and makes its payment request', async () => {
    const name = await quote(t, [{ item_code: inStock(t)[0]!.sku, qty: 1, rate: 10 }]);
    const MAP = 'erpnext.selling.doctype.quotation.quotation.make_sales_order';
    expect((await t.call(MAP, { source_name: name })).status).toBe(417);
    expect((await put(`Quotation/${name}`, { docstatus: 1 })).body.data).toMatchObject({ name, docstatus: 1 });
    const mapped = (await t.call(MAP, { source_name: name })).message;
    expect(mapped).toMatchObject({ doctype: 'Sales Order', __islocal: 1, grand_total: 14.5 });
    expect(mapped.items[0]).toMatchObject({ prevdoc_docname: name });

    const undated = await resource(t, 'Sales Order', { method: 'POST', body: JSON.stringify(mapped) });
    expect(undated.status).toBe(417);
    const inserted = await resource(t, 'Sales Order', {
      method: 'POST',
      body: JSON.stringify({ ...mapped, delivery_date: '2026-11-26', payment_mode: 'TRANSFER', quotation_name: name }),
    });
    const order = inserted.body.data;
    expect(order).toMatchObject({ docstatus: 0, quotation_name: name, grand_total: 14.5 });
    expect(readOutbox(t.db, 'anna@example.com')).toHaveLength(0);

    const submitted = await put(`Sales Order/${order.name}`, { docstatus: 1 });
    expect(submitted.body.data).toMatchObject({ docstatus: 1, status: 'To Deliver and Bill', paid: 'NO' });
    expect(readOutbox(t.db, 'anna@example.com')[0]?.subject).toContain(order.name);

    const PR = 'erpnext.accounts.doctype.payment_request.payment_request.make_payment_request';
    const pr = await t.call(PR, {
      dt: 'Sales Order',
      dn: order.name,
      submit_doc: 1,
      mute_email: 1,
      recipient_id: 'anna@example.com',
    });
    expect(pr.message).toMatchObject({ reference_name: order.name, grand_total: 14.5, email_to: 'anna@example.com' });
    const found = await resource(
      t,
      `Sales Order?filters=${encodeURIComponent(JSON.stringify([['quotation_name', '=', name]]))}&fields=${encodeURIComponent('["name","docstatus"]')}`,
    );
    expect(found.body.data).toEqual([{ name: order.name, docstatus: 1 }]);
  });
});
