import { describe, expect, it } from 'vitest';
import { listingPagesOf, productFileCount } from '@/lib/domain/sitemap-files';

describe('splitting the catalogue into sitemap files', () => {
  const plan = { perFile: 6, pageSize: 3 };

  it('needs one file per started block of products, none for an empty catalogue', () => {
    expect(productFileCount(0, plan)).toBe(0);
    expect(productFileCount(1, plan)).toBe(1);
    expect(productFileCount(6, plan)).toBe(1);
    expect(productFileCount(7, plan)).toBe(2);
  });

  it('reads every listing page into exactly one file, in order', () => {
    const total = 17;
    const pages: number[] = [];
    for (let file = 1; file <= productFileCount(total, plan); file++) {
      const { first, last } = listingPagesOf(file, plan);
      for (let page = first; page <= last; page++) pages.push(page);
    }
    expect(pages).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pages.length * plan.pageSize).toBeGreaterThanOrEqual(total);
  });

  it('refuses a file that would split a page or pass 50 000 addresses', () => {
    expect(() => listingPagesOf(1, { perFile: 10, pageSize: 3 })).toThrow();
    expect(() => listingPagesOf(1, { perFile: 60_000, pageSize: 1_000 })).toThrow();
  });
});
