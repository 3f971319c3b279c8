/**
 * Money is shown with Intl for the active locale (decisions.md: it `4,50 €`, en `€4.50`,
 * sk `4,50 €`). Amounts arrive in euro from the back-end or in cents from lib/domain.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(locale: string, amountEuro: number, currency = 'EUR'): string {
  const key = `${locale}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, f);
  }
  return f.format(amountEuro);
}

export function formatCents(locale: string, cents: number): string {
  return formatMoney(locale, cents / 100);
}

export function formatDate(locale: string, value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Rome', ...options }).format(date);
}
