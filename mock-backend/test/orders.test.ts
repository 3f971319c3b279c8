// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { serverMessage, setup } from './support';
import { INVOICE, ORDERS, inStock, pay, q, quote, resource, type Mock } from './commerce-support';

let t: Mock;
beforeEach(() => {
  t = setup(60);
});

const MARIO = 'mario.rossi@example.com';

describe('get_sales_orders_for_current_customer', () => {
  it('needs the JWT and both page arguments', async () => {
    const none = await t.call(ORDERS, { page_num: 1, page_size: 5 });
    expect(none.status).toBe(417);
    expect(serverMessage(none.body)).toBe('Invalid JWT token: Missing Authorization header');
    const jwt = await t.signIn();
    const missing = await t.call(ORDERS, { page_num: 1 }, { jwt });
    expect(missing.status).toBe(500);
    expect(missing.body.exc_type).toBe('TypeError');
  });

  it('lists submitted orders newest first with whole Address documents, YES/NO flags and the grand total', async () => {
    const jwt = await t.signIn();
    const line = inStock(t)[0]!;
    const name = await quote(
      t,
      [{ item_code: line.sku, qty: 2, rate: 10 }],
      { customer_id: MARIO },
      { first_name: 'Mario', last_name: 'Rossi' },
    );
    const placed = (await pay(t, name)).payment_request.reference_name;
    const page = await t.call(ORDERS, { page_num: 1, page_size: 3 }, { jwt });
    expect(page.status).toBe(200);
    expect(page.message).toHaveLength(3);
    const first = page.message[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'billing_address',
        'creation',
        'custom_mymb_order_extra_info',
        'customer_type',
        'erp_document_number',
        'invoice_requested',
        'items',
        'modified',
        'name',
        'paid',
        'shipping_address',
        'status',
        'total',
        'total_qty',
        'transaction_status',
      ].sort(),
    );
    expect(first).toMatchObject({
      name: placed,
      status: 'To Deliver and Bill',
      paid: 'NO',
      invoice_requested: 'NO',
      total: 24.5,
      total_qty: 2,
      custom_mymb_order_extra_info: {},
    });
    expect(first.creation).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{6})?$/);
    expect(first.items[0]).toEqual({
      item_code: line.sku,
      item_name: expect.any(String),
      qty: 2,
      rate: 10,
      image: expect.any(String),
    });
    expect(first.shipping_address).toMatchObject({
      name: 'Mario Rossi-Shipping-1',
      doctype: 'Address',
      city: 'Milano',
      country: 'Italy',
      links: [expect.objectContaining({ link_name: MARIO })],
    });
    expect(first.shipping_address).not.toHaveProperty('county');
    const next = await t.call(ORDERS, { page_num: 2, page_size: 3 }, { jwt });
    expect(next.message[0].name).not.toBe(first.name);
  });

  it('leaves out Draft orders (an unpaid card order) until the payment arrives, and never lists Guest orders', async () => {
    const jwt = await t.signIn();
    const line = inStock(t)[0]!;
    const card = await pay(
      t,
      await quote(t, [{ item_code: line.sku, qty: 1, rate: 10 }], { customer_id: MARIO }),
      'stripe',
    );
    const order = card.payment_request.reference_name;
    const names = async () =>
      (await t.call(ORDERS, { page_num: 1, page_size: 100 }, { jwt })).message.map((o: { name: string }) => o.name);
    expect(await names()).not.toContain(order);
    await t.request('/__mock/stripe/payment-succeeded', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order }),
    });
    expect(await names()).toContain(order);
    const all = (await t.call(ORDERS, { page_num: 1, page_size: 100 }, { jwt })).message;
    expect(all.find((o: { name: string }) => o.name === order)).toMatchObject({
      paid: 'YES',
      status: 'To Deliver and Bill',
    });
    expect(all.some((o: { status: string }) => o.status === 'Completed')).toBe(true);
    // A guest order with Mario's e-mail is not his.
    const guest = await pay(t, await quote(t, [{ item_code: line.sku, qty: 1, rate: 10 }], {}, { email_id: MARIO }));
    expect(await names()).not.toContain(guest.payment_request.reference_name);
  });
});

describe('get_sales_order_invoice', () => {
  it('prints the shopper’s order to a public PDF; another customer’s → 200 {error}; unknown → 404', async () => {
    const jwt = await t.signIn();
    const orders = (await t.call(ORDERS, { page_num: 1, page_size: 1 }, { jwt })).message;
    const name = orders[0].name as string;
    const r = await t.call(INVOICE, { order_id: name }, { jwt });
    expect(r.message).toMatchObject({
      name,
      attachment_files: [`/files/${name}-invoice.pdf`],
      status: orders[0].status,
    });
    expect(r.message.creation_date).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d:\d\d$/);
    expect(r.message.items[0]).toEqual(orders[0].items[0]);
    const pdf = await t.app.request(r.message.attachment_files[0]);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .toString('latin1')
        .startsWith('%PDF-1.4'),
    ).toBe(true);

    const jana = await t.signIn('jana.novak@example.com');
    const other = await t.call(INVOICE, { order_id: name }, { jwt: jana });
    expect(other.status).toBe(200);
    expect(other.message).toEqual({ error: 'You do not have permission to access this Sales Order' });
    expect((await t.call(INVOICE, { order_id: 'SAL-ORD-2026-99999' }, { jwt })).status).toBe(404);
  });
});

describe('Sales Order and Payment Request resources', () => {
  it('serves the whole order, 404 for an unknown one, and a list filtered by name and recipient e-mail', async () => {
    const line = inStock(t)[0]!;
    const p = await pay(t, await quote(t, [{ item_code: line.sku, qty: 3, rate: 10 }], { shipping_rule: 'Flat Rate' }));
    const order = p.payment_request.reference_name as string;
    const doc = (await resource(t, `Sales Order/${order}`)).body.data;
    expect(doc).toMatchObject({
      name: order,
      customer: 'Guest',
      docstatus: 1,
      grand_total: 34.5,
      total: 30,
      discount_amount: 0,
      coupon_code: null,
      shipping_address_name: 'Anna Bianchi-Shipping',
      customer_address: 'Anna Bianchi-Shipping',
      recipient_email: 'anna@example.com',
      transaction_status: 'New',
    });
    expect(doc.taxes).toEqual([
      expect.objectContaining({ charge_type: 'Actual', description: 'Flat Rate', tax_amount: 4.5 }),
    ]);
    expect(doc.items[0]).toMatchObject({ item_code: line.sku, qty: 3, rate: 10, amount: 30 });
    expect(doc.address_display).toContain('Via Torino 45');
    expect((await resource(t, 'Sales Order/SAL-ORD-2026-99999')).status).toBe(404);

    const fields = q(['name', 'status', 'transaction_status', 'creation', 'grand_total', 'paid']);
    const match = await resource(
      t,
      `Sales Order?filters=${q([
        ['name', '=', order],
        ['recipient_email', '=', 'anna@example.com'],
      ])}&fields=${fields}`,
    );
    expect(match.body.data).toEqual([
      {
        name: order,
        status: 'To Deliver and Bill',
        transaction_status: 'New',
        creation: doc.creation,
        grand_total: 34.5,
        paid: 'NO',
      },
    ]);
    const mismatch = await resource(
      t,
      `Sales Order?filters=${q([
        ['name', '=', order],
        ['recipient_email', '=', 'eve@example.com'],
      ])}&fields=${fields}`,
    );
    expect(mismatch.body.data).toEqual([]);

    const prs = await resource(
      t,
      `Payment Request?filters=${q([['reference_name', '=', order]])}&fields=${q(['name', 'status', 'grand_total', 'currency', 'payment_gateway'])}`,
    );
    expect(prs.body.data).toEqual([
      {
        name: p.payment_request.name,
        status: 'Requested',
        grand_total: 34.5,
        currency: 'EUR',
        // mymb finds no default gateway account: the Payment Request has none.
        payment_gateway: null,
      },
    ]);
  });
});
