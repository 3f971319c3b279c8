import { describe, expect, it } from 'vitest';
import { fromCents, isCents, toCents } from '@/lib/domain/money';

describe('toCents', () => {
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
});

describe('fromCents', () => {
  it('turns cents back into euro', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(0)).toBe(0);
  });

  it('round-trips with toCents', () => {
    for (const euro of [0.01, 4.5, 19.99, 79, 1234.56]) expect(fromCents(toCents(euro))).toBe(euro);
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
