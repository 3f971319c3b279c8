import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/domain/money';
import { reconcileCart, type PricedCart, type QuoteAnswer } from '@/lib/domain/cart-pricing';

const paint = {
  sku: 'PNT-WHT',
  name: 'Wall paint',
  slug: 'wall-paint',
  qty: 2,
  priceCents: cents(1999),
  variant_label: 'White',
};
const brush = { sku: 'BRS-50', name: 'Brush', slug: 'brush', qty: 1, priceCents: cents(450) };
const cart: PricedCart = {
  lines: [paint, brush],
  shippingRule: 'Flat Rate',
  shippingRuleLabel: 'Flat Rate',
  shippingCents: cents(450),
  couponCode: null,
  couponDiscountCents: cents(0),
};
const flat = { id: 'Flat Rate', label: 'Flat Rate', costCents: cents(450) };
const quote = (over: Partial<QuoteAnswer> = {}): QuoteAnswer => ({
  priceChanges: [],
  rules: [flat],
  rule: 'Flat Rate',
  coupon: null,
  ...over,
});

describe('reconcileCart: prices', () => {
  it('replaces a changed price with the server one and reports it once, from and to', () => {
    const change = reconcileCart(cart, quote({ priceChanges: [{ sku: 'PNT-WHT', toCents: cents(2199) }] }), null);
    expect(change.lines?.map((l) => [l.sku, l.priceCents])).toEqual([
      ['PNT-WHT', 2199],
      ['BRS-50', 450],
    ]);
    expect(change.priceChanges).toEqual([
      { sku: 'PNT-WHT', name: 'Wall paint', variant: 'White', fromCents: cents(1999), toCents: cents(2199) },
    ]);
  });

  it('leaves the lines alone when the server price is the one shown', () => {
    const change = reconcileCart(cart, quote({ priceChanges: [{ sku: 'BRS-50', toCents: cents(450) }] }), null);
    expect(change.lines).toBeUndefined();
    expect(change.priceChanges).toEqual([]);
  });

  it('takes nothing in for an empty cart (the quote was for lines now gone)', () => {
    const change = reconcileCart(
      { ...cart, lines: [] },
      quote({
        priceChanges: [{ sku: 'BRS-50', toCents: cents(500) }],
        rule: 'Other',
        rules: [{ id: 'Other', label: 'Other', costCents: cents(0) }],
      }),
      null,
    );
    expect(change).toEqual({ priceChanges: [], askedAnswered: false });
  });
});

describe('reconcileCart: shipping', () => {
  it('writes the rule the server chose, with its cost, when it differs from the cart', () => {
    const free = { id: 'Flat Rate', label: 'Flat Rate', costCents: cents(0) };
    expect(reconcileCart(cart, quote({ rules: [free] }), null).shipping).toEqual(free);
  });

  it('changes nothing when the cart already holds that rule and cost', () => {
    expect(reconcileCart(cart, quote(), null).shipping).toBeUndefined();
  });
});

describe('reconcileCart: coupon', () => {
  it('an applied code the shopper asked for goes in with its discount and is no longer pending', () => {
    const change = reconcileCart(
      cart,
      quote({ coupon: { code: 'SAVE5', applied: true, discountCents: cents(500) } }),
      'SAVE5',
    );
    expect(change).toMatchObject({ coupon: { code: 'SAVE5', discountCents: cents(500) }, askedAnswered: true });
  });

  it('an answer for another code leaves the asked one pending', () => {
    const change = reconcileCart(
      cart,
      quote({ coupon: { code: 'OLD', applied: true, discountCents: cents(500) } }),
      'SAVE5',
    );
    expect(change.coupon).toBeUndefined();
    expect(change.askedAnswered).toBe(false);
  });

  it('a code this back-end can only apply at checkout is kept with no discount yet', () => {
    const change = reconcileCart(cart, quote({ coupon: { code: 'SAVE5', applied: false, atCheckout: true } }), 'SAVE5');
    expect(change).toMatchObject({ coupon: { code: 'SAVE5', discountCents: cents(0) }, askedAnswered: true });
  });

  it('a refused new code is reported and leaves the coupon already held in place', () => {
    const held = { ...cart, couponCode: 'OLD', couponDiscountCents: cents(300) };
    const change = reconcileCart(
      held,
      quote({ coupon: { code: 'BAD', applied: false, reason: 'expired', message: 'Coupon expired' } }),
      'BAD',
    );
    expect(change.coupon).toBeUndefined();
    expect(change.couponRefusal).toEqual({ code: 'BAD', reason: 'expired', message: 'Coupon expired' });
  });

  it('a held coupon whose discount changed is rewritten with the server discount', () => {
    const held = { ...cart, couponCode: 'SAVE5', couponDiscountCents: cents(300) };
    expect(
      reconcileCart(held, quote({ coupon: { code: 'SAVE5', applied: true, discountCents: cents(500) } }), null).coupon,
    ).toEqual({ code: 'SAVE5', discountCents: cents(500) });
    expect(
      reconcileCart(
        { ...held, couponDiscountCents: cents(500) },
        quote({ coupon: { code: 'SAVE5', applied: true, discountCents: cents(500) } }),
        null,
      ).coupon,
    ).toBeUndefined();
  });

  it('a held coupon that no longer applies is taken off and the shopper told why', () => {
    const held = { ...cart, couponCode: 'MIN50', couponDiscountCents: cents(500) };
    const change = reconcileCart(
      held,
      quote({ coupon: { code: 'MIN50', applied: false, reason: 'minimum', message: null } }),
      null,
    );
    expect(change.coupon).toBeNull();
    expect(change.couponRefusal).toEqual({ code: 'MIN50', reason: 'minimum', message: null });
  });
});
