import { describe, expect, it } from 'vitest';
import { offeredSorts } from '@/lib/catalogue/sort-options';

describe('offeredSorts: only the sorts the back-end honours', () => {
  it('offers price and date sorts only against the real back-end', () => {
    expect(offeredSorts({})).toEqual(['default', 'newest', 'price-asc', 'price-desc']);
  });
  it('adds popularity and rating when configured, or with the extended mock', () => {
    expect(offeredSorts({ BACKEND_EXTRA_SORTS: 'popularity' })).toEqual([
      'default',
      'newest',
      'price-asc',
      'price-desc',
      'popularity',
    ]);
    expect(offeredSorts({ MOCK_PROFILE: 'extended' })).toContain('rating');
    expect(offeredSorts({ MOCK_PROFILE: 'extended', BACKEND_EXTRA_SORTS: '' })).not.toContain('rating');
  });
});
