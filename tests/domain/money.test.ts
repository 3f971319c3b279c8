import { describe, expect, it } from 'vitest';
import {
  cents,
  euroDecimal,
  fromCents,
  isCents,
  maxCents,
  minCents,
  minusCents,
  percentOf,
  perUnit,
  sumCents,
  timesQuantity,
  toCents,
  ZERO_CENTS,
  type Cents,
} from '@/lib/domain/money';

describe('the rounding rule (toCents)', () => {
  it('converts euro amounts exactly despite binary floats (19.99 → 1999)', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(4.5)).toBe(450);
    expect(toCents(79)).toBe(7900);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds half away from zero (1.005 → 101, -1.005 → -101)', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-19.99)).toBe(-1999);
    expect(toCents(1.004)).toBe(100);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('refuses amounts that are not finite numbers', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('is the rule for every division too: a percentage and a per-unit share round as toCents does', () => {
    // 10,05 € × 10 % is 100,5 cents: half a cent, away from zero, as 1,005 € is.
    expect(percentOf(cents(1005), 10)).toBe(101);
    expect(percentOf(cents(5400), 10)).toBe(540);
    // 4,99 € for 0,75 l is 665,333… cents per litre.
    expect(perUnit(cents(499), 0.75)).toBe(665);
    expect(perUnit(cents(1), 2)).toBe(1);
  });
});

describe('cents', () => {
  it('takes whole numbers of cents as they are, without negative zero', () => {
    expect(cents(450)).toBe(450);
    expect(Object.is(cents(-0), 0)).toBe(true);
  });

  it('refuses a fraction of a cent: euro passed where cents belong is a programmer error', () => {
    expect(() => cents(19.99)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
  });
});

describe('arithmetic in cents', () => {
  it('sums and multiplies exactly: 3 × 19,99 € + 4,50 € is 64,47 €', () => {
    expect(sumCents(timesQuantity(toCents(19.99), 3), toCents(4.5))).toBe(6447);
    expect(sumCents()).toBe(0);
  });

  it('subtracts, and picks the smaller or larger amount', () => {
    expect(minusCents(cents(7900), cents(6670))).toBe(1230);
    expect(Object.is(minusCents(cents(5), cents(5)), 0)).toBe(true);
    expect(minCents(cents(500), cents(450))).toBe(450);
    expect(maxCents(ZERO_CENTS, cents(-3))).toBe(0);
  });
});

describe('back to euro', () => {
  it('fromCents gives the euro number back-end payloads and analytics want', () => {
    expect(fromCents(cents(1999))).toBe(19.99);
    expect(fromCents(ZERO_CENTS)).toBe(0);
    for (const euro of [0.01, 4.5, 19.99, 79, 1234.56]) expect(fromCents(toCents(euro))).toBe(euro);
  });

  it('euroDecimal writes two places from whole cents, never through a float', () => {
    expect(euroDecimal(cents(1999))).toBe('19.99');
    expect(euroDecimal(cents(5))).toBe('0.05');
    expect(euroDecimal(cents(7900))).toBe('79.00');
    expect(euroDecimal(cents(-5))).toBe('-0.05');
    expect(euroDecimal(toCents(1.005))).toBe('1.01');
  });
});

describe('isCents', () => {
  it('accepts only whole numbers of cents', () => {
    expect(isCents(450)).toBe(true);
    expect(isCents(-450)).toBe(true);
    expect(isCents(4.5)).toBe(false);
    expect(isCents('450')).toBe(false);
    expect(isCents(Number.NaN)).toBe(false);
  });
});

describe('the type', () => {
  it('refuses a plain number where cents are expected, and cents where euro are expected', () => {
    const price = toCents(19.99);
    const euro: number = 19.99;
    // @ts-expect-error a plain number is not an amount of cents
    const notCents: Cents = euro;
    // @ts-expect-error converting twice would read 1999 cents as 1999 €
    const twice = () => toCents(price);
    // @ts-expect-error the sum of two amounts is a plain number: sumCents keeps it an amount
    const added: Cents = price + price;
    expect([notCents, added]).toEqual([19.99, 3998]);
    expect(twice).toBeTypeOf('function');
  });
});
