import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { browserMemory, context, json, order, realBackend } from './place-order-support';
import { cents } from '@/lib/domain/money';

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

const { placeOrderWith } = await import('@/lib/checkout/place-order');
const { computeQuote } = await import('@/lib/checkout/quote');
const { openOrders, sealOrders } = await import('@/lib/checkout/order-memory');
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
      ok: true,
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
    expect(cheap).toMatchObject({ reason: 'price-changed' });
    expect(!cheap.ok && cheap.reason === 'price-changed' && cheap.quote.totalCents).toBe(5400);
    // Even with the right total, a line priced by the browser is not taken.
    const sneaky = await placeOrderWith(order({ priceCents: 1, expectedTotalCents: 5400 }), context());
    expect(sneaky).toMatchObject({ reason: 'price-changed' });
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
    expect(result).toMatchObject({ reason: 'cart-problem' });
    expect(made.quotations).toHaveLength(0);
  });

  it('gives one order for one attempt clicked twice in a row (one quotation, one payment request)', async () => {
    const made = realBackend();
    const memory = browserMemory();
    const input = order();
    const first = await placeOrderWith(input, context(memory));
    const second = await placeOrderWith(input, context(memory));
    expect(second).toMatchObject({ ok: true, order: first.ok ? first.order : 'none' });
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
    expect(await placeOrderWith(input, context(memory))).toEqual({ ok: false, reason: 'unconfirmed' });
    expect(await placeOrderWith(input, context(memory))).toEqual({ ok: false, reason: 'unconfirmed' });
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
    expect(await placeOrderWith(input, context(memory))).toMatchObject({ reason: 'rejected' });
    await placeOrderWith(input, context(memory)).catch(() => null);
    expect(made.quotations).toHaveLength(1);
    expect(made.payments).toBe(2);
  });

  it('applies a coupon kept for checkout to the quotation, shows the order its total, and orders on the second click', async () => {
    const made = realBackend();
    const memory = browserMemory();
    const attempt = 'attempt-coupon-0123456789abcdef';
    // The cart showed 54,00 (the real back-end has no coupon preview): the quotation's total comes first.
    const first = await placeOrderWith(order({ coupon: 'ESTATE10', attempt }), context(memory));
    expect(first).toEqual({
      ok: false,
      reason: 'confirm-total',
      totals: { subtotalCents: 4950, shippingCents: 0, discountCents: 540, totalCents: 4860 },
    });
    expect(made.payments).toBe(0);
    // The shopper accepts 48,60: the same quotation, its coupon not applied twice, then the one payment request.
    const second = await placeOrderWith(
      order({ coupon: 'ESTATE10', attempt, expectedTotalCents: 4860 }),
      context(memory),
    );
    expect(second.ok).toBe(true);
    expect(made.quotations).toHaveLength(1);
    expect(made.coupons).toEqual(['ESTATE10']);
    expect(made.calls.indexOf('apply_coupon_code')).toBeLessThan(made.calls.indexOf('payment_request'));
    expect(made.payments).toBe(1);
  });

  it("shows the quotation's total when it differs from the shop's own (shipping as a tax row, rounding)", async () => {
    const made = realBackend({
      other: (path) =>
        path.startsWith('/api/resource/Quotation/')
          ? json({
              data: {
                name: 'SAL-QTN-2026-00001',
                total: 49.5,
                total_taxes_and_charges: 6.9,
                discount_amount: 0,
                grand_total: 56.4,
                rounded_total: 56.4,
              },
            })
          : undefined,
    });
    const result = await placeOrderWith(order(), context());
    expect(result).toMatchObject({
      ok: false,
      reason: 'confirm-total',
      totals: { shippingCents: 690, totalCents: 5640 },
    });
    expect(made.payments).toBe(0);
  });

  it("reads the total the payment request will ask: ERPNext's rounded total when the site rounds", async () => {
    realBackend({
      other: (path) =>
        path.startsWith('/api/resource/Quotation/')
          ? json({ data: { total: 49.5, total_taxes_and_charges: 4.5, grand_total: 54, rounded_total: 54 } })
          : undefined,
      coupon: () =>
        json({
          message: {
            name: 'SAL-QTN-2026-00001',
            total: 49.5,
            total_taxes_and_charges: 4.5,
            discount_amount: 5.4,
            apply_discount_on: 'Grand Total',
            additional_discount_percentage: 10,
            grand_total: 48.6,
            rounded_total: 49,
          },
        }),
    });
    const result = await placeOrderWith(order({ coupon: 'ESTATE10' }), context());
    expect(result).toMatchObject({ ok: false, reason: 'confirm-total', totals: { totalCents: 4900 } });
  });

  it('stops before the payment request when the quotation refuses the coupon (HTTP 200 {status: "error"})', async () => {
    const made = realBackend({
      coupon: () =>
        json({ message: { status: 'error', message: 'Sorry, this coupon code has expired', coupon_description: '' } }),
    });
    const result = await placeOrderWith(order({ coupon: 'VECCHIO' }), context());
    expect(result).toEqual({
      ok: false,
      reason: 'coupon-refused',
      code: 'VECCHIO',
      message: 'Sorry, this coupon code has expired',
    });
    expect(made.payments).toBe(0);
  });

  it('knows from where delivery is free although the back-end answers only the band that applies', async () => {
    realBackend();
    const result = await computeQuote({
      lines: [{ sku: 'FT-0431', qty: 1, priceCents: cents(4950) }],
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
      // payment_request's grand_total, 54 €, kept in cents.
      amountCents: 5400,
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

  describe('a site without the Customer "Guest"', () => {
    const noGuest = () =>
      json(
        {
          exc_type: 'DoesNotExistError',
          _server_messages: JSON.stringify([JSON.stringify({ message: 'Customer Guest not found' })]),
        },
        404,
      );

    it('asks a guest for an account instead of saying the server could not be reached, and remembers it', async () => {
      const made = realBackend({ quotation: noGuest });
      const result = await placeOrderWith(order(), context());
      expect(result).toEqual({ ok: false, reason: 'account-needed' });
      expect(made.payments).toBe(0);
      // The next guest is told before the last click: the checkout's quote says so.
      const quoted = await computeQuote({
        lines: [{ sku: 'FT-0431', qty: 1, priceCents: cents(4950) }],
        country: 'IT',
        locale: 'it',
      });
      expect(quoted.ok && quoted.quote.guestCheckout).toBe(false);
      const calls = made.calls.length;
      expect(await placeOrderWith(order(), context())).toEqual({ ok: false, reason: 'account-needed' });
      expect(made.calls.slice(calls)).not.toContain('create_quotation');
    });

    it('an error the server answered is "not completed", never "could not reach the server"', async () => {
      realBackend({
        quotation: () => json({ exc_type: 'PermissionError', _server_messages: '[]' }, 403),
      });
      expect(await placeOrderWith(order(), context())).toEqual({
        ok: false,
        reason: 'not-completed',
        transferOnly: false,
      });
      forgetRefusals();
      // A gateway's 503 (the site down behind its front) is a server not reached.
      realBackend({ quotation: () => new Response('<html>503</html>', { status: 503 }) });
      expect(await placeOrderWith(order(), context())).toEqual({ ok: false, reason: 'unavailable' });
    });
  });

  describe("ERPNext 15.70 and later, where mymb's payment_request fails for every order", () => {
    /**
     * payment_request as the real code answered it, traceback and all
     * (docs/backend.md "payment_request on ERPNext 15.70 and later").
     */
    const broken = () =>
      json(
        {
          exc_type: 'AttributeError',
          exception: "AttributeError: 'str' object has no attribute 'doctype'",
          exc: JSON.stringify(['Traceback (most recent call last):\n  File "payment.py", line 459']),
          _exc_source: 'mymb_ecommerce (app)',
        },
        500,
      );

    /** Stock ERPNext: the quotation submitted, mapped, the order inserted and submitted, its Payment Request. */
    function stockErpnext() {
      const steps: string[] = [];
      const orders: Array<{ name: string; docstatus: number }> = [];
      const requests: Array<{ name: string; grand_total: number; currency: string }> = [];
      const other = (path: string, url: URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const at = decodeURIComponent(path);
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
        if (at.startsWith('/api/resource/Quotation/') && method === 'PUT') {
          steps.push('submit quotation');
          return json({ data: { name: at.split('/').pop(), docstatus: 1 } });
        }
        if (at === 'erpnext.selling.doctype.quotation.quotation.make_sales_order') {
          steps.push('map');
          return json({
            message: { doctype: 'Sales Order', name: 'new-sales-order-1', __islocal: 1, grand_total: 54 },
          });
        }
        if (at === '/api/resource/Sales Order' && method === 'GET') {
          return json({ data: orders.filter((o) => o.docstatus !== 2) });
        }
        if (at === '/api/resource/Sales Order' && method === 'POST') {
          steps.push(
            `insert ${String(body.delivery_date).length === 10 ? 'dated' : 'undated'} ${String(body.payment_mode)}`,
          );
          expect(body).not.toHaveProperty('name');
          const made = {
            name: 'SAL-ORD-2026-00042',
            docstatus: 0,
            grand_total: 54,
            rounded_total: 54,
            currency: 'EUR',
          };
          orders.push(made);
          return json({ data: made });
        }
        if (at.startsWith('/api/resource/Sales Order/') && method === 'PUT') {
          steps.push('submit order');
          orders[0]!.docstatus = 1;
          return json({ data: { ...orders[0], grand_total: 54, rounded_total: 54 } });
        }
        if (at === '/api/resource/Payment Request') return json({ data: requests });
        if (at === 'erpnext.accounts.doctype.payment_request.payment_request.make_payment_request') {
          steps.push(`payment request to ${String(body.recipient_id)}`);
          const pr = { name: 'ACC-PRQ-2026-00007', grand_total: 54, currency: 'EUR' };
          requests.push(pr);
          return json({ message: pr });
        }
        void url;
        return undefined;
      };
      return { steps, other, orders };
    }

    it('finishes a bank transfer order with stock ERPNext: one order, its payment request, the amount shown', async () => {
      const stock = stockErpnext();
      const made = realBackend({ payment: broken, other: stock.other });
      const memory = browserMemory();
      const result = await placeOrderWith(order(), context(memory));
      expect(result).toMatchObject({
        ok: true,
        order: 'SAL-ORD-2026-00042',
        next: '/pages/payment-success?paymentgateway=transfer&order=SAL-ORD-2026-00042',
      });
      expect(stock.steps).toEqual([
        'submit quotation',
        'map',
        'insert dated TRANSFER',
        'submit order',
        'payment request to anna.bianchi@example.com',
      ]);
      expect(memory.entries()[0]).toMatchObject({ amountCents: 5400, amountDiffers: false });
      expect(made.payments).toBe(1);
      // The next order goes the stock way at once, and card is no longer offered.
      const quoted = await computeQuote({
        lines: [{ sku: 'FT-0431', qty: 1, priceCents: cents(4950) }],
        country: 'IT',
        locale: 'it',
      });
      expect(quoted.ok && quoted.quote.paymentMethods).toEqual(['transfer']);
    });

    it('a retry after a lost answer continues the same order, never a second one', async () => {
      const stock = stockErpnext();
      let lose = true;
      realBackend({
        payment: broken,
        other: (path, url, init) => {
          // The order's submission is made, but its answer never arrives.
          if (lose && decodeURIComponent(path).startsWith('/api/resource/Sales Order/') && init?.method === 'PUT') {
            lose = false;
            stock.other(path, url, init);
            return json({ exc_type: 'Exception' }, 502);
          }
          return stock.other(path, url, init);
        },
      });
      const memory = browserMemory();
      const attempt = 'attempt-stock-retry-0123456789ab';
      const first = await placeOrderWith(order({ attempt }), context(memory));
      expect(first).toEqual({ ok: false, reason: 'not-completed', transferOnly: false });
      const second = await placeOrderWith(order({ attempt }), context(memory));
      expect(second).toMatchObject({ ok: true, order: 'SAL-ORD-2026-00042' });
      expect(stock.steps.filter((s) => s.startsWith('insert'))).toHaveLength(1);
      expect(stock.steps.filter((s) => s === 'submit quotation')).toHaveLength(1);
    });

    it("a card order stops with nothing made: only mymb's method asks for the payment intent", async () => {
      // A shop with Stripe: the card is offered until the broken method is first met.
      const { publicEnv } = await import('@/lib/env/public');
      const key = publicEnv.stripePublishableKey;
      Object.assign(publicEnv, { stripePublishableKey: 'pk_test_card' });
      try {
        const stock = stockErpnext();
        const made = realBackend({ payment: broken, other: stock.other });
        const card = order();
        const result = await placeOrderWith({ ...card, form: { ...card.form, payment_method: 'stripe' } }, context());
        // mymb's method was asked and failed; ERPNext's own path cannot ask Stripe for an intent,
        // so nothing is ordered or charged, and the shopper is offered a bank transfer instead.
        expect(made.payments).toBe(1);
        expect(result).toEqual({ ok: false, reason: 'not-completed', transferOnly: true });
        expect(stock.steps).toEqual([]);
      } finally {
        Object.assign(publicEnv, { stripePublishableKey: key });
      }
    });
  });
});
