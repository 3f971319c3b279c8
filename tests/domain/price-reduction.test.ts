import { describe, expect, it } from 'vitest';
import { announcedReduction, hasAnnouncedReduction, itemReduction } from '@/lib/domain/price-reduction';
import { cents } from '@/lib/domain/money';

describe('announcedReduction (lowest price of the previous 30 days)', () => {
  it('strikes through the lowest price of the last 30 days and counts the percent from it', () => {
    expect(announcedReduction(cents(8000), cents(10000))).toEqual({ lowestCents: 10000, percent: 20 });
    expect(announcedReduction(cents(1999), cents(2999))).toEqual({ lowestCents: 2999, percent: 33 });
  });

  it('announces no reduction when the lowest price is unknown', () => {
    expect(announcedReduction(cents(8000), null)).toBeNull();
    expect(announcedReduction(cents(8000), undefined)).toBeNull();
    expect(announcedReduction(cents(8000), cents(0))).toBeNull();
  });

  it('announces no reduction when the price is not below the lowest of the last 30 days', () => {
    expect(announcedReduction(cents(8000), cents(8000))).toBeNull();
    expect(announcedReduction(cents(9000), cents(8000))).toBeNull();
  });

  it('never shows a reduction as 0 %', () => {
    expect(announcedReduction(cents(99900), cents(100000))).toEqual({ lowestCents: 100000, percent: 1 });
  });

  it('announces nothing for an item without a price', () => {
    expect(announcedReduction(null, cents(10000))).toBeNull();
  });
});

describe('itemReduction and hasAnnouncedReduction', () => {
  it('measures the current sale-or-regular price against the lowest of the last 30 days', () => {
    expect(itemReduction({ price: cents(10000), sale_price: cents(7500), lowest_price_30_days: cents(10000) })).toEqual(
      {
        lowestCents: 10000,
        percent: 25,
      },
    );
    expect(itemReduction({ price: cents(10000), sale_price: cents(7500), lowest_price_30_days: cents(8000) })).toEqual({
      lowestCents: 8000,
      percent: 6,
    });
  });

  it('allows no Sale label for a sale price without the lowest price of the last 30 days', () => {
    expect(hasAnnouncedReduction({ price: cents(10000), sale_price: cents(7500) })).toBe(false);
    expect(
      hasAnnouncedReduction({ price: cents(10000), sale_price: cents(7500), lowest_price_30_days: cents(7500) }),
    ).toBe(false);
  });

  it('allows the Sale label when one variant has an announced reduction', () => {
    expect(
      hasAnnouncedReduction({
        price: cents(1000),
        variants: [
          { price: cents(1000) },
          { price: cents(2000), sale_price: cents(1500), lowest_price_30_days: cents(2000) },
        ],
      }),
    ).toBe(true);
  });
});
