import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney } from '@/lib/format';

const intl = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

const amounts = [
  0, 0.01, 0.1, 0.5, 1, 1.005, 4.5, 9.99, 13.99, 79, 99.995, 999.99, 1000, 1234.5, 9999.99, 10000, 12345.67, 123456.78,
  1234567.891, -0.01, -12.3, -1234.5, -12345.5,
];

describe('formatMoney', () => {
  for (const locale of ['en', 'it', 'sk']) {
    it(`writes euro amounts in ${locale} exactly as Intl does`, () => {
      for (const amount of amounts) expect(formatMoney(locale, amount), String(amount)).toBe(intl(locale, amount));
    });
  }

  it('agrees with Intl on every cent amount up to €20,000 in steps that cross each grouping length', () => {
    for (let cents = 0; cents <= 2_000_000; cents += 7919) {
      for (const locale of ['en', 'it', 'sk']) expect(formatMoney(locale, cents / 100)).toBe(intl(locale, cents / 100));
    }
  });

  it('shows a minus only when something is left after rounding to the cent', () => {
    expect(formatMoney('en', -0.001)).toBe('€0.00');
  });

  it('writes a locale the shop does not have, and a non-number, without throwing', () => {
    expect(formatMoney('de', 1234.5)).toBe('€1,234.50');
    expect(formatMoney('it', Number.NaN)).toBe(intl('it', 0));
  });

  it('formats cents as euro', () => {
    expect(formatCents('it', 123456)).toBe(intl('it', 1234.56));
  });
});
