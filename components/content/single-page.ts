import 'server-only';
import { getBlogPost, getContentPage, getFaq, getStores } from '@/lib/backend/content';
import type { BlogPostDetail, ContentPage, FaqEntry, Store } from '@/lib/backend/schemas/content';

/**
 * What `/pages/single/{slug}` shows (decisions.md: a blog post or content page by slug): the FAQ
 * and the stores at their own slugs, else a CMS page, else a blog post, else nothing (404).
 * A back-end failure is told apart from "no such page", so the shopper sees an outage notice
 * rather than a false 404.
 */
export type SinglePage =
  | { kind: 'faq'; entries: FaqEntry[] }
  | { kind: 'stores'; stores: Store[] }
  | { kind: 'page'; page: ContentPage }
  | { kind: 'post'; post: BlogPostDetail }
  | { kind: 'missing' }
  | { kind: 'unavailable' };

export const SPECIAL_SLUGS = { faq: 'faq', stores: 'stores' } as const;

const SLUG = /^[a-z0-9][a-z0-9-]{0,160}$/;

export async function loadSinglePage(locale: string, slug: string): Promise<SinglePage> {
  if (!SLUG.test(slug)) return { kind: 'missing' };
  if (slug === SPECIAL_SLUGS.faq) {
    const faq = await getFaq(locale);
    return faq.ok ? { kind: 'faq', entries: faq.data } : { kind: 'unavailable' };
  }
  if (slug === SPECIAL_SLUGS.stores) {
    const stores = await getStores(locale);
    return stores.ok ? { kind: 'stores', stores: stores.data } : { kind: 'unavailable' };
  }
  const page = await getContentPage(locale, slug);
  if (page.ok) return { kind: 'page', page: page.data };
  const post = await getBlogPost(locale, slug);
  if (post.ok) return { kind: 'post', post: post.data };
  return page.error.kind === 'not-found' && post.error.kind === 'not-found' ? { kind: 'missing' } : { kind: 'unavailable' };
}
