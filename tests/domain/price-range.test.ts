import { describe, expect, it } from 'vitest';
import { effectivePrice, isOnSale, isPriceSpan, priceRange, salePercent } from '@/lib/domain/price-range';
import { cents, type Cents } from '@/lib/domain/money';

describe('effectivePrice', () => {
  it('takes the sale price when it is set, above zero and below the price', () => {
    expect(effectivePrice({ price: cents(10000), sale_price: cents(8000) })).toBe(8000);
  });

  it('ignores a sale price that is null, zero, equal to or above the price', () => {
    expect(effectivePrice({ price: cents(10000), sale_price: null })).toBe(10000);
    expect(effectivePrice({ price: cents(10000) })).toBe(10000);
    expect(effectivePrice({ price: cents(10000), sale_price: cents(0) })).toBe(10000);
    expect(effectivePrice({ price: cents(10000), sale_price: cents(10000) })).toBe(10000);
    expect(effectivePrice({ price: cents(10000), sale_price: cents(12000) })).toBe(10000);
  });

  it('uses a positive sale price when the regular price is unknown', () => {
    expect(effectivePrice({ price: null, sale_price: cents(8000) })).toBe(8000);
  });

  it('is null when no usable price exists', () => {
    expect(effectivePrice({ price: null })).toBeNull();
    expect(effectivePrice({ price: undefined, sale_price: cents(0) })).toBeNull();
    expect(effectivePrice({ price: Number.NaN as Cents })).toBeNull();
    expect(effectivePrice({ price: cents(-500) })).toBeNull();
  });

  it('keeps a price of zero (a free item is still priced)', () => {
    expect(effectivePrice({ price: cents(0) })).toBe(0);
  });
});

describe('priceRange (minPrice/maxPrice)', () => {
  it('spans the lowest and highest sale-or-regular price across variants', () => {
    const product = {
      price: cents(1000),
      variants: [
        { price: cents(1200), sale_price: cents(900) },
        { price: cents(1500) },
        { price: cents(2000), sale_price: cents(1800) },
      ],
    };
    expect(priceRange(product)).toEqual({ min: 900, max: 1800 });
  });

  it("uses the product's own price when it has no variants", () => {
    expect(priceRange({ price: cents(2500), sale_price: cents(1999), variants: [] })).toEqual({
      min: 1999,
      max: 1999,
    });
    expect(priceRange({ price: cents(2500) })).toEqual({ min: 2500, max: 2500 });
  });

  it('skips variants without a price, and falls back to the product when none has one', () => {
    expect(priceRange({ price: cents(3000), variants: [{ price: null }, { price: cents(1200) }] })).toEqual({
      min: 1200,
      max: 1200,
    });
    expect(priceRange({ price: cents(3000), variants: [{ price: null }, {}] })).toEqual({ min: 3000, max: 3000 });
  });

  it('is unknown at both ends when nothing has a price (never half-open)', () => {
    expect(priceRange({ price: null, variants: [{ price: null }] })).toEqual({ min: null, max: null });
  });

  it('tells a span from a single price', () => {
    expect(isPriceSpan({ min: cents(900), max: cents(1800) })).toBe(true);
    expect(isPriceSpan({ min: cents(900), max: cents(900) })).toBe(false);
    expect(isPriceSpan({ min: null, max: null })).toBe(false);
  });
});

describe('isOnSale', () => {
  it('is on sale when the product has a real reduction', () => {
    expect(isOnSale({ price: cents(10000), sale_price: cents(8000) })).toBe(true);
  });

  it('is on sale when any variant has a real reduction', () => {
    expect(
      isOnSale({
        price: cents(10000),
        variants: [{ price: cents(10000) }, { price: cents(12000), sale_price: cents(9900) }],
      }),
    ).toBe(true);
  });

  it('is not on sale for a null, zero, equal or higher sale price', () => {
    expect(isOnSale({ price: cents(10000), sale_price: null })).toBe(false);
    expect(isOnSale({ price: cents(10000), sale_price: cents(0) })).toBe(false);
    expect(isOnSale({ price: cents(10000), sale_price: cents(10000) })).toBe(false);
    expect(isOnSale({ price: cents(10000), sale_price: cents(15000) })).toBe(false);
    expect(isOnSale({ price: null, sale_price: cents(5000) })).toBe(false);
  });
});

describe('salePercent', () => {
  it('rounds the reduction to a whole percent', () => {
    expect(salePercent({ price: cents(10000), sale_price: cents(8000) })).toBe(20);
    expect(salePercent({ price: cents(2999), sale_price: cents(1999) })).toBe(33);
  });

  it('never shows a real reduction as 0 %', () => {
    expect(salePercent({ price: cents(100000), sale_price: cents(99900) })).toBe(1);
  });

  it('is null when not on sale', () => {
    expect(salePercent({ price: cents(10000), sale_price: null })).toBeNull();
  });
});
