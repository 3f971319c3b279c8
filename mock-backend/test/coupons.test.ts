// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { serverMessage, setup } from './support';
import { COUPON, inStock, pay, quote, resource, type Mock } from './commerce-support';

/** Coupon codes applied to a quotation. */
let t: Mock;
beforeEach(() => {
  t = setup(60);
});

describe('apply_coupon_code', () => {
  it('needs all three arguments: without applied_referral_sales_partner 500 TypeError', async () => {
    const line = inStock(t)[0]!;
    const name = await quote(t, [{ item_code: line.sku, qty: 1, rate: line.rate }]);
    const r = await t.call(COUPON, { quotation_name: name, applied_code: 'SCONTO5' });
    expect(r.status).toBe(500);
    expect(r.body.exc_type).toBe('TypeError');
  });

  it('answers the whole Quotation with the discount and coupon_description, and the order copies it', async () => {
    const name = await quote(t, [{ item_code: inStock(t)[0]!.sku, qty: 1, rate: 20 }]);
    const r = await t.call(COUPON, {
      quotation_name: name,
      applied_code: 'benvenuto10',
      applied_referral_sales_partner: '',
    });
    expect(r.status).toBe(200);
    expect(r.message).toMatchObject({
      name,
      doctype: 'Quotation',
      coupon_code: 'BENVENUTO10',
      // On the grand total, shipping included, as the real code does: (20,00 + 4,50) × 10 % = 2,45.
      apply_discount_on: 'Grand Total',
      discount_amount: 2.45,
      total: 20,
      total_taxes_and_charges: 4.5,
      grand_total: 22.05,
      coupon_description: '<p>10% di sconto sul tuo ordine</p>',
      valid_till: null,
    });
    expect(r.message.taxes[0]).toMatchObject({ description: 'Flat Rate', tax_amount: 4.5 });
    const payment = await pay(t, name);
    expect(payment.payment_request.grand_total).toBe(22.05);
    const order = await resource(t, `Sales Order/${payment.payment_request.reference_name}`);
    expect(order.body.data).toMatchObject({ coupon_code: 'BENVENUTO10', discount_amount: 2.45, grand_total: 22.05 });
  });

  it('refuses with HTTP 200 {status: "error"} and the same reason in _server_messages', async () => {
    const name = await quote(t, [{ item_code: inStock(t)[0]!.sku, qty: 1, rate: 20 }]);
    const cases: Array<[string, string, string]> = [
      [name, '', 'Please enter a coupon code'],
      [name, 'NOPE', 'Please enter a valid coupon code'],
      [name, 'ESTATE2025', "Sorry, this coupon code's validity has expired"],
      ['SAL-QTN-2026-99999', 'SCONTO5', 'Quotation SAL-QTN-2026-99999 not found'],
    ];
    for (const [quotation_name, applied_code, reason] of cases) {
      const r = await t.call(COUPON, { quotation_name, applied_code, applied_referral_sales_partner: '' });
      expect(r.status).toBe(200);
      expect(r.message).toEqual({ status: 'error', message: reason, coupon_description: '' });
      expect(serverMessage(r.body)).toBe(reason);
    }
  });

  it('refuses a once-per-customer coupon the same e-mail already used on a submitted order', async () => {
    const line = inStock(t)[0]!;
    const first = await quote(t, [{ item_code: line.sku, qty: 1, rate: 20 }]);
    const args = { applied_code: 'PRIMOORDINE', applied_referral_sales_partner: '' };
    // 5 % of 20,00 + 4,50 shipping.
    expect((await t.call(COUPON, { ...args, quotation_name: first })).message.discount_amount).toBe(1.23);
    await pay(t, first);
    const second = await quote(t, [{ item_code: line.sku, qty: 1, rate: 20 }]);
    const refused = await t.call(COUPON, { ...args, quotation_name: second });
    expect(refused.message).toEqual({
      status: 'error',
      message: 'This coupon code has been used the maximum number of times allowed.',
      coupon_description: '',
    });
  });
});
