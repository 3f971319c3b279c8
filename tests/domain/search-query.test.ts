import { describe, expect, it } from 'vitest';
import {
  MIN_SUGGEST_CHARS,
  SUGGEST_DEBOUNCE_MS,
  backendSearchTerm,
  normalizeSearchTerm,
  shouldSuggest,
} from '@/lib/domain/search-query';

describe('search suggestions: 3 characters, 500 ms', () => {
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

describe('backendSearchTerm: what the listing method may receive', () => {
  it('turns Solr syntax characters into spaces, so a search cannot make the back-end fail', () => {
    expect(backendSearchTerm('vite 4:20 (acciaio) [inox] {x} ^2 ~ a\\b 1/2 "m6"')).toBe(
      'vite 4 20 acciaio inox x 2 a b 1 2 m6',
    );
  });
  it('lower-cases AND / OR / NOT so the back-end does not cut the term there', () => {
    expect(backendSearchTerm('bianco AND nero OR rosso')).toBe('bianco and nero or rosso');
    expect(backendSearchTerm('ANDROID')).toBe('ANDROID');
  });
  it('asks for everything when nothing is left', () => {
    expect(backendSearchTerm('  ')).toBe('*');
    expect(backendSearchTerm('()')).toBe('*');
    expect(backendSearchTerm(undefined)).toBe('*');
  });
});
