import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { EMPTY_CHECKOUT } from '@/components/checkout/checkout-defaults';
import type { CheckoutValues } from '@/components/checkout/checkout-schema';

vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
vi.mock('@/lib/env', () => ({
  env: () => ({ BACKEND_URL: 'http://backend.test', BACKEND_API_KEY: 'k', BACKEND_API_SECRET: 's', BACKEND_TIMEOUT_MS: 1_000, cookieSecure: false }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { placeOrderWith, matchingSavedAddress } = await import('@/components/checkout/place-order');
const { computeQuote } = await import('@/components/checkout/quote-server');
const { openOrders, sealOrders } = await import('@/components/checkout/order-memory');
const { forgetAbsentMethods } = await import('@/lib/backend/absent-methods');
type Memory = Awaited<ReturnType<typeof openOrders>>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const missingMethod = (path: string) =>
  json({ exc_type: 'ValidationError', _server_messages: JSON.stringify([JSON.stringify({ message: `Failed to get method for command ${path} with module has no attribute` })]) }, 417);

/**
 * A back-end answering as the real one does (docs/backend/checkout.md): listing prices, Italy's
 * "Flat Rate" 4,50 € under 79 €, no coupon preview, no card gateway, and counters of what was
 * created.
 */
function realBackend(over: { payment?: () => Response | Promise<Response>; coupon?: () => Response } = {}) {
  const made = { quotations: [] as Array<Record<string, unknown>>, payments: 0, coupons: [] as string[], calls: [] as string[] };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const path = url.pathname.replace('/api/method/', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    made.calls.push(path.split('.').pop()!);
    switch (path) {
      case 'omnicommerce.controllers.cart.get_deliverable_countries':
        return json({ message: { data: [{ name: 'Italy', code: 'it' }] } });
      case 'omnicommerce.controllers.cart.get_shipping_rules': {
        const total = Number(url.searchParams.get('totalPrice'));
        const band = total >= 79 ? { shipping_amount: 0, price_range_from: 79 } : { shipping_amount: 4.5, price_range_from: 0 };
        return json({ message: { data: [{ shipping_rule: 'Flat Rate', label: 'Corriere', generic_shipping_amount: 4.5, country: 'Italy', price_range_to: 0, ...band }] } });
      }
      case 'mymb_ecommerce.mymb_b2c.solr_search.shop':
        return json({
          message: {
            products: [
              { sku: 'FT-0425', name: 'Trapano', price: 129.9, sale_price: 99.9, is_sale: true, stock: 14, variants: [] },
              { sku: 'FT-0431', name: 'Livella', price: 49.5, sale_price: null, is_sale: false, stock: 19, variants: [] },
            ].filter((p) => url.searchParams.get('skus')!.split(';').includes(p.sku)),
          },
        });
      case 'mymb_ecommerce.mymb_ecommerce.order.create_quotation':
        made.quotations.push(body);
        return json({ message: `SAL-QTN-2026-${String(made.quotations.length).padStart(5, '0')}` });
      case 'omnicommerce.controllers.promotion.apply_coupon_code':
        made.coupons.push(String(body.applied_code));
        return over.coupon?.() ?? json({ message: { name: body.quotation_name, coupon_code: 'ESTATE10', discount_amount: 5.4, total: 49.5, grand_total: 48.6, coupon_description: '' } });
      case 'mymb_ecommerce.mymb_ecommerce.payment.payment_request': {
        made.payments += 1;
        if (over.payment) return over.payment();
        const order = `SAL-ORD-2026-${String(made.payments).padStart(5, '0')}`;
        return json({
          message: {
            payment_request: { name: 'ACC-PRQ-2026-00001', reference_doctype: 'Sales Order', reference_name: order, grand_total: 54, currency: 'EUR', status: 'Requested' },
            payment_url: '/pages/payment-success?paymentgateway=transfer',
            wired_transfer_data: `<p onclick="x()">Bonifico</p><script>alert(1)</script><h2>${order}</h2>`,
            clientSecret: null,
            quotation: { name: body.quotation_name, grand_total: 54 },
          },
        });
      }
      default:
        return missingMethod(path);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return made;
}

/** The cookie jar of one browser: what a response wrote, the next request reads. */
function browserMemory() {
  let jar: Memory = [];
  return {
    read: async () => structuredClone(jar),
    write: async (entries: Memory) => {
      jar = structuredClone(entries);
    },
    entries: () => jar,
  };
}

const form: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  email: 'Anna.Bianchi@example.com',
  first_name: 'Anna',
  last_name: 'Bianchi',
  phone: '+39 333 123 4567',
  shipping: { address_line1: 'Via Torino 45', address_line2: '', city: 'Milano', state: 'MI', pincode: '20123', country: 'IT' },
  shipping_rule: 'Flat Rate',
  accept_terms: true,
};

let attempts = 0;
const order = (over: { priceCents?: number; expectedTotalCents?: number; coupon?: string | null; attempt?: string } = {}) => ({
  form,
  lines: [{ sku: 'FT-0431', qty: 1, priceCents: over.priceCents ?? 4950 }],
  coupon: over.coupon ?? null,
  attempt: over.attempt ?? `attempt-${++attempts}-0123456789abcdef`,
  expectedTotalCents: over.expectedTotalCents ?? 5400,
  locale: 'it',
});

const context = (memory = browserMemory()) => ({ memory, readJwt: async () => undefined, writeJwt: async () => {}, locale: 'it' });

describe('placing an order on the real back-end', () => {
  beforeEach(() => {
    forgetAbsentMethods();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates the quotation at the server price for a Guest, with the Country name, then one payment request', async () => {
    const made = realBackend();
    const result = await placeOrderWith(order(), context());
    expect(result).toMatchObject({ status: 'placed', order: 'SAL-ORD-2026-00001', next: '/pages/payment-success?paymentgateway=transfer&order=SAL-ORD-2026-00001' });
    expect(made.quotations).toHaveLength(1);
    expect(made.quotations[0]).toMatchObject({
      items: [{ item_code: 'FT-0431', qty: 1, rate: 49.5 }],
      customer_id: 'Guest',
      shipping_rule: 'Flat Rate',
      shipping_address_different: false,
      invoice: false,
      contact_info: { first_name: 'Anna', last_name: 'Bianchi', email_id: 'anna.bianchi@example.com', shipping_address: { city: 'Milano', country: 'Italy' } },
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
        return json({ exc_type: 'ValidationError', _server_messages: JSON.stringify([JSON.stringify({ message: 'Grand total is 0' })]) }, 417);
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
    const made = realBackend({ coupon: () => json({ message: { status: 'error', message: 'Sorry, this coupon code has expired', coupon_description: '' } }) });
    const result = await placeOrderWith(order({ coupon: 'VECCHIO' }), context());
    expect(result).toEqual({ status: 'coupon-refused', code: 'VECCHIO', message: 'Sorry, this coupon code has expired' });
    expect(made.payments).toBe(0);
  });

  it('knows from where delivery is free although the back-end answers only the band that applies', async () => {
    realBackend();
    const result = await computeQuote({ lines: [{ sku: 'FT-0431', qty: 1, priceCents: 4950 }], country: 'IT', locale: 'it' });
    expect(result.ok && result.quote).toMatchObject({ shippingCents: 450, freeShippingThresholdCents: 7900, freeShippingRemainingCents: 2950, totalCents: 5400 });
    expect(result.ok && result.quote.paymentMethods).toEqual(['transfer']);
  });

  it('reuses the shopper\u2019s own saved address only when every field matches', () => {
    const saved = [
      { name: 'Anna Bianchi-Shipping', address_line1: 'Via Torino 45', address_line2: null, city: 'MILANO', pincode: '20123', country: 'Italy', is_primary_address: true },
      { name: 'Anna Bianchi-Shipping-1', address_line1: 'Via Roma 1', city: 'Torino', pincode: '10121', country: 'Italy', is_primary_address: false },
    ];
    expect(matchingSavedAddress(saved, form.shipping, 'Italy')).toBe('Anna Bianchi-Shipping');
    expect(matchingSavedAddress(saved, { ...form.shipping, pincode: '20124' }, 'Italy')).toBeNull();
    expect(matchingSavedAddress(saved, form.shipping, 'Slovakia')).toBeNull();
  });

  it('keeps the bank text sanitised and the quotation name only in the sealed memory', async () => {
    realBackend();
    const memory = browserMemory();
    await placeOrderWith(order(), context(memory));
    const [entry] = memory.entries();
    expect(entry).toMatchObject({ order: 'SAL-ORD-2026-00001', quotation: 'SAL-QTN-2026-00001', amount: 54, gateway: 'transfer' });
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
