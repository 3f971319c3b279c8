import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const commerce = { ...(await import('@/lib/backend/commerce')), ...(await import('@/lib/backend/payments')) };
const { forgetAbsentMethods } = await import('@/lib/backend/absent-methods');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with one answer and records what was asked. */
function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(body, status));
  vi.stubGlobal('fetch', fetch);
  return {
    url: () => new URL(fetch.mock.calls[0]![0]),
    body: () => JSON.parse(String(fetch.mock.calls[0]![1]?.body ?? '{}')) as Record<string, unknown>,
    calls: () => fetch.mock.calls.length,
  };
}

/** The contract's listing example (real back-end), trimmed to the fields a price needs and a few more. */
const LISTING = {
  message: {
    totalCount: 1,
    current_page: 1,
    pages: 1,
    per_page: 2,
    is_last: true,
    products: [
      {
        id: '40213',
        sku: 'FT-0425',
        name: 'Trapano a percussione 18V',
        slug: 'det/trapano-a-percussione-18v-ft-0425',
        price: 129.9,
        sale_price: 99.9,
        is_sale: true,
        gross_price: 129.9,
        net_price: 129.9,
        promo_price: 99.9,
        stock: 14,
        ratings: 0,
        reviews: '0',
        variants: [],
      },
      {
        id: '40214',
        sku: 'FT-0431',
        name: 'Livella laser',
        slug: 'det/livella-laser-ft-0431',
        price: 49.5,
        sale_price: null,
        is_sale: false,
        stock: 0,
        variants: [],
      },
    ],
    min_price_all: 49,
    max_price_all: 129,
    category: [],
    features: [],
    menu_category_detail: null,
    solr_result: ['…'],
    query: 'text:* ',
  },
};

describe('checkout calls against the real back-end answers', () => {
  beforeEach(() => {
    forgetAbsentMethods();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads deliverable countries as Country names with upper-case codes', async () => {
    answer({
      message: {
        data: [
          { name: 'Italy', code: 'it' },
          { name: 'Slovakia', code: 'sk' },
        ],
      },
    });
    const result = await commerce.getDeliverableCountries('en');
    expect(result).toEqual({
      ok: true,
      data: [
        { name: 'Italy', code: 'IT' },
        { name: 'Slovakia', code: 'SK' },
      ],
    });
  });

  it('keeps only the shipping rows of the asked country (a rule yields a row for each of its countries)', async () => {
    const call = answer({
      message: {
        data: [
          {
            shipping_rule: 'Standard IT',
            label: 'Corriere espresso',
            generic_shipping_amount: 0,
            shipping_amount: 6.9,
            country: 'Italy',
            price_range_from: 0,
            price_range_to: 0,
          },
          {
            shipping_rule: 'Standard IT',
            label: 'Corriere espresso',
            generic_shipping_amount: 0,
            shipping_amount: 6.9,
            country: 'Slovakia',
            price_range_from: 0,
            price_range_to: 0,
          },
          {
            shipping_rule: 'Ritiro',
            label: 'Ritiro in negozio',
            generic_shipping_amount: 0,
            shipping_amount: 0,
            country: 'ALL',
            price_range_from: 0,
            price_range_to: 0,
          },
        ],
      },
    });
    const result = await commerce.getShippingRows('Italy', 42.5, 'it');
    expect(result.ok && result.data.map((r) => [r.shipping_rule, r.country])).toEqual([
      ['Standard IT', 'Italy'],
      ['Ritiro', 'ALL'],
    ]);
    expect(call.url().searchParams.get('country')).toBe('Italy');
    expect(call.url().searchParams.get('totalPrice')).toBe('42.50');
  });

  it('does not ask for shipping rules of an empty total (the back-end answers none)', async () => {
    const call = answer({ message: { data: [] } });
    expect(await commerce.getShippingRows('Italy', 0, 'it')).toEqual({ ok: true, data: [] });
    expect(call.calls()).toBe(0);
  });

  it('reads current prices from the listing asked with skus: the sale price when on sale, unknown skus absent', async () => {
    const call = answer(LISTING);
    const result = await commerce.getCurrentPrices(['FT-0425', 'FT-0431', 'GONE-1'], 'it');
    expect(result).toEqual({
      ok: true,
      data: [
        { sku: 'FT-0425', rate: 99.9, stock: 14 },
        { sku: 'FT-0431', rate: 49.5, stock: 0 },
      ],
    });
    expect(call.url().pathname).toBe('/api/method/mymb_ecommerce.mymb_b2c.solr_search.shop');
    expect(call.url().searchParams.get('skus')).toBe('FT-0425;FT-0431;GONE-1');
    expect(Number(call.url().searchParams.get('per_page'))).toBeGreaterThanOrEqual(3);
  });

  it('matches a requested sku to a variant of a listed product (extended catalogue)', () => {
    const products = [
      {
        sku: 'P-1',
        name: 'Vernice',
        price: 20,
        sale_price: null,
        is_sale: false,
        stock: 9,
        variants: [{ sku: 'P-1-RED', price: 22, sale_price: 18, stock: 3 }],
      },
    ];
    expect(commerce.priceOfSku(products, 'P-1-RED')).toEqual({ sku: 'P-1-RED', rate: 18, stock: 3 });
    expect(commerce.priceOfSku(products, 'P-1')).toEqual({ sku: 'P-1', rate: 20, stock: 9 });
    expect(commerce.priceOfSku(products, 'P-2')).toBeNull();
  });

  it('tells a coupon refusal (HTTP 200 {status: "error"}) from an applied coupon (the whole Quotation)', async () => {
    answer({ message: { status: 'error', message: 'Sorry, this coupon code has expired', coupon_description: '' } });
    expect(await commerce.applyCouponToQuotation('SAL-QTN-2025-00042', 'ESTATE', 'it')).toEqual({
      ok: false,
      refused: true,
      message: 'Sorry, this coupon code has expired',
      reason: null,
    });

    const call = answer({
      message: {
        name: 'SAL-QTN-2025-00042',
        coupon_code: 'ESTATE10',
        coupon_description: '<p>10% di sconto</p>',
        discount_amount: 12.99,
        additional_discount_percentage: 10,
        total: 129.9,
        net_total: 106.48,
        total_taxes_and_charges: 4.5,
        grand_total: 121.41,
        rounded_total: 121,
        items: [],
        taxes: [],
        customer_name: null,
      },
    });
    expect(await commerce.applyCouponToQuotation('SAL-QTN-2025-00042', 'estate', 'it')).toEqual({
      ok: true,
      data: { code: 'ESTATE10', description: '10% di sconto', discount: 12.99, grandTotal: 121.41 },
    });
    expect(call.body()).toEqual({
      quotation_name: 'SAL-QTN-2025-00042',
      applied_code: 'estate',
      applied_referral_sales_partner: '',
    });
  });

  it('reads the quotation name, and an unknown shipping rule (HTTP 200 {error}) as a refusal', async () => {
    answer({ message: 'SAL-QTN-2025-00042' });
    expect(await commerce.createQuotation({} as never, 'it')).toEqual({ ok: true, data: 'SAL-QTN-2025-00042' });
    answer({ message: { error: 'Invalid Shipping Rule provided. Please check and try again.' } });
    const refused = await commerce.createQuotation({} as never, 'it');
    expect(refused.ok ? null : refused.error.kind).toBe('rejected');
  });

  it('reads the order and the amount from the payment request document', async () => {
    const call = answer({
      message: {
        payment_request: {
          name: 'ACC-PRQ-2025-00031',
          reference_doctype: 'Sales Order',
          reference_name: 'SAL-ORD-2025-00017',
          grand_total: 106.8,
          currency: 'EUR',
          status: 'Requested',
          docstatus: 1,
        },
        payment_url: '/pages/payment-success?paymentgateway=transfer',
        wired_transfer_data: '<p>Bonifico bancario … IBAN …</p><h2>SAL-ORD-2025-00017</h2>',
        clientSecret: null,
        quotation: { name: 'SAL-QTN-2025-00042', grand_total: 106.8 },
      },
    });
    const result = await commerce.requestPayment('SAL-QTN-2025-00042', 'transfer', 'it');
    expect(result.ok && result.data.payment_request).toMatchObject({
      reference_name: 'SAL-ORD-2025-00017',
      grand_total: 106.8,
      currency: 'EUR',
    });
    expect(result.ok && result.data.wired_transfer_data).toContain('<h2>SAL-ORD-2025-00017</h2>');
    expect(call.body()).toEqual({ quotation_name: 'SAL-QTN-2025-00042', payment_gateway: 'transfer' });
  });

  it('reads a Sales Order from the stock resource: paid "NO", still a Draft awaiting its online payment', async () => {
    const call = answer({
      data: [
        {
          name: 'SAL-ORD-2025-00017',
          customer: 'Guest',
          docstatus: 0,
          status: 'Draft',
          paid: 'NO',
          grand_total: 106.8,
          currency: 'EUR',
          payment_mode: null,
        },
      ],
    });
    const result = await commerce.getSalesOrder('SAL-ORD-2025-00017', 'it');
    expect(result.ok && result.data).toMatchObject({
      name: 'SAL-ORD-2025-00017',
      customer: 'Guest',
      docstatus: 0,
      paid: false,
      grand_total: 106.8,
    });
    expect(call.url().pathname).toBe('/api/resource/Sales%20Order');
    expect(JSON.parse(call.url().searchParams.get('filters')!)).toEqual([['name', '=', 'SAL-ORD-2025-00017']]);

    answer({
      data: [
        { name: 'SAL-ORD-2025-00018', customer: 'mario.rossi@example.com', docstatus: 1, paid: 'YES', grand_total: 20 },
      ],
    });
    const paid = await commerce.getSalesOrder('SAL-ORD-2025-00018', 'it');
    expect(paid.ok && paid.data.paid).toBe(true);
    answer({ data: [] });
    const missing = await commerce.getSalesOrder('SAL-ORD-2025-09999', 'it');
    expect(missing.ok ? null : missing.error.kind).toBe('not-found');
  });

  it('sees no card gateway on a back-end without simulate_card_payment', async () => {
    answer(
      {
        exc_type: 'ValidationError',
        _server_messages: JSON.stringify([
          JSON.stringify({
            message:
              "Failed to get method for command mymb_ecommerce.mymb_ecommerce.payment.simulate_card_payment with module 'mymb_ecommerce.mymb_ecommerce.payment' has no attribute 'simulate_card_payment'",
          }),
        ]),
      },
      417,
    );
    expect(await commerce.hasTestCardGateway(0)).toBe(false);
  });
});
