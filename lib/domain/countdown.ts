/**
 * The countdown widget's arithmetic (spec section 4: it takes an end time or a relative offset
 * +Nh, +Nm, +Nd, and refreshes every second).
 */

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };
const RELATIVE = /^\+\s*(\d{1,6})\s*([mhd])$/i;

function validDate(ms: number): Date | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When the countdown ends. Accepts a Date, epoch milliseconds, a relative offset from `now`
 * ("+2h", "+30m", "+3d"; m is minutes, letters in either case) or an absolute date string that
 * `Date` understands (ISO 8601 preferred: "2025-12-24T18:00:00+01:00"). Anything else is null, so
 * the widget can hide itself instead of counting from "Invalid Date".
 */
export function parseCountdownEnd(input: string | number | Date, now: Date): Date | null {
  if (input instanceof Date) return validDate(input.getTime());
  if (typeof input === 'number') return Number.isFinite(input) ? validDate(input) : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '') return null;
  const relative = RELATIVE.exec(text);
  if (relative) {
    const amount = Number(relative[1]);
    const unit = UNIT_MS[(relative[2] ?? '').toLowerCase()];
    return unit === undefined ? null : validDate(now.getTime() + amount * unit);
  }
  // A bare number or a signed offset in an unknown unit is not a date, whatever Date.parse thinks.
  if (/^[+-]?\d+$/.test(text) || text.startsWith('+')) return null;
  return validDate(Date.parse(text));
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/**
 * Time left until `end`, never negative. Seconds are rounded up, so the display reaches 00:00:00
 * exactly when `done` turns true (with floor, the last second would show 0 while still running).
 * An invalid end date counts as done.
 */
export function remaining(end: Date, now: Date): Remaining {
  const ms = end.getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  const total = Math.ceil(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: false,
  };
}
