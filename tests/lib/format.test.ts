import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';

const intl = (locale: string, amount: Cents) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);

const amounts = [
  0, 1, 10, 50, 100, 101, 450, 999, 1399, 7900, 9999, 99999, 100000, 123450, 999999, 1000000, 1234567, 12345678,
  123456789, -1, -1230, -123450, -1234550,
].map(cents);

describe('formatMoney', () => {
  for (const locale of ['en', 'it', 'sk']) {
    it(`writes amounts in ${locale} exactly as Intl does`, () => {
      for (const amount of amounts) expect(formatMoney(locale, amount), String(amount)).toBe(intl(locale, amount));
    });
  }

  it('agrees with Intl on every cent amount up to €20,000 in steps that cross each grouping length', () => {
    for (let n = 0; n <= 2_000_000; n += 7919) {
      for (const locale of ['en', 'it', 'sk']) expect(formatMoney(locale, cents(n))).toBe(intl(locale, cents(n)));
    }
  });

  it('writes a locale the shop does not have, and a non-number, without throwing', () => {
    expect(formatMoney('de', cents(123450))).toBe('€1,234.50');
    expect(formatMoney('it', Number.NaN as Cents)).toBe(intl('it', cents(0)));
  });
});
