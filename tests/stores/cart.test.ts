import { act } from '@testing-library/react';
import { cents } from '@/lib/domain/money';
import { selectCount, selectTotals, useCart } from '@/stores/cart';

const drill = { sku: 'DRL-18V', name: 'Cordless drill 18V', slug: 'cordless-drill-18v', priceCents: cents(8990) };
const screws = { sku: 'SCR-100', name: 'Wood screws 4x40 (100)', slug: 'wood-screws', priceCents: cents(450) };

beforeEach(() => {
  localStorage.clear();
  useCart.setState({
    lines: [],
    shippingCents: cents(0),
    couponDiscountCents: cents(0),
    couponCode: null,
    shippingRule: null,
    shippingRuleLabel: null,
  });
});

describe('cart store', () => {
  it('adds, merges by sku and saves every change under cart-list', () => {
    act(() => {
      useCart.getState().addLine(drill);
      useCart.getState().addLine(drill, 2);
      useCart.getState().addLine(screws);
    });
    expect(useCart.getState().lines.map((l) => [l.sku, l.qty])).toEqual([
      ['DRL-18V', 3],
      ['SCR-100', 1],
    ]);
    expect(selectCount(useCart.getState())).toBe(4);
    const saved = JSON.parse(localStorage.getItem('cart-list')!);
    expect(saved.state.lines).toHaveLength(2);
    expect(saved.version).toBe(2);
  });

  it('computes the price to pay from lines, shipping and coupon, never below zero', () => {
    act(() => {
      useCart.getState().addLine(screws, 2);
      useCart.getState().setShipping({ id: 'flat', label: 'Flat Rate', costCents: cents(450) });
    });
    expect(selectTotals(useCart.getState())).toMatchObject({
      totalPriceCents: 900,
      finalTotalCents: 1350,
      priceToPayCents: 1350,
    });
    act(() => useCart.getState().setCoupon({ code: 'BIG', discountCents: cents(5000) }));
    expect(selectTotals(useCart.getState()).priceToPayCents).toBe(0);
  });

  it('removes by sku and empties on clear', () => {
    act(() => {
      useCart.getState().addLine(drill);
      useCart.getState().addLine(screws);
      useCart.getState().removeLine('DRL-18V');
    });
    expect(useCart.getState().lines.map((l) => l.sku)).toEqual(['SCR-100']);
    act(() => useCart.getState().clear());
    expect(useCart.getState().lines).toEqual([]);
  });

  it('resets instead of breaking when the stored value is corrupt', async () => {
    localStorage.setItem('cart-list', '{not json');
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines).toEqual([]);
    expect(localStorage.getItem('cart-list')).not.toBe('{not json');
  });

  it('drops malformed lines from a hand-edited value and keeps the good ones', async () => {
    localStorage.setItem(
      'cart-list',
      JSON.stringify({
        state: { lines: [{ ...drill, qty: 2 }, { sku: 'X', qty: -4 }, 'nonsense'], shippingCents: cents(-3) },
        version: 2,
      }),
    );
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines.map((l) => [l.sku, l.qty])).toEqual([['DRL-18V', 2]]);
    expect(useCart.getState().shippingCents).toBe(0);
  });

  it('reads a cart saved in euro (version 1) as cents, and saves it back as version 2', async () => {
    localStorage.setItem(
      'cart-list',
      JSON.stringify({
        state: {
          lines: [
            {
              sku: 'PNT',
              name: 'Wall paint',
              slug: 'wall-paint',
              qty: 3,
              price: 19.99,
              regular_price: 24.99,
              variant_label: null,
            },
          ],
          shippingRule: 'Flat Rate',
          shippingRuleLabel: 'Flat Rate',
          shippingRuleAmount: 4.5,
          couponCode: 'SAVE5',
          couponDiscountAmount: 5,
        },
        version: 1,
      }),
    );
    await useCart.persist.rehydrate();
    const s = useCart.getState();
    expect(s.lines).toEqual([
      {
        sku: 'PNT',
        name: 'Wall paint',
        slug: 'wall-paint',
        qty: 3,
        priceCents: cents(1999),
        regularPriceCents: cents(2499),
        variant_label: null,
      },
    ]);
    expect([s.shippingRule, s.shippingCents, s.couponCode, s.couponDiscountCents]).toEqual([
      'Flat Rate',
      450,
      'SAVE5',
      500,
    ]);
    expect(selectTotals(s).priceToPayCents).toBe(3 * 1999 + 450 - 500);
    act(() => useCart.getState().setQuantity('PNT', 4));
    const saved = JSON.parse(localStorage.getItem('cart-list')!);
    expect(saved.version).toBe(2);
    expect(saved.state.lines[0]).toMatchObject({ priceCents: cents(1999), qty: 4 });
    expect(saved.state.lines[0].price).toBeUndefined();
  });

  it('keeps a cart saved before amounts were a type of their own as it was: its stored shape is unchanged', async () => {
    // What a shopper's browser holds from the previous deploy: version 2, whole cents.
    const stored = {
      state: {
        lines: [{ ...drill, qty: 2, regularPriceCents: 9990, variant_label: null }],
        shippingRule: 'Flat Rate',
        shippingRuleLabel: 'Flat Rate',
        shippingCents: 450,
        couponCode: 'SAVE5',
        couponDiscountCents: 500,
      },
      version: 2,
    };
    localStorage.setItem('cart-list', JSON.stringify(stored));
    await useCart.persist.rehydrate();
    const s = useCart.getState();
    expect(s.lines).toEqual(stored.state.lines);
    expect(selectTotals(s).priceToPayCents).toBe(2 * 8990 + 450 - 500);
    act(() => useCart.getState().setQuantity('DRL-18V', 3));
    const saved = JSON.parse(localStorage.getItem('cart-list')!);
    expect(saved.version).toBe(2);
    expect(saved.state).toEqual({ ...stored.state, lines: [{ ...stored.state.lines[0], qty: 3 }] });
  });
});
