import { describe, expect, it } from 'vitest';
import { parseCountdownEnd, remaining } from '@/lib/domain/countdown';

const now = new Date('2025-06-01T12:00:00Z');

describe('parseCountdownEnd', () => {
  it('adds relative offsets +Nh, +Nm, +Nd to now', () => {
    expect(parseCountdownEnd('+2h', now)?.toISOString()).toBe('2025-06-01T14:00:00.000Z');
    expect(parseCountdownEnd('+30m', now)?.toISOString()).toBe('2025-06-01T12:30:00.000Z');
    expect(parseCountdownEnd('+3d', now)?.toISOString()).toBe('2025-06-04T12:00:00.000Z');
  });

  it('reads offsets with surrounding spaces and upper-case units (M is minutes)', () => {
    expect(parseCountdownEnd(' +1H ', now)?.toISOString()).toBe('2025-06-01T13:00:00.000Z');
    expect(parseCountdownEnd('+15M', now)?.toISOString()).toBe('2025-06-01T12:15:00.000Z');
  });

  it('accepts absolute times as ISO strings, epoch milliseconds and Dates', () => {
    expect(parseCountdownEnd('2025-12-24T18:00:00+01:00', now)?.toISOString()).toBe('2025-12-24T17:00:00.000Z');
    expect(parseCountdownEnd(Date.UTC(2025, 11, 24), now)?.toISOString()).toBe('2025-12-24T00:00:00.000Z');
    const end = new Date('2025-07-01T00:00:00Z');
    const parsed = parseCountdownEnd(end, now);
    expect(parsed?.getTime()).toBe(end.getTime());
    expect(parsed).not.toBe(end);
  });

  it('is null for anything that is not a time', () => {
    for (const input of ['', 'soon', '+2w', '+h', '+-2h', '2h', '+2.5h', '12345', Number.NaN, new Date('nope')]) {
      expect(parseCountdownEnd(input, now), String(input)).toBeNull();
    }
  });
});

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(remaining(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('rounds part seconds up so zero is shown only when done', () => {
    expect(remaining(new Date(now.getTime() + 400), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false });
  });

  it('is done and never negative once the end has passed', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(remaining(now, now)).toEqual(zero);
    expect(remaining(new Date(now.getTime() - 90_000), now)).toEqual(zero);
  });

  it('treats an invalid end date as done', () => {
    expect(remaining(new Date('nope'), now).done).toBe(true);
  });
});
