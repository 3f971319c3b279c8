import { describe, expect, it } from 'vitest';
import { romeOffsetMinutes, weeklyDealEnd } from '@/lib/domain/promo-schedule';

describe('weeklyDealEnd: the coming Monday at midnight, Rome time', () => {
  it('ends on the next Monday 00:00 in winter (UTC+1)', () => {
    // Monday 23 November 2026, 11:00 in Rome.
    expect(weeklyDealEnd(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-29T23:00:00.000Z');
    // Sunday 29 November, 23:30 in Rome: still this week's deal, half an hour left.
    expect(weeklyDealEnd(new Date('2026-11-29T22:30:00Z')).toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('starts a new week at Monday 00:00 Rome, even when it is still Sunday in UTC', () => {
    expect(weeklyDealEnd(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-12-06T23:00:00.000Z');
  });

  it('follows summer time (UTC+2) and the change of offset during the week', () => {
    expect(weeklyDealEnd(new Date('2026-07-01T09:00:00Z')).toISOString()).toBe('2026-07-05T22:00:00.000Z');
    // Clocks go back on Sunday 25 October 2026: the deal ends at 00:00 UTC+1 on the 26th.
    expect(weeklyDealEnd(new Date('2026-10-21T09:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('the last millisecond of Sunday in Rome still belongs to this week', () => {
    expect(weeklyDealEnd(new Date('2026-11-29T22:59:59.999Z')).toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('follows the clocks going forward (Sunday 29 March 2026): the deal ends at 00:00 UTC+2 on the 30th', () => {
    expect(weeklyDealEnd(new Date('2026-03-25T09:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('reads Rome offsets', () => {
    expect(romeOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(romeOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });
});
