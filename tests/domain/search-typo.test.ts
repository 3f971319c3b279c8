import { describe, expect, it } from 'vitest';
import { closestWord, correctTerm, editDistance, searchWords, typoLookups } from '@/lib/domain/search-query';

describe('correcting a misspelt search word', () => {
  it('counts a missing, extra, wrong or swapped letter as one edit', () => {
    expect(editDistance('trapno', 'trapano')).toBe(1);
    expect(editDistance('tarpano', 'trapano')).toBe(1);
    expect(editDistance('trapanno', 'trapano')).toBe(1);
    expect(editDistance('trepano', 'trapano')).toBe(1);
    expect(editDistance('trapano', 'trapano')).toBe(0);
    expect(editDistance('pennello', 'trapano')).toBe(3);
  });

  it('looks a word up by prefixes that survive a typo, skipping short words and codes', () => {
    expect(typoLookups('trapno')).toEqual([{ word: 'trapno', prefixes: ['trap', 'tra'] }]);
    expect(typoLookups('a 18v pala')).toEqual([{ word: 'pala', prefixes: ['pal'] }]);
    expect(searchWords('Trapano a percussione 18V')).toEqual(['trapano', 'a', 'percussione', '18v']);
  });

  it('picks the closest known word, then the most frequent, within the allowance', () => {
    expect(closestWord('trapno', ['trapano', 'trappola', 'trapano', 'tra'])).toBe('trapano');
    expect(closestWord('vernce', ['vernice', 'verde'])).toBe('vernice');
    expect(closestWord('cacciavte', ['cacciavite'])).toBe('cacciavite');
    // Two edits are too many for a short word: "pala" is not "palla" and "pila" at once.
    expect(closestWord('pxla', ['palla'])).toBeNull();
  });

  it('corrects only the misspelt words and says when there is nothing to correct', () => {
    const known = new Map([
      ['trapno', ['trapano', 'percussione']],
      ['percussione', ['percussione']],
    ]);
    expect(correctTerm('Trapno percussione', known)).toBe('trapano percussione');
    expect(correctTerm('percussione', known)).toBeNull();
    expect(correctTerm('zzzz', new Map([['zzzz', ['trapano']]]))).toBeNull();
  });
});
