import 'server-only';
import { BLOG_PAGE_SIZE, countBlogPosts, listBlogPosts } from '@/lib/backend/blog';
import { ok } from '@/lib/backend/result';
import type { BlogExtras } from './blog-data';
import type { BlogParams } from './params';

/**
 * One page of the blog list and the list's total, for `/pages/blog/category=…/tag=…/page=…`.
 * The back-end is asked only for a category the blog has, a tag it knows and a page within the
 * list: each answer is kept in the data cache, so a made-up category or page number must not
 * reach it (anyone could make up endless ones). Anything else lists nothing.
 */
export async function blogPagePosts(query: BlogParams, extras: BlogExtras) {
  const nothing = [ok([]), ok(0)] as const;
  if (query.category && !extras.categories.some((c) => c.name === query.category)) return nothing;
  // A tag is known only through the optional get_blog_meta; an unknown tag lists nothing.
  const names = query.tag ? (extras.tags.find((x) => x.name === query.tag)?.posts ?? []) : undefined;
  if (names?.length === 0) return nothing;
  const filter = { category: query.category, names };
  const list = () => listBlogPosts({ ...filter, page: query.page, limit: BLOG_PAGE_SIZE });
  // The first page always exists, so it is read beside the count; a later one waits for the count.
  if (query.page === 1) return Promise.all([list(), countBlogPosts(filter)]);
  const total = await countBlogPosts(filter);
  if (total.ok && query.page > Math.ceil(total.data / BLOG_PAGE_SIZE)) return [ok([]), total] as const;
  return [await list(), total] as const;
}
