import { describe, expect, it } from 'vitest';
import { contentLang } from '@/lib/content-lang';

describe('back-end text language', () => {
  it('is marked on pages in another language', () => {
    expect(contentLang('en')).toBe('it');
    expect(contentLang('sk')).toBe('it');
  });
  it('is not marked on pages in the content language', () => {
    expect(contentLang('it')).toBeUndefined();
  });
});
