import { z } from 'zod';

/**
 * How the order answers (docs/backend/orders.md) write times and yes/no, read into ISO instants
 * and booleans: the components never see server-local datetimes or "YES"/"NO" flags.
 */

const SHOP_TIME_ZONE = 'Europe/Rome';

/** Minutes the zone is ahead of UTC at `utcMs`. */
function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * Frappe's Datetime is the server's local time with no zone ("2025-03-14 09:12:45.123456"); the
 * shop's site runs on Italian time. Read as an ISO instant, so dates group and sort right in every
 * browser. A text that already carries a zone (or a bare date) is kept as it is.
 */
export function fromBackendTime(value: string, timeZone = SHOP_TIME_ZONE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?$/.exec(value.trim());
  if (!m) return value;
  const [, y, mo, d, h, mi, s = '0', frac = '0'] = m;
  const local = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(frac.padEnd(3, '0').slice(0, 3)),
  );
  // The offset at the guessed instant, checked once more at the result (the hours around a DST change).
  let utc = local - zoneOffsetMinutes(local, timeZone) * 60_000;
  utc = local - zoneOffsetMinutes(utc, timeZone) * 60_000;
  return new Date(utc).toISOString();
}

export const backendTime = z
  .string()
  .min(1)
  .transform((v) => fromBackendTime(v));

/** `paid` / `invoice_requested`: "YES" / "NO", sometimes "" (not known); extended back-ends send 0/1. */
export const yesNo = z
  .union([z.string(), z.number(), z.boolean()])
  .nullish()
  .transform((v): boolean | null => {
    if (v === true || v === 1 || (typeof v === 'string' && /^(yes|si|sì|1|true)$/i.test(v.trim()))) return true;
    if (v === false || v === 0 || (typeof v === 'string' && /^(no|0|false)$/i.test(v.trim()))) return false;
    return null;
  });
