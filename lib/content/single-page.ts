import 'server-only';
import { findBlogPost, getBlogPost } from '@/lib/backend/blog';
import { getFaq, getStores, getWebPage } from '@/lib/backend/content';
import type { BlogPost, FaqEntry, Store, WebPage } from '@/lib/backend/schemas/content';
import { blogPostHref, blogRouteOf } from '@/lib/blog/params';
import { singlePathParts, SPECIAL_SLUGS } from './single-path';

/**
 * What `/pages/single/…` shows: `<category>/<slug>` is a blog post (its back-end route is
 * `blog/<category>/<slug>`); one slug is the FAQ, the stores, a CMS web page (`web-page/<slug>`),
 * or a post linked the old way, which moves to its address. A back-end failure is told apart from
 * "no such page", so the shopper sees an outage notice rather than a false 404.
 */
export type SinglePage =
  | { kind: 'faq'; entries: FaqEntry[] }
  | { kind: 'faq-unreadable' }
  | { kind: 'stores'; stores: Store[] }
  | { kind: 'stores-page'; page: WebPage }
  | { kind: 'page'; page: WebPage }
  | { kind: 'post'; post: BlogPost }
  | { kind: 'moved'; href: string }
  | { kind: 'missing' }
  | { kind: 'unavailable' };

/**
 * `path` is `slug`, `category/slug` (a blog post, else a web page with that route), or a web
 * page's route of up to four segments.
 */
export async function loadSinglePage(_locale: string, path: string): Promise<SinglePage> {
  const parts = singlePathParts(path);
  if (!parts) return { kind: 'missing' };
  if (parts.length > 1) return loadNested(parts);
  const slug = parts[0]!;
  if (slug === SPECIAL_SLUGS.faq) return loadFaq();
  if (slug === SPECIAL_SLUGS.stores) return loadStores();

  const page = await getWebPage(slug);
  if (page.ok) return { kind: 'page', page: page.data };
  if (page.error.kind !== 'not-found') return { kind: 'unavailable' };
  const post = await findBlogPost(slug);
  if (post.ok) return { kind: 'moved', href: blogPostHref(post.data.route) };
  return post.error.kind === 'not-found' ? { kind: 'missing' } : { kind: 'unavailable' };
}

async function loadNested(parts: string[]): Promise<SinglePage> {
  const route = parts.length === 2 ? blogRouteOf(parts) : null;
  if (route) {
    const post = await getBlogPost(route);
    if (post.ok) return { kind: 'post', post: post.data };
    if (post.error.kind !== 'not-found') return { kind: 'unavailable' };
  }
  const page = await getWebPage(parts.join('/'));
  if (page.ok) return { kind: 'page', page: page.data };
  return page.error.kind === 'not-found' ? { kind: 'missing' } : { kind: 'unavailable' };
}

/** Help Articles need a role the token may not have: then the FAQ points to the contact form. */
async function loadFaq(): Promise<SinglePage> {
  const faq = await getFaq();
  if (faq.ok) return faq.data.length ? { kind: 'faq', entries: faq.data } : { kind: 'faq-unreadable' };
  return faq.error.kind === 'unauthorised' || faq.error.kind === 'not-found'
    ? { kind: 'faq-unreadable' }
    : { kind: 'unavailable' };
}

/** Stores as data need the optional get_stores; without it, the shop's `where-we-are` page. */
async function loadStores(): Promise<SinglePage> {
  const stores = await getStores();
  if (stores.ok) return { kind: 'stores', stores: stores.data };
  const page = await getWebPage(SPECIAL_SLUGS.storesPage);
  return page.ok ? { kind: 'stores-page', page: page.data } : { kind: 'unavailable' };
}
