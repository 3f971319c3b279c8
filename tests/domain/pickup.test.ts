import { describe, expect, it } from 'vitest';
import { HEAD_OFFICE, pickupFromComment, pickupPoints, withPickupNote } from '@/lib/domain/pickup';

const milano = {
  name: 'milano',
  title: 'Bottega Milano',
  address_line1: 'Corso Buenos Aires 12',
  pincode: '20124',
  city: 'Milano',
  province: 'MI',
};

describe('pickup points', () => {
  it('offers every store of the list, with its address on one line', () => {
    expect(pickupPoints([milano])).toEqual([
      { id: 'milano', title: 'Bottega Milano', address: 'Corso Buenos Aires 12, 20124 Milano (MI)' },
    ]);
  });

  it('offers the head office alone when the back-end lists no stores', () => {
    expect(pickupPoints(null)).toEqual([HEAD_OFFICE]);
    expect(pickupPoints([])).toEqual([HEAD_OFFICE]);
  });

  it('writes the point as the first line of the order comment and reads it back', () => {
    const [point] = pickupPoints([milano]);
    const comment = withPickupNote(point!, '  Suonare al citofono  ');
    expect(comment).toBe(
      'Ritiro in negozio: Bottega Milano — Corso Buenos Aires 12, 20124 Milano (MI)\n\nSuonare al citofono',
    );
    expect(pickupFromComment(comment)).toBe('Bottega Milano — Corso Buenos Aires 12, 20124 Milano (MI)');
  });

  it('finds no pickup in a delivered order’s comment', () => {
    expect(pickupFromComment('Suonare al citofono')).toBeNull();
    expect(pickupFromComment(null)).toBeNull();
  });
});
