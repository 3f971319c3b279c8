/**
 * Money and dates for the active locale (docs/decisions.md: it `4,50 €`, en `€4.50`, sk `4,50 €`).
 * Amounts are cents (lib/domain/money.ts): the one place an amount becomes text for a shopper.
 *
 * How each shop language writes a euro amount, as CLDR (and so Intl) writes it: en `€1,234.50`,
 * it `1234,50 €` (groups from five digits: `12.345,50 €`), sk `1 234,50 €` (no-break spaces).
 * Written out because a browser's first Intl.NumberFormat loads ICU's number data, 25–60 ms of
 * main thread on this machine, inside hydration on every page that shows a price (the header's
 * cart amount is one). The shop sells in euro only. tests/lib/format.test.ts holds these against Intl.
 */
import type { Cents } from '@/lib/domain/money';

const EURO_STYLE: Record<string, { group: string; decimal: string; minGrouping: number; symbolFirst: boolean }> = {
  en: { group: ',', decimal: '.', minGrouping: 1, symbolFirst: true },
  it: { group: '.', decimal: ',', minGrouping: 2, symbolFirst: false },
  sk: { group: '\u00a0', decimal: ',', minGrouping: 1, symbolFirst: false },
};

export function formatMoney(locale: string, amount: Cents): string {
  const style = EURO_STYLE[locale] ?? EURO_STYLE.en!;
  // Cents are whole by their type; a NaN slipping past it is written as nothing owed rather than "NaN €".
  const abs = Number.isFinite(amount) ? Math.abs(amount) : 0;
  const whole = String(Math.floor(abs / 100));
  const grouped = whole.length >= 3 + style.minGrouping ? whole.replace(/\B(?=(\d{3})+$)/g, style.group) : whole;
  const number = `${grouped}${style.decimal}${String(abs % 100).padStart(2, '0')}`;
  const sign = amount < 0 ? '-' : '';
  return style.symbolFirst ? `${sign}€${number}` : `${sign}${number}\u00a0€`;
}

// Building an Intl formatter costs far more than using one (a review list formats a date per
// review while the page hydrates), so each locale and option set gets one.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(
  locale: string,
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Rome', ...options });
    dateFormatters.set(key, f);
  }
  return f.format(date);
}
