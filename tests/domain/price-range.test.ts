import { describe, expect, it } from 'vitest';
import { effectivePrice, isOnSale, isPriceSpan, priceRange, salePercent } from '@/lib/domain/price-range';

describe('effectivePrice', () => {
  it('takes the sale price when it is set, above zero and below the price', () => {
    expect(effectivePrice({ price: 100, sale_price: 80 })).toBe(80);
  });

  it('ignores a sale price that is null, zero, equal to or above the price', () => {
    expect(effectivePrice({ price: 100, sale_price: null })).toBe(100);
    expect(effectivePrice({ price: 100 })).toBe(100);
    expect(effectivePrice({ price: 100, sale_price: 0 })).toBe(100);
    expect(effectivePrice({ price: 100, sale_price: 100 })).toBe(100);
    expect(effectivePrice({ price: 100, sale_price: 120 })).toBe(100);
  });

  it('uses a positive sale price when the regular price is unknown', () => {
    expect(effectivePrice({ price: null, sale_price: 80 })).toBe(80);
  });

  it('is null when no usable price exists', () => {
    expect(effectivePrice({ price: null })).toBeNull();
    expect(effectivePrice({ price: undefined, sale_price: 0 })).toBeNull();
    expect(effectivePrice({ price: Number.NaN })).toBeNull();
    expect(effectivePrice({ price: -5 })).toBeNull();
  });

  it('keeps a price of zero (a free item is still priced)', () => {
    expect(effectivePrice({ price: 0 })).toBe(0);
  });
});

describe('priceRange (minPrice/maxPrice)', () => {
  it('spans the lowest and highest sale-or-regular price across variants', () => {
    const product = {
      price: 10,
      variants: [{ price: 12, sale_price: 9 }, { price: 15 }, { price: 20, sale_price: 18 }],
    };
    expect(priceRange(product)).toEqual({ min: 9, max: 18 });
  });

  it("uses the product's own price when it has no variants", () => {
    expect(priceRange({ price: 25, sale_price: 19.99, variants: [] })).toEqual({ min: 19.99, max: 19.99 });
    expect(priceRange({ price: 25 })).toEqual({ min: 25, max: 25 });
  });

  it('skips variants without a price, and falls back to the product when none has one', () => {
    expect(priceRange({ price: 30, variants: [{ price: null }, { price: 12 }] })).toEqual({ min: 12, max: 12 });
    expect(priceRange({ price: 30, variants: [{ price: null }, {}] })).toEqual({ min: 30, max: 30 });
  });

  it('is unknown at both ends when nothing has a price (never half-open)', () => {
    expect(priceRange({ price: null, variants: [{ price: null }] })).toEqual({ min: null, max: null });
  });

  it('tells a span from a single price', () => {
    expect(isPriceSpan({ min: 9, max: 18 })).toBe(true);
    expect(isPriceSpan({ min: 9, max: 9 })).toBe(false);
    expect(isPriceSpan({ min: null, max: null })).toBe(false);
  });
});

describe('isOnSale', () => {
  it('is on sale when the product has a real reduction', () => {
    expect(isOnSale({ price: 100, sale_price: 80 })).toBe(true);
  });

  it('is on sale when any variant has a real reduction', () => {
    expect(isOnSale({ price: 100, variants: [{ price: 100 }, { price: 120, sale_price: 99 }] })).toBe(true);
  });

  it('is not on sale for a null, zero, equal or higher sale price', () => {
    expect(isOnSale({ price: 100, sale_price: null })).toBe(false);
    expect(isOnSale({ price: 100, sale_price: 0 })).toBe(false);
    expect(isOnSale({ price: 100, sale_price: 100 })).toBe(false);
    expect(isOnSale({ price: 100, sale_price: 150 })).toBe(false);
    expect(isOnSale({ price: null, sale_price: 50 })).toBe(false);
  });
});

describe('salePercent', () => {
  it('rounds the reduction to a whole percent', () => {
    expect(salePercent({ price: 100, sale_price: 80 })).toBe(20);
    expect(salePercent({ price: 29.99, sale_price: 19.99 })).toBe(33);
  });

  it('never shows a real reduction as 0 %', () => {
    expect(salePercent({ price: 1000, sale_price: 999 })).toBe(1);
  });

  it('is null when not on sale', () => {
    expect(salePercent({ price: 100, sale_price: null })).toBeNull();
  });
});
