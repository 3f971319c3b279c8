import { describe, expect, it } from 'vitest';
import { buildGlossary, foldText, knownWord, translateSearch } from '@/lib/domain/glossary';
import en from '@/lib/search/glossary/en.json';
import sk from '@/lib/search/glossary/sk.json';

const entries = (words: Record<string, string>) =>
  Object.entries(words).map(([w, catalogue]) => ({ words: w, catalogue }));
const english = buildGlossary(entries(en));
const slovak = buildGlossary(entries(sk));

describe("the shop's vocabulary in the shopper's language", () => {
  it('compares words without case, accents or typographic apostrophes', () => {
    expect(foldText('Vŕtačka')).toBe('vrtacka');
    expect(foldText('  Vivere  all’aperto ')).toBe("vivere all'aperto");
  });

  it('puts an English or Slovak word in the catalogue’s Italian, with or without accents', () => {
    expect(translateSearch(english, 'drill')).toEqual({ term: 'trapano', understood: 'drill' });
    expect(translateSearch(slovak, 'vŕtačka')).toEqual({ term: 'trapano', understood: 'vŕtačka' });
    expect(translateSearch(slovak, 'VRTACKA')).toEqual({ term: 'trapano', understood: 'vŕtačka' });
  });

  it('recognises a word one typo away, and says which word it understood', () => {
    expect(translateSearch(english, 'dril')).toEqual({ term: 'trapano', understood: 'drill' });
    expect(translateSearch(english, 'hamer')).toEqual({ term: 'martello', understood: 'hammer' });
    expect(translateSearch(slovak, 'vŕtačkka')).toEqual({ term: 'trapano', understood: 'vŕtačka' });
    expect(translateSearch(slovak, 'vrtacky')?.term).toBe('trapani');
  });

  it('prefers the longest known phrase and keeps unknown words such as models', () => {
    expect(translateSearch(english, 'cordless drill 18V')).toEqual({
      term: 'trapano avvitatore 18v',
      understood: 'cordless drill 18v',
    });
    expect(translateSearch(english, 'paint for the wall')).toEqual({
      term: 'pittura parete',
      understood: 'paint for the wall',
    });
    expect(translateSearch(slovak, 'gril na drevené uhlie')?.term).toBe('barbecue a carbone');
  });

  it('offers nothing when no word is known, and does not stretch short words', () => {
    expect(translateSearch(english, 'bosch xr')).toBeNull();
    expect(translateSearch(english, 'sax')).toBeNull();
    expect(knownWord(english, 'saw')).toBe('saw');
    expect(knownWord(english, 'qqqqqq')).toBeNull();
  });

  it('lets a later entry replace an earlier one for the same words', () => {
    const g = buildGlossary([
      { words: 'drill', catalogue: 'trapano' },
      { words: 'Drill', catalogue: 'trapano a colonna' },
    ]);
    expect(translateSearch(g, 'drill')?.term).toBe('trapano a colonna');
  });

  it('ships a few hundred words per language', () => {
    expect(english.phrases.size).toBeGreaterThan(300);
    expect(slovak.phrases.size).toBeGreaterThan(300);
  });
});
