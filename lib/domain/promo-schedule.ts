/**
 * When the home page's weekly deal ends: the coming Monday at 00:00 in Rome (the shop's clock),
 * whatever the server's time zone. The page is regenerated with its product data, so the end it
 * carries stays current; the countdown widget counts to it on the shopper's clock.
 */
const TIME_ZONE = 'Europe/Rome';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const offsetFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Rome's UTC offset in minutes at an instant (60 in winter, 120 in summer). */
export function romeOffsetMinutes(at: Date): number {
  const name = offsetFormatter.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

export function weeklyDealEnd(now: Date): Date {
  const parts = Object.fromEntries(partsFormatter.formatToParts(now).map((p) => [p.type, p.value]));
  const weekday = WEEKDAYS.indexOf(parts.weekday ?? 'Mon');
  const daysToMonday = ((8 - weekday) % 7) || 7;
  // Midnight of that Monday as if it were UTC, then shifted by Rome's offset on that day.
  const localMidnight = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + daysToMonday);
  const guess = new Date(localMidnight - romeOffsetMinutes(new Date(localMidnight)) * 60_000);
  return new Date(localMidnight - romeOffsetMinutes(guess) * 60_000);
}
