import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '@/lib/domain/money';
import {
  DEFAULT_QTY,
  MAX_QTY,
  MIN_QTY,
  addLine,
  addableQuantity,
  cartTotals,
  clearLines,
  isValidQuantity,
  lineQuantity,
  removeLine,
  setLineQuantity,
  type CartLine,
} from '@/lib/domain/cart';

const drill = { sku: 'DRL-18V', name: 'Cordless drill 18V', slug: 'cordless-drill-18v', priceCents: cents(8990) };
const paintWhite = {
  sku: 'PNT-WHT-2L',
  name: 'Wall paint',
  slug: 'wall-paint',
  priceCents: cents(1999),
  variant_label: 'White, 2 l',
};
const paintBlue = {
  sku: 'PNT-BLU-2L',
  name: 'Wall paint',
  slug: 'wall-paint',
  priceCents: cents(2150),
  variant_label: 'Blue, 2 l',
};

describe('quantity rules (docs/decisions.md: whole numbers 1..99)', () => {
  it('has the decided bounds and default', () => {
    expect([MIN_QTY, MAX_QTY, DEFAULT_QTY]).toEqual([1, 99, 1]);
  });

  it('accepts whole numbers from 1 to 99', () => {
    for (const n of [1, 2, 50, 99]) expect(isValidQuantity(n)).toBe(true);
  });

  it('refuses zero, negatives, fractions, above 99, and non-numbers', () => {
    for (const n of [0, -1, 1.5, 100, Number.NaN, Number.POSITIVE_INFINITY, '2', null, undefined, {}]) {
      expect(isValidQuantity(n)).toBe(false);
    }
  });
});

describe('addLine', () => {
  it('appends a new sku with the default quantity 1', () => {
    const lines = addLine([], drill);
    expect(lines).toEqual([{ ...drill, qty: 1 }]);
  });

  it('raises the quantity of the same sku by the amount added', () => {
    const lines = addLine(addLine([], drill, 2), drill, 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.qty).toBe(5);
  });

  it('keeps two variants with the same name as two lines (sku is the identity, not name)', () => {
    const lines = addLine(addLine([], paintWhite), paintBlue);
    expect(lines.map((l) => l.sku)).toEqual(['PNT-WHT-2L', 'PNT-BLU-2L']);
  });

  it('caps a line at 99', () => {
    const lines = addLine(addLine([], drill, 98), drill, 5);
    expect(lines[0]?.qty).toBe(99);
  });

  it('refreshes the display data of a re-added sku and keeps its place', () => {
    const lines = addLine(addLine(addLine([], drill), paintWhite), { ...drill, priceCents: cents(7990) });
    expect(lines.map((l) => l.sku)).toEqual(['DRL-18V', 'PNT-WHT-2L']);
    expect(lines[0]).toMatchObject({ priceCents: cents(7990), qty: 2 });
  });

  it('leaves the cart unchanged (same array) for an invalid quantity, empty sku or bad price', () => {
    const lines = addLine([], drill);
    expect(addLine(lines, drill, 0)).toBe(lines);
    expect(addLine(lines, drill, 1.5)).toBe(lines);
    expect(addLine(lines, drill, 100)).toBe(lines);
    expect(addLine(lines, { ...drill, sku: '' })).toBe(lines);
    expect(addLine(lines, { ...drill, priceCents: Number.NaN as Cents })).toBe(lines);
    expect(addLine(lines, { ...drill, priceCents: cents(-1) })).toBe(lines);
  });

  it('does not mutate the lines it is given', () => {
    const lines = Object.freeze([Object.freeze({ ...drill, qty: 1 })]) as readonly CartLine[];
    expect(() => addLine(lines, drill)).not.toThrow();
    expect(lines[0]?.qty).toBe(1);
  });
});

describe('lineQuantity and addableQuantity', () => {
  it('reports what is in the cart and what an add would really add under the cap', () => {
    const lines = addLine([], drill, 97);
    expect(lineQuantity(lines, 'DRL-18V')).toBe(97);
    expect(lineQuantity(lines, 'nope')).toBe(0);
    expect(addableQuantity(lines, 'DRL-18V', 5)).toBe(2);
    expect(addableQuantity(lines, 'PNT-WHT-2L', 5)).toBe(5);
    expect(addableQuantity(lines, 'DRL-18V', 0)).toBe(0);
  });
});

describe('removeLine', () => {
  it('deletes the line matching the sku only', () => {
    const lines = addLine(addLine([], paintWhite), paintBlue);
    expect(removeLine(lines, 'PNT-WHT-2L').map((l) => l.sku)).toEqual(['PNT-BLU-2L']);
  });

  it('returns the same array when the sku is not in the cart', () => {
    const lines = addLine([], drill);
    expect(removeLine(lines, 'nope')).toBe(lines);
  });
});

describe('setLineQuantity', () => {
  it('sets a valid quantity on the matching line', () => {
    const lines = addLine([], drill);
    expect(setLineQuantity(lines, 'DRL-18V', 7)[0]?.qty).toBe(7);
  });

  it('refuses an invalid quantity and returns the same array', () => {
    const lines = addLine([], drill, 3);
    for (const qty of [0, -2, 2.5, 100, Number.NaN]) expect(setLineQuantity(lines, 'DRL-18V', qty)).toBe(lines);
  });

  it('returns the same array for an unknown sku or an unchanged quantity', () => {
    const lines = addLine([], drill, 3);
    expect(setLineQuantity(lines, 'nope', 2)).toBe(lines);
    expect(setLineQuantity(lines, 'DRL-18V', 3)).toBe(lines);
  });
});

describe('clearLines', () => {
  it('empties the cart', () => {
    expect(clearLines()).toEqual([]);
  });
});

describe('cartTotals', () => {
  const lines = addLine(addLine([], paintWhite, 3), drill);

  it('total price is the sum of price × qty, exact in cents', () => {
    expect(cartTotals(lines).totalPriceCents).toBe(3 * 1999 + 8990);
  });

  it('total count is the sum of quantities', () => {
    expect(cartTotals(lines).totalCount).toBe(4);
  });

  it('final total is total price plus shipping', () => {
    const t = cartTotals(lines, { shippingCents: cents(450) });
    expect(t.shippingCents).toBe(450);
    expect(t.finalTotalCents).toBe(14987 + 450);
  });

  it('price to pay is the final total minus a discount above zero', () => {
    const t = cartTotals(lines, { shippingCents: cents(450), couponDiscountCents: cents(1000) });
    expect(t.discountCents).toBe(1000);
    expect(t.priceToPayCents).toBe(14987 + 450 - 1000);
  });

  it('a zero or negative discount changes nothing', () => {
    expect(cartTotals(lines, { couponDiscountCents: cents(0) }).priceToPayCents).toBe(14987);
    const negative = cartTotals(lines, { couponDiscountCents: cents(-500) });
    expect(negative.priceToPayCents).toBe(14987);
    expect(negative.discountCents).toBe(0);
  });

  it('price to pay never goes below zero, and the discount shown is what was taken off', () => {
    const t = cartTotals(addLine([], drill), { shippingCents: cents(450), couponDiscountCents: cents(50_000) });
    expect(t.priceToPayCents).toBe(0);
    expect(t.discountCents).toBe(8990 + 450);
  });

  it('an empty cart totals zero everywhere', () => {
    expect(cartTotals([])).toEqual({
      totalPriceCents: 0,
      totalCount: 0,
      shippingCents: cents(0),
      finalTotalCents: 0,
      discountCents: cents(0),
      priceToPayCents: 0,
    });
  });

  it('lines that are not well-formed count for nothing instead of making NaN', () => {
    const broken = [
      ...lines,
      { ...drill, sku: 'X', qty: Number.NaN },
      { ...drill, sku: 'Y', qty: 1, priceCents: Number.NaN as Cents },
    ];
    const t = cartTotals(broken);
    expect(t.totalPriceCents).toBe(14987);
    expect(t.totalCount).toBe(4);
  });

  it('shipping that is negative or not a number counts as zero', () => {
    expect(cartTotals(lines, { shippingCents: cents(-450) }).shippingCents).toBe(0);
    expect(cartTotals(lines, { shippingCents: Number.NaN as Cents }).finalTotalCents).toBe(14987);
  });
});
