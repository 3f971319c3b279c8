import type { MetadataRoute } from 'next';
import { listBlogPosts } from '@/lib/backend/blog';
import { listProductSlugs } from '@/lib/backend/sitemap';
import { blogPostHref } from '@/lib/blog/params';
import { listingPagesOf, productFileCount, type ProductFilePlan } from '@/lib/domain/sitemap-files';
import { log } from '@/lib/log';
import { productHref } from '@/lib/routes';
import { siteUrl } from '@/lib/env';

/**
 * The shop's sitemap files, listed by the index at /sitemap.xml (app/sitemap.xml/route.ts):
 * `pages` (the public screens and the blog) and `products-<n>`, each product in exactly one file.
 * Each file is built from the back-end once an hour at most (ISR), never per request.
 */
export const revalidate = 3600;

/** 50 listing calls of 1 000 products fill a file of 50 000, the protocol's maximum. */
const PLAN: ProductFilePlan = { perFile: 50_000, pageSize: 1_000 };
const PARALLEL = 4;
const PRODUCTS = 'products-';

export async function generateSitemaps(): Promise<Array<{ id: string }>> {
  // A one-product page tells the catalogue's size. Next asks this on every request for a file,
  // to check its id: the small answer stays in the data cache, where a page of 1 000 products
  // (about 3 MB) does not fit (Next caches answers up to 2 MB; the files themselves are cached whole).
  const first = await listProductSlugs(1, 1);
  if (!first.ok) log.warn('sitemap.products-unavailable', { kind: first.error.kind });
  const files = first.ok ? productFileCount(first.data.totalCount, PLAN) : 0;
  return [{ id: 'pages' }, ...Array.from({ length: files }, (_, i) => ({ id: `${PRODUCTS}${i + 1}` }))];
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const file = await id;
  const base = siteUrl();
  if (file === 'pages') return pageEntries(base);
  const products = await productPaths(Number(file.slice(PRODUCTS.length)));
  return products.map((path) => ({ url: `${base}${path}`, changeFrequency: 'weekly' as const, priority: 0.7 }));
}

/**
 * The products of file `n`: its listing pages, a few at a time, until a short page ends the
 * catalogue. A page that cannot be read fails the file, so the file already cached stays (Next
 * keeps the last good version) instead of one with a hole.
 */
async function productPaths(n: number): Promise<string[]> {
  const { first, last } = listingPagesOf(n, PLAN);
  const paths: string[] = [];
  for (let page = first; page <= last; page += PARALLEL) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(PARALLEL, last - page + 1) }, (_, i) => listProductSlugs(page + i, PLAN.pageSize)),
    );
    for (const result of batch) {
      if (!result.ok) throw new Error(`sitemap ${PRODUCTS}${n}: listing page unreadable (${result.error.kind})`);
      paths.push(...result.data.products.map((p) => productHref(p.slug)));
    }
    if (batch.some((result) => result.ok && result.data.products.length < PLAN.pageSize)) break;
  }
  return paths;
}

/** Public screens worth indexing; account, cart and checkout pages are left out (app/robots.ts). */
const STATIC_PATHS: Array<{ path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' }> = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/shop', priority: 0.9, changeFrequency: 'daily' },
  { path: '/pages/blog', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/pages/about-us', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/pages/contact-us', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/pages/withdrawal', priority: 0.3, changeFrequency: 'monthly' },
];

/** Blog posts, newest first, paged like the blog; a shop's blog stays far below the cap. */
const MAX_POSTS = 1_000;
const POSTS_PER_PAGE = 50;

async function pageEntries(base: string): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = STATIC_PATHS.map(({ path, priority, changeFrequency }) => ({
    url: `${base}${path}`,
    priority,
    changeFrequency,
  }));
  for (let page = 1; entries.length < STATIC_PATHS.length + MAX_POSTS; page++) {
    const result = await listBlogPosts({ page, limit: POSTS_PER_PAGE });
    if (!result.ok) {
      log.warn('sitemap.blog-unavailable', { kind: result.error.kind, page });
      break;
    }
    for (const post of result.data) {
      const lastModified = Number.isNaN(Date.parse(post.publishedOn)) ? undefined : post.publishedOn;
      entries.push({
        url: `${base}${blogPostHref(post.route)}`,
        lastModified,
        priority: 0.5,
        changeFrequency: 'monthly',
      });
    }
    // The back-end's count is this page's rows: a short page is the last one.
    if (result.data.length < POSTS_PER_PAGE) break;
  }
  return entries.slice(0, STATIC_PATHS.length + MAX_POSTS);
}
