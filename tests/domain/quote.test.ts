import { buildQuote } from '@/lib/domain/quote';
import { cents } from '@/lib/domain/money';
import { DECIDED_SHIPPING_RULES } from '@/lib/domain/shipping';

const rules = [...DECIDED_SHIPPING_RULES];

describe('buildQuote: the server decides prices, shipping and totals', () => {
  it('charges the server price, not the one the browser kept, and reports the change', () => {
    const quote = buildQuote({
      lines: [{ sku: 'A', qty: 2, priceCents: cents(1) }],
      prices: [{ sku: 'A', rate: cents(1999), stock: 10 }],
      rules,
    });
    expect(quote.subtotalCents).toBe(3998);
    expect(quote.priceChanges).toEqual([{ sku: 'A', fromCents: cents(1), toCents: cents(1999) }]);
    expect(quote.shippingCents).toBe(450);
    expect(quote.totalCents).toBe(4448);
    expect(quote.blocked).toBe(false);
  });

  it('makes Flat Rate free from a 79,00 € subtotal and says how much is missing below it', () => {
    const below = buildQuote({
      lines: [{ sku: 'A', qty: 1, priceCents: cents(7899) }],
      prices: [{ sku: 'A', rate: cents(7899) }],
      rules,
    });
    expect(below.rule).toBe('Flat Rate');
    expect(below.shippingCents).toBe(450);
    expect(below.freeShippingRemainingCents).toBe(1);
    expect(below.freeShippingThresholdCents).toBe(7900);
    const at = buildQuote({
      lines: [{ sku: 'A', qty: 1, priceCents: cents(7900) }],
      prices: [{ sku: 'A', rate: cents(7900) }],
      rules,
    });
    expect(at.shippingCents).toBe(0);
    expect(at.freeShippingRemainingCents).toBe(0);
    expect(at.totalCents).toBe(7900);
  });

  it('keeps the shopper’s choice of Local Pickup and offers both rules', () => {
    const quote = buildQuote({
      lines: [{ sku: 'A', qty: 1, priceCents: cents(1000) }],
      prices: [{ sku: 'A', rate: cents(1000) }],
      rules,
      selectedRule: 'Local Pickup',
    });
    expect(quote.rule).toBe('Local Pickup');
    expect(quote.shippingCents).toBe(0);
    expect(quote.rules.map((r) => [r.id, r.costCents, r.kind])).toEqual([
      ['Flat Rate', 450, 'delivery'],
      ['Local Pickup', 0, 'pickup'],
    ]);
  });

  it('takes the coupon discount off, never below zero (the price to pay)', () => {
    const coupon = { code: 'SCONTO5', applied: true as const, description: null, discountCents: cents(500) };
    const quote = buildQuote({
      lines: [{ sku: 'A', qty: 1, priceCents: cents(200) }],
      prices: [{ sku: 'A', rate: cents(200) }],
      rules,
      selectedRule: 'Local Pickup',
      coupon,
    });
    expect(quote.discountCents).toBe(200);
    expect(quote.totalCents).toBe(0);
    const refused = buildQuote({
      lines: [{ sku: 'A', qty: 1, priceCents: cents(200) }],
      prices: [{ sku: 'A', rate: cents(200) }],
      rules,
      coupon: { code: 'ESTATE2025', applied: false, reason: 'expired', message: 'expired' },
    });
    expect(refused.discountCents).toBe(0);
    expect(refused.totalCents).toBe(650);
  });

  it('takes a percentage coupon off the grand total, shipping included, as ERPNext applies it', () => {
    // Observed on the real code: (25,00 + 6,90) × 0,9 = 28,71.
    const quote = buildQuote({
      lines: [{ sku: 'A', qty: 1, priceCents: cents(2500) }],
      prices: [{ sku: 'A', rate: cents(2500) }],
      rules: [{ id: 'Express', label: 'Express', amountCents: cents(690), kind: 'delivery' }],
      coupon: { code: 'BENVENUTO10', applied: true, description: null, discountCents: cents(250), percent: 10 },
    });
    expect(quote.discountCents).toBe(319);
    expect(quote.totalCents).toBe(2871);
    // The coupon says the same discount, so the cart's totals (which read it) agree with the quote.
    expect(quote.coupon).toMatchObject({ applied: true, discountCents: cents(319) });
  });

  it("reads a quotation's totals: the rounded total a rounding site charges, else the grand total", async () => {
    const { orderTotalsOf } = await import('@/lib/domain/quote');
    const quotation = {
      total: cents(2500),
      total_taxes_and_charges: cents(690),
      discount_amount: cents(319),
      grand_total: cents(2871),
    };
    expect(orderTotalsOf({ ...quotation, rounded_total: cents(2871) })).toEqual({
      subtotalCents: cents(2500),
      shippingCents: cents(690),
      discountCents: cents(319),
      totalCents: cents(2871),
    });
    expect(orderTotalsOf({ ...quotation, rounded_total: cents(2900) })?.totalCents).toBe(2900);
    expect(orderTotalsOf({ ...quotation, rounded_total: cents(2900), disable_rounded_total: true })?.totalCents).toBe(
      2871,
    );
    expect(orderTotalsOf({ ...quotation, rounded_total: cents(0) })?.totalCents).toBe(2871);
  });

  it('blocks the order for a line the back-end no longer sells or does not have in stock', () => {
    const quote = buildQuote({
      lines: [
        { sku: 'A', qty: 3, priceCents: cents(500) },
        { sku: 'GONE', qty: 1, priceCents: cents(500) },
      ],
      prices: [{ sku: 'A', rate: cents(500), stock: 2 }],
      rules,
    });
    expect(quote.missing).toEqual(['GONE']);
    expect(quote.short).toEqual([{ sku: 'A', stock: 2 }]);
    expect(quote.blocked).toBe(true);
    expect(buildQuote({ lines: [], prices: [], rules }).blocked).toBe(true);
  });

  it('offers the payment methods the shop can take now, bank transfer first', () => {
    const base = {
      lines: [{ sku: 'A', qty: 1, priceCents: cents(500) }],
      prices: [{ sku: 'A', rate: cents(500) }],
      rules,
    };
    expect(buildQuote(base).paymentMethods).toEqual(['transfer', 'stripe']);
    expect(buildQuote({ ...base, paymentMethods: ['transfer'] }).paymentMethods).toEqual(['transfer']);
    expect(buildQuote({ ...base, paymentMethods: ['stripe', 'transfer'] }).paymentMethods).toEqual([
      'transfer',
      'stripe',
    ]);
  });

  it('checks stock against the quantity of a sku over all lines (15 + 15 with 19 in stock is refused)', () => {
    const quote = buildQuote({
      lines: [
        { sku: 'A', qty: 15, priceCents: cents(500) },
        { sku: 'A', qty: 15, priceCents: cents(500) },
      ],
      prices: [{ sku: 'A', rate: cents(500), stock: 19 }],
      rules,
    });
    expect(quote.lines).toEqual([expect.objectContaining({ sku: 'A', qty: 30 })]);
    expect(quote.short).toEqual([{ sku: 'A', stock: 19 }]);
    expect(quote.blocked).toBe(true);
  });
});
