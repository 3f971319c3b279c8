/**
 * The delivery date a Sales Order promises (docs/decisions.md "delivery time": three business
 * days), as ERPNext wants it on an order of type Sales: `YYYY-MM-DD`, counted from today in Italy,
 * skipping Saturdays and Sundays.
 */
export function deliveryDate(now: number, businessDays = 3): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(now));
  const date = new Date(`${today}T12:00:00Z`);
  let left = businessDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
