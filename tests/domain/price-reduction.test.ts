import { describe, expect, it } from 'vitest';
import { announcedReduction, hasAnnouncedReduction, itemReduction } from '@/lib/domain/price-reduction';

describe('announcedReduction (lowest price of the previous 30 days)', () => {
  it('strikes through the lowest price of the last 30 days and counts the percent from it', () => {
    expect(announcedReduction(80, 100)).toEqual({ lowestCents: 10000, percent: 20 });
    expect(announcedReduction(19.99, 29.99)).toEqual({ lowestCents: 2999, percent: 33 });
  });

  it('announces no reduction when the lowest price is unknown', () => {
    expect(announcedReduction(80, null)).toBeNull();
    expect(announcedReduction(80, undefined)).toBeNull();
    expect(announcedReduction(80, 0)).toBeNull();
  });

  it('announces no reduction when the price is not below the lowest of the last 30 days', () => {
    expect(announcedReduction(80, 80)).toBeNull();
    expect(announcedReduction(90, 80)).toBeNull();
  });

  it('never shows a reduction as 0 %', () => {
    expect(announcedReduction(999, 1000)).toEqual({ lowestCents: 100000, percent: 1 });
  });

  it('announces nothing for an item without a price', () => {
    expect(announcedReduction(null, 100)).toBeNull();
  });
});

describe('itemReduction and hasAnnouncedReduction', () => {
  it('measures the current sale-or-regular price against the lowest of the last 30 days', () => {
    expect(itemReduction({ price: 100, sale_price: 75, lowest_price_30_days: 100 })).toEqual({
      lowestCents: 10000,
      percent: 25,
    });
    expect(itemReduction({ price: 100, sale_price: 75, lowest_price_30_days: 80 })).toEqual({
      lowestCents: 8000,
      percent: 6,
    });
  });

  it('allows no Sale label for a sale price without the lowest price of the last 30 days', () => {
    expect(hasAnnouncedReduction({ price: 100, sale_price: 75 })).toBe(false);
    expect(hasAnnouncedReduction({ price: 100, sale_price: 75, lowest_price_30_days: 75 })).toBe(false);
  });

  it('allows the Sale label when one variant has an announced reduction', () => {
    expect(
      hasAnnouncedReduction({
        price: 10,
        variants: [{ price: 10 }, { price: 20, sale_price: 15, lowest_price_30_days: 20 }],
      }),
    ).toBe(true);
  });
});
