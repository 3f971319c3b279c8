// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverMessage, setup } from './support';
import { ORDER, PAYMENT, inStock, pay, quote } from './commerce-support';

const EXTENDED = [
  'omnicommerce.controllers.api_client.get_products_price',
  'omnicommerce.controllers.promotion.preview_coupon_code',
  `${PAYMENT}.simulate_card_payment`,
  `${PAYMENT}.start_redirect_payment`,
  `${PAYMENT}.get_payment_status`,
  `${ORDER}.get_sales_order`,
  `${ORDER}.track_order`,
  `${ORDER}.add_address`,
  `${ORDER}.update_address`,
  `${ORDER}.delete_address`,
  `${ORDER}.set_default_address`,
  'mymb_ecommerce.mymb_b2c.mymb_documents.get_document',
];

describe('the real profile lacks the optional methods', () => {
  const t = setup(30);
  it.each(EXTENDED)('%s answers 417 "Failed to get method"', async (path) => {
    const r = await t.call(path, {}, { jwt: await t.signIn() });
    expect(r.status).toBe(417);
    expect(r.body.exc_type).toBe('ValidationError');
    expect(serverMessage(r.body)).toMatch(
      new RegExp(`^Failed to get method for command ${path.replace(/\./g, '\\.')} with `),
    );
  });
});

describe('the extended profile keeps them', () => {
  const t = setup(60, 'extended');

  it('prices items and previews a coupon over cart items', async () => {
    const line = inStock(t)[0]!;
    const prices = await t.call('omnicommerce.controllers.api_client.get_products_price', {
      item_codes: `${line.sku},NOPE-1`,
      quantity_list: '2,1',
    });
    expect(prices.message).toEqual([expect.objectContaining({ item_code: line.sku, qty: 2, rate: line.rate })]);
    const preview = await t.call('omnicommerce.controllers.promotion.preview_coupon_code', {
      applied_code: 'SCONTO5',
      items: [{ item_code: line.sku, qty: 1 }],
    });
    expect(preview.message).toMatchObject({ coupon_code: 'SCONTO5', discount_amount: Math.min(5, line.rate) });
    const expired = await t.call('omnicommerce.controllers.promotion.preview_coupon_code', {
      applied_code: 'ESTATE2025',
      items: [{ item_code: line.sku, qty: 1 }],
    });
    expect(expired.message).toMatchObject({ status: 'error', error_code: 'expired' });
  });

  it('pays a card order with the simulated gateway (the quotation name is the proof) and reports the status', async () => {
    const line = inStock(t)[0]!;
    const quotation = await quote(t, [{ item_code: line.sku, qty: 1, rate: line.rate }]);
    const order = (await pay(t, quotation, 'stripe')).payment_request.reference_name;
    const card = { order, quotation, expiry: '12/30', cvc: '123' };
    expect(
      (
        await t.call(`${PAYMENT}.simulate_card_payment`, {
          ...card,
          quotation: 'SAL-QTN-2026-99999',
          card_number: '4242424242424242',
        })
      ).status,
    ).toBe(404);
    const declined = await t.call(`${PAYMENT}.simulate_card_payment`, { ...card, card_number: '4000 0000 0000 0002' });
    expect(declined.message).toMatchObject({ status: 'declined', decline_code: 'generic_decline' });
    const ok = await t.call(`${PAYMENT}.simulate_card_payment`, { ...card, card_number: '4242 4242 4242 4242' });
    expect(ok.message).toMatchObject({ status: 'succeeded', redirect_url: `/pages/payment-success?order=${order}` });
    const status = await t.call(`${PAYMENT}.get_payment_status`, { order, quotation });
    expect(status.message).toMatchObject({ paid: 1, status: 'Paid', payment_method: 'stripe' });
  });

  it('shows one order with its timeline to its owner, and tracks it by number and e-mail', async () => {
    const jwt = await t.signIn();
    const line = inStock(t)[0]!;
    const order = (
      await pay(
        t,
        await quote(
          t,
          [{ item_code: line.sku, qty: 1, rate: line.rate }],
          { customer_id: 'mario.rossi@example.com' },
          { email_id: 'mario.rossi@example.com' },
        ),
      )
    ).payment_request.reference_name;
    const detail = await t.call(`${ORDER}.get_sales_order`, { name: order }, { jwt });
    expect(detail.message).toMatchObject({ name: order, status: 'To Pay' });
    expect(detail.message.status_timeline.map((s: { status: string }) => s.status)).toEqual(['Draft', 'To Pay']);
    expect(
      (await t.call(`${ORDER}.get_sales_order`, { name: order }, { jwt: await t.signIn('jana.novak@example.com') }))
        .status,
    ).toBe(404);
    const tracked = await t.call(`${ORDER}.track_order`, { order_id: order, email: 'MARIO.ROSSI@example.com' });
    expect(tracked.message).toMatchObject({ name: order, status: 'To Pay' });
    expect((await t.call(`${ORDER}.track_order`, { order_id: order, email: 'eve@example.com' })).status).toBe(404);
  });

  it('keeps the address book methods over the same Address documents', async () => {
    const jwt = await t.signIn();
    const added = await t.call(
      `${ORDER}.add_address`,
      { address_line1: 'Corso Vittorio 3', city: 'Torino', pincode: '10121', country: 'Italy' },
      { jwt },
    );
    expect(added.message).toMatchObject({
      name: 'Mario Rossi-Shipping-1',
      city: 'Torino',
      country: 'Italy',
      is_primary_address: 0,
    });
    const def = await t.call(`${ORDER}.set_default_address`, { name: added.message.name }, { jwt });
    expect(def.message.is_primary_address).toBe(1);
    const edited = await t.call(`${ORDER}.update_address`, { name: added.message.name, city: 'Torino TO' }, { jwt });
    expect(edited.message).toMatchObject({ city: 'Torino TO', address_line1: 'Corso Vittorio 3' });
    const jana = await t.signIn('jana.novak@example.com');
    expect((await t.call(`${ORDER}.delete_address`, { name: added.message.name }, { jwt: jana })).status).toBe(404);
    expect((await t.call(`${ORDER}.delete_address`, { name: added.message.name }, { jwt })).message).toEqual({
      name: added.message.name,
      deleted: 1,
    });
  });

  it('gives the printed order’s file through get_document', async () => {
    const jwt = await t.signIn();
    const orders = (
      await t.call(`${ORDER}.get_sales_orders_for_current_customer`, { page_num: 1, page_size: 1 }, { jwt })
    ).message;
    const doc = await t.call(
      'mymb_ecommerce.mymb_b2c.mymb_documents.get_document',
      { order_id: orders[0].name },
      { jwt },
    );
    expect(doc.message.file_url).toBe(`/files/${orders[0].name}-invoice.pdf`);
  });
});
