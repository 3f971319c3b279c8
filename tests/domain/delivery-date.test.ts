import { deliveryDate } from '@/lib/domain/delivery-date';

describe('the delivery date an order promises', () => {
  it('is three business days on, counted in Italy', () => {
    // Friday 27 November 2026, 10:00 in Rome → Wednesday 2 December.
    expect(deliveryDate(Date.parse('2026-11-27T09:00:00Z'))).toBe('2026-12-02');
    // Monday → Thursday.
    expect(deliveryDate(Date.parse('2026-11-30T09:00:00Z'))).toBe('2026-12-03');
  });

  it('takes the day as Rome sees it: 23:30 UTC on Sunday is already Monday in Italy', () => {
    expect(deliveryDate(Date.parse('2026-11-29T23:30:00Z'))).toBe('2026-12-03');
  });
});
