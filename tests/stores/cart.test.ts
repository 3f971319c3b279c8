import { act } from '@testing-library/react';
import { selectCount, selectTotals, useCart } from '@/stores/cart';

const drill = { sku: 'DRL-18V', name: 'Cordless drill 18V', slug: 'cordless-drill-18v', price: 89.9 };
const screws = { sku: 'SCR-100', name: 'Wood screws 4x40 (100)', slug: 'wood-screws', price: 4.5 };

beforeEach(() => {
  localStorage.clear();
  useCart.setState({ lines: [], shippingRuleAmount: 0, couponDiscountAmount: 0, couponCode: null, shippingRule: null, shippingRuleLabel: null });
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
    expect(saved.version).toBe(1);
  });

  it('computes the price to pay from lines, shipping and coupon, never below zero', () => {
    act(() => {
      useCart.getState().addLine(screws, 2);
      useCart.getState().setShipping({ id: 'flat', label: 'Flat Rate', amount: 4.5 });
    });
    expect(selectTotals(useCart.getState())).toMatchObject({ totalPriceCents: 900, finalTotalCents: 1350, priceToPayCents: 1350 });
    act(() => useCart.getState().setCoupon({ code: 'BIG', discount: 50 }));
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
      JSON.stringify({ state: { lines: [{ ...drill, qty: 2 }, { sku: 'X', qty: -4 }, 'nonsense'], shippingRuleAmount: -3 }, version: 1 }),
    );
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines.map((l) => [l.sku, l.qty])).toEqual([['DRL-18V', 2]]);
    expect(useCart.getState().shippingRuleAmount).toBe(0);
  });
});
