import { describe, expect, it } from 'vitest';
import { MIN_SUGGEST_CHARS, SUGGEST_DEBOUNCE_MS, normalizeSearchTerm, shouldSuggest } from '@/lib/domain/search-query';

describe('search suggestions (spec sections 4, 5, 9)', () => {
  it('waits 500 ms and needs 3 characters', () => {
    expect(SUGGEST_DEBOUNCE_MS).toBe(500);
    expect(MIN_SUGGEST_CHARS).toBe(3);
  });

  it('suggests for more than 2 characters', () => {
    expect(shouldSuggest('saw')).toBe(true);
    expect(shouldSuggest('drill')).toBe(true);
  });

  it('does not suggest for 2 characters or fewer, spaces not counted at the ends', () => {
    for (const term of ['', 'sa', '  sa  ', '   ', null, undefined]) expect(shouldSuggest(term)).toBe(false);
  });

  it('counts an emoji as one character', () => {
    expect(shouldSuggest('a🔨')).toBe(false);
  });

  it('normalises the term: trimmed, inner whitespace collapsed', () => {
    expect(normalizeSearchTerm('  wall \t paint ')).toBe('wall paint');
    expect(normalizeSearchTerm(null)).toBe('');
  });
});
