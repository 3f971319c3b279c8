import { describe, expect, it } from 'vitest';
import { excerpt } from '@/lib/domain/excerpt';

describe('excerpt', () => {
  it('leaves a short text whole', () => {
    expect(excerpt('  Un testo breve. ', 40)).toBe('Un testo breve.');
  });

  it('cuts a long one at a word, within the limit, and says so', () => {
    const text = 'Tensione, coppia, motori brushless e capacità della batteria: cosa significano davvero';
    const cut = excerpt(text, 40);
    expect(cut).toBe('Tensione, coppia, motori brushless e…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('cuts inside a word only when there is no boundary in its second half', () => {
    expect(excerpt('Supercalifragilistichespiralidoso è lungo', 20)).toBe('Supercalifragilisti…');
  });
});
