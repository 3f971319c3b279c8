import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { browserMemory, context, json, order, realBackend } from './place-order-support';

vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
    cookieSecure: false,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { placeOrderWith } = await import('@/components/checkout/place-order');
const { computeQuote } = await import('@/components/checkout/quote-server');
const { openOrders, sealOrders } = await import('@/components/checkout/order-memory');
const { forgetRefusals } = await import('@/lib/backend/refusals');

describe('placing an order on the real back-end', () => {
  beforeEach(() => {
    forgetRefusals();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates the quotation at the server price for a Guest, with the Country name, then one payment request', async () => {
    const made = realBackend();
    const result = await placeOrderWith(order(), context());
    expect(result).toMatchObject({
      status: 'placed',
      order: 'SAL-ORD-2026-00001',
      next: '/pages/payment-success?paymentgateway=transfer&order=SAL-ORD-2026-00001',
    });
    expect(made.quotations).toHaveLength(1);
    expect(made.quotations[0]).toMatchObject({
      items: [{ item_code: 'FT-0431', qty: 1, rate: 49.5 }],
      customer_id: 'Guest',
      shipping_rule: 'Flat Rate',
      shipping_address_different: false,
      invoice: false,
      contact_info: {
        first_name: 'Anna',
        last_name: 'Bianchi',
        email_id: 'anna.bianchi@example.com',
        shipping_address: { city: 'Milano', country: 'Italy' },
      },
    });
    expect(made.quotations[0]).not.toHaveProperty('business_info');
    expect(made.payments).toBe(1);
  });

  it('refuses a tampered price: nothing is created, the server price is shown', async () => {
    const made = realBackend();
    const cheap = await placeOrderWith(order({ priceCents: 1, expectedTotalCents: 451 }), context());
    expect(cheap.status).toBe('price-changed');
    expect(cheap.status === 'price-changed' && cheap.quote.totalCents).toBe(5400);
    // Even with the right total, a line priced by the browser is not taken.
    const sneaky = await placeOrderWith(order({ priceCents: 1, expectedTotalCents: 5400 }), context());
    expect(sneaky.status).toBe('price-changed');
    expect(made.quotations).toHaveLength(0);
    expect(made.payments).toBe(0);
  });

  it('refuses 15 + 15 of a sku with 19 in stock', async () => {
    const made = realBackend();
    const result = await placeOrderWith(
      {
        ...order({ expectedTotalCents: 148500 }),
        lines: [
          { sku: 'FT-0431', qty: 15, priceCents: 4950 },
          { sku: 'FT-0431', qty: 15, priceCents: 4950 },
        ],
      },
      context(),
    );
    expect(result.status).toBe('cart-problem');
    expect(made.quotations).toHaveLength(0);
  });

  it('gives one order for one attempt clicked twice in a row (one quotation, one payment request)', async () => {
    const made = realBackend();
    const memory = browserMemory();
    const input = order();
    const first = await placeOrderWith(input, context(memory));
    const second = await placeOrderWith(input, context(memory));
    expect(second).toMatchObject({ status: 'placed', order: first.status === 'placed' ? first.order : 'none' });
    expect(made.quotations).toHaveLength(1);
    expect(made.payments).toBe(1);
  });

  it('gives one order for one attempt clicked twice at once', async () => {
    const made = realBackend();
    const memory = browserMemory();
    const input = order();
    const [a, b] = await Promise.all([placeOrderWith(input, context(memory)), placeOrderWith(input, context(memory))]);
    expect(a).toEqual(b);
    expect(made.quotations).toHaveLength(1);
    expect(made.payments).toBe(1);
  });

  it('never asks for a second payment when the first one timed out: the order may exist', async () => {
    const made = realBackend({
      payment: () => {
        throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
      },
    });
    const memory = browserMemory();
    const input = order();
    expect(await placeOrderWith(input, context(memory))).toEqual({ status: 'unconfirmed' });
    expect(await placeOrderWith(input, context(memory))).toEqual({ status: 'unconfirmed' });
    expect(made.payments).toBe(1);
  });

  it('asks again, on the same quotation, after a payment request the back-end refused', async () => {
    let refuse = true;
    const made = realBackend({
      payment: () => {
        if (!refuse) throw new Error('unexpected');
        refuse = false;
        return json(
          {
            exc_type: 'ValidationError',
            _server_messages: JSON.stringify([JSON.stringify({ message: 'Grand total is 0' })]),
          },
          417,
        );
      },
    });
    const memory = browserMemory();
    const input = order();
    expect((await placeOrderWith(input, context(memory))).status).toBe('rejected');
    await placeOrderWith(input, context(memory)).catch(() => null);
    expect(made.quotations).toHaveLength(1);
    expect(made.payments).toBe(2);
  });

  it('applies a coupon kept for checkout to the quotation before the payment request', async () => {
    const made = realBackend();
    const result = await placeOrderWith(order({ coupon: 'ESTATE10' }), context());
    expect(result.status).toBe('placed');
    expect(made.coupons).toEqual(['ESTATE10']);
    expect(made.calls.indexOf('apply_coupon_code')).toBeLessThan(made.calls.indexOf('payment_request'));
  });

  it('stops before the payment request when the quotation refuses the coupon (HTTP 200 {status: "error"})', async () => {
    const made = realBackend({
      coupon: () =>
        json({ message: { status: 'error', message: 'Sorry, this coupon code has expired', coupon_description: '' } }),
    });
    const result = await placeOrderWith(order({ coupon: 'VECCHIO' }), context());
    expect(result).toEqual({
      status: 'coupon-refused',
      code: 'VECCHIO',
      message: 'Sorry, this coupon code has expired',
    });
    expect(made.payments).toBe(0);
  });

  it('knows from where delivery is free although the back-end answers only the band that applies', async () => {
    realBackend();
    const result = await computeQuote({
      lines: [{ sku: 'FT-0431', qty: 1, priceCents: 4950 }],
      country: 'IT',
      locale: 'it',
    });
    expect(result.ok && result.quote).toMatchObject({
      shippingCents: 450,
      freeShippingThresholdCents: 7900,
      freeShippingRemainingCents: 2950,
      totalCents: 5400,
    });
    expect(result.ok && result.quote.paymentMethods).toEqual(['transfer']);
  });

  it('keeps the bank text sanitised and the quotation name only in the sealed memory', async () => {
    realBackend();
    const memory = browserMemory();
    await placeOrderWith(order(), context(memory));
    const [entry] = memory.entries();
    expect(entry).toMatchObject({
      order: 'SAL-ORD-2026-00001',
      quotation: 'SAL-QTN-2026-00001',
      amount: 54,
      gateway: 'transfer',
    });
    expect(entry!.transferHtml).not.toMatch(/script|onclick/);
    expect(entry!.transferHtml).toContain('SAL-ORD-2026-00001');

    const secret = randomBytes(32);
    const sealed = sealOrders(memory.entries(), secret);
    expect(sealed).not.toContain('SAL-QTN');
    expect(openOrders(sealed, secret)).toEqual(memory.entries());
    // An altered cookie remembers nothing (no forged proof of an order).
    const altered = sealed.slice(0, -3) + (sealed.endsWith('A') ? 'BBB' : 'AAA');
    expect(openOrders(altered, secret)).toEqual([]);
    expect(openOrders(sealed, randomBytes(32))).toEqual([]);
  });
});
