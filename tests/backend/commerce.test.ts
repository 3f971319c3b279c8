import { describe, expect, it } from 'vitest';
import { setUpBackendTests } from './backend-setup';
import { CONTRACT_PRODUCT } from './contract-product';
import { answer } from './one-answer';
import { cents } from '@/lib/domain/money';

/**
 * Delivery, prices, coupons and the quotation fed the real back-end's answers
 * (docs/backend/checkout.md). Payments are in payments.test.ts.
 */

setUpBackendTests({ timeoutMs: 1_000 });

const commerce = { ...(await import('@/lib/backend/commerce')), ...(await import('@/lib/backend/payments')) };

/**
 * The contract's listing example (real back-end) with a second product, out of stock and not on
 * sale, trimmed to the fields a price needs.
 */
const LISTING = {
  message: {
    totalCount: 1,
    current_page: 1,
    pages: 1,
    per_page: 2,
    is_last: true,
    products: [
      CONTRACT_PRODUCT,
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
    const result = await commerce.getShippingRows('Italy', cents(4250), 'it');
    expect(result.ok && result.data.map((r) => [r.shipping_rule, r.country])).toEqual([
      ['Standard IT', 'Italy'],
      ['Ritiro', 'ALL'],
    ]);
    expect(call.url().searchParams.get('country')).toBe('Italy');
    expect(call.url().searchParams.get('totalPrice')).toBe('42.50');
  });

  it('does not ask for shipping rules of an empty total (the back-end answers none)', async () => {
    const call = answer({ message: { data: [] } });
    expect(await commerce.getShippingRows('Italy', cents(0), 'it')).toEqual({ ok: true, data: [] });
    expect(call.calls()).toBe(0);
  });

  it('reads current prices from the listing asked with skus: the sale price when on sale, unknown skus absent', async () => {
    const call = answer(LISTING);
    const result = await commerce.getCurrentPrices(['FT-0425', 'FT-0431', 'GONE-1'], 'it');
    expect(result).toEqual({
      ok: true,
      data: [
        // The back-end's euro (99.9, 49.5) read as cents by the schema.
        { sku: 'FT-0425', rate: cents(9990), stock: 14 },
        { sku: 'FT-0431', rate: cents(4950), stock: 0 },
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
        price: cents(2000),
        sale_price: null,
        is_sale: false,
        stock: 9,
        variants: [{ sku: 'P-1-RED', price: cents(2200), sale_price: cents(1800), stock: 3 }],
      },
    ];
    expect(commerce.priceOfSku(products, 'P-1-RED')).toEqual({ sku: 'P-1-RED', rate: 1800, stock: 3 });
    expect(commerce.priceOfSku(products, 'P-1')).toEqual({ sku: 'P-1', rate: 2000, stock: 9 });
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
      data: {
        code: 'ESTATE10',
        description: '10% di sconto',
        discount: 1299,
        // No apply_discount_on in this answer: the discount is the amount the quotation took off.
        percent: null,
        // What the order will ask: the rounded total of a site that rounds to whole euro.
        totals: { subtotalCents: 12990, shippingCents: 450, discountCents: 1299, totalCents: 12100 },
      },
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
});
