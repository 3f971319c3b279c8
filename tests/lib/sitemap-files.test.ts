/**
 * app/sitemaps/sitemap.ts over a catalogue too big for one file: the index lists as many product
 * files as it needs, and every product is in exactly one of them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const catalogue = { size: 0, calls: 0, failPage: 0 };
vi.mock('@/lib/backend/sitemap', () => ({
  listProductSlugs: async (page: number, perPage: number) => {
    catalogue.calls++;
    if (page === catalogue.failPage) return { ok: false, error: { kind: 'unavailable' } };
    const from = (page - 1) * perPage;
    const count = Math.max(0, Math.min(perPage, catalogue.size - from));
    return {
      ok: true,
      data: {
        totalCount: catalogue.size,
        products: Array.from({ length: count }, (_, i) => ({ slug: `det/prodotto-${from + i}` })),
      },
    };
  },
}));
vi.mock('@/lib/backend/blog', () => ({ listBlogPosts: async () => ({ ok: true, data: [] }) }));
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/env', async (original) => ({
  ...(await original<typeof import('@/lib/env')>()),
  siteUrl: () => 'https://bottega.test',
}));

const { default: sitemap, generateSitemaps } = await import('@/app/sitemaps/sitemap');

async function everyProductAddress(): Promise<string[]> {
  const files = await generateSitemaps();
  const urls: string[] = [];
  for (const { id } of files) {
    const entries = await sitemap({ id: Promise.resolve(id) });
    expect(entries.length).toBeLessThanOrEqual(50_000);
    urls.push(...entries.map((e) => e.url).filter((url) => url.includes('/product/')));
  }
  return urls;
}

beforeEach(() => Object.assign(catalogue, { calls: 0, failPage: 0 }));

describe('the sitemap files', () => {
  it('hold each of 120 500 products exactly once, in three product files', async () => {
    catalogue.size = 120_500;
    expect((await generateSitemaps()).map((f) => f.id)).toEqual(['pages', 'products-1', 'products-2', 'products-3']);
    const urls = await everyProductAddress();
    expect(urls).toHaveLength(120_500);
    expect(new Set(urls).size).toBe(120_500);
    expect(urls[0]).toBe('https://bottega.test/product/fullwidth/det/prodotto-0');
  });

  it('list the public pages of the shop, the withdrawal form among them', async () => {
    const urls = (await sitemap({ id: Promise.resolve('pages') })).map((e) => e.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://bottega.test/',
        'https://bottega.test/pages/contact-us',
        'https://bottega.test/pages/withdrawal',
      ]),
    );
  });

  it('list the pages file only when the catalogue is empty or unreadable', async () => {
    catalogue.size = 0;
    expect(await generateSitemaps()).toEqual([{ id: 'pages' }]);
    catalogue.size = 10;
    catalogue.failPage = 1;
    expect(await generateSitemaps()).toEqual([{ id: 'pages' }]);
  });

  it('fail a product file with an unreadable page, so the file cached before stays', async () => {
    catalogue.size = 60_000;
    catalogue.failPage = 52;
    await expect(sitemap({ id: Promise.resolve('products-2') })).rejects.toThrow(/unreadable/);
  });
});
