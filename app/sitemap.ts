import type { MetadataRoute } from 'next';
import { listProducts } from '@/lib/backend/catalogue';
import { listBlogPosts } from '@/lib/backend/content';
import { blogPostHref } from '@/components/content/blog-params';
import { log } from '@/lib/log';
import { productHref } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';

/** Rebuilt at most hourly (ISR): the catalogue changes slowly and each rebuild pages through it. */
export const revalidate = 3600;

/** Public screens worth indexing; account, cart and checkout pages are left out (robots.ts). */
const STATIC_PATHS: Array<{ path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' }> = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/shop', priority: 0.9, changeFrequency: 'daily' },
  { path: '/pages/blog', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/pages/about-us', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/pages/contact-us', priority: 0.4, changeFrequency: 'monthly' },
];

/**
 * Products: the listing paged 100 at a time, most popular first, up to MAX_PRODUCTS. One sitemap
 * file holds at most 50 000 URLs; a catalogue beyond the cap keeps its best sellers indexed here
 * and the rest reachable through the category pages.
 */
const PAGE_SIZE = 100;
const MAX_PRODUCTS = 5_000;
const PARALLEL = 4;

async function productPaths(): Promise<string[]> {
  const first = await listProducts('en', { page: 1, per_page: PAGE_SIZE });
  if (!first.ok) {
    log.warn('sitemap.products-unavailable', { kind: first.error.kind });
    return [];
  }
  const perPage = first.data.per_page || PAGE_SIZE;
  const total = Math.min(first.data.totalCount, MAX_PRODUCTS);
  const pages = Math.ceil(total / perPage);
  const slugs = first.data.products.map((p) => p.slug);
  for (let page = 2; page <= pages; page += PARALLEL) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(PARALLEL, pages - page + 1) }, (_, i) => listProducts('en', { page: page + i, per_page: perPage })),
    );
    for (const result of batch) {
      if (result.ok) slugs.push(...result.data.products.map((p) => p.slug));
    }
  }
  return [...new Set(slugs)].slice(0, MAX_PRODUCTS).map((slug) => productHref(slug));
}

/** Blog posts, newest first, paged like the blog; a shop's blog stays far below the cap. */
const MAX_POSTS = 1_000;
const POSTS_PER_PAGE = 50;

async function blogPostEntries(): Promise<Array<{ path: string; lastModified?: string }>> {
  const entries: Array<{ path: string; lastModified?: string }> = [];
  for (let page = 1; entries.length < MAX_POSTS; page++) {
    const result = await listBlogPosts({ page, limit: POSTS_PER_PAGE });
    if (!result.ok) {
      log.warn('sitemap.blog-unavailable', { kind: result.error.kind, page });
      break;
    }
    for (const post of result.data) {
      entries.push({ path: blogPostHref(post.route), lastModified: Number.isNaN(Date.parse(post.publishedOn)) ? undefined : post.publishedOn });
    }
    // The back-end's count is this page's rows: a short page is the last one.
    if (result.data.length < POSTS_PER_PAGE) break;
  }
  return entries.slice(0, MAX_POSTS);
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const [products, posts] = await Promise.all([productPaths(), blogPostEntries()]);
  return [
    ...STATIC_PATHS.map(({ path, priority, changeFrequency }) => ({ url: `${base}${path}`, priority, changeFrequency })),
    ...products.map((path) => ({ url: `${base}${path}`, priority: 0.7, changeFrequency: 'weekly' as const })),
    ...posts.map(({ path, lastModified }) => ({ url: `${base}${path}`, lastModified, priority: 0.5, changeFrequency: 'monthly' as const })),
  ];
}
