import { describe, expect, it } from 'vitest';
import { sanitizeCartLines } from '@/lib/domain/cart';
import { linesFromEuro } from '@/lib/domain/cart-migration';

const drill = { sku: 'DRL-18V', name: 'Cordless drill 18V', slug: 'cordless-drill-18v', priceCents: 8990 };
const paintWhite = {
  sku: 'PNT-WHT-2L',
  name: 'Wall paint',
  slug: 'wall-paint',
  priceCents: 1999,
  variant_label: 'White, 2 l',
};
const paintBlue = {
  sku: 'PNT-BLU-2L',
  name: 'Wall paint',
  slug: 'wall-paint',
  priceCents: 2150,
  variant_label: 'Blue, 2 l',
};

describe('sanitizeCartLines (corrupt browser storage)', () => {
  it('keeps well-formed lines with their optional fields', () => {
    const stored = [
      {
        ...paintWhite,
        qty: 2,
        regularPriceCents: 2499,
        image: { url: '/img/paint.jpg', width: 150, height: 150 },
        item_code: 'PNT',
      },
    ];
    expect(sanitizeCartLines(stored)).toEqual(stored);
  });

  it('returns an empty cart for anything that is not a list', () => {
    for (const value of [null, undefined, 'cart', 42, { state: [] }]) expect(sanitizeCartLines(value)).toEqual([]);
  });

  it('drops lines without a sku, with a bad quantity or a bad price', () => {
    const stored = [
      { ...drill, qty: 1 },
      { ...drill, sku: '', qty: 1 },
      { name: 'no sku', slug: 'x', qty: 1, priceCents: 1 },
      { ...paintWhite, qty: 0 },
      { ...paintWhite, qty: '2' },
      { ...paintBlue, qty: 1, priceCents: '2150' },
      { ...paintBlue, qty: 1, priceCents: -1 },
      { ...paintBlue, qty: 1, priceCents: 21.5 },
      null,
      'line',
    ];
    expect(sanitizeCartLines(stored).map((l) => l.sku)).toEqual(['DRL-18V']);
  });

  it('drops malformed optional fields and unknown keys but keeps the line', () => {
    const [line] = sanitizeCartLines([
      { ...drill, qty: 1, image: { url: 5 }, regularPriceCents: 'x', evil: true, __proto__: { polluted: 1 } },
    ]);
    expect(line).toEqual({ ...drill, qty: 1 });
  });

  it('merges repeated skus so the sku stays the identity, capped at 99', () => {
    const lines = sanitizeCartLines([
      { ...drill, qty: 60 },
      { ...drill, qty: 60, name: 'other name' },
    ]);
    expect(lines).toEqual([{ ...drill, qty: 99 }]);
  });
});

describe('linesFromEuro (a cart stored before prices were kept in cents)', () => {
  it('turns each euro amount into cents once, exactly', () => {
    const [line] = sanitizeCartLines(
      linesFromEuro([{ sku: 'A', name: 'Paint', slug: 'paint', qty: 3, price: 19.99, regular_price: 1.005 }]),
    );
    expect(line).toEqual({ sku: 'A', name: 'Paint', slug: 'paint', qty: 3, priceCents: 1999, regularPriceCents: 101 });
  });

  it('keeps "no regular price" and drops a line whose euro price is unusable', () => {
    const lines = sanitizeCartLines(
      linesFromEuro([
        { sku: 'A', name: 'Paint', slug: 'paint', qty: 1, price: 4.5, regular_price: null },
        { sku: 'B', name: 'Brush', slug: 'brush', qty: 1, price: '4.50' },
        { sku: 'C', name: 'Roller', slug: 'roller', qty: 1, price: -2 },
      ]),
    );
    expect(lines).toEqual([
      { sku: 'A', name: 'Paint', slug: 'paint', qty: 1, priceCents: 450, regularPriceCents: null },
    ]);
  });

  it('gives an empty list for anything that is not a list', () => {
    expect(linesFromEuro({ lines: [] })).toEqual([]);
  });
});
