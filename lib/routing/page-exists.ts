/**
 * Whether `/pages/single/<path>` names a published page or post, and `/pages/blog/<state>` a list
 * the blog has, for the proxy (like product-exists.ts): those pages are cached once rendered, and a
 * notFound() thrown by a page rendered on demand sends an empty document, so a made-up address
 * (a category or tag the blog lacks, a page past the last) must never reach the route.
 * The same reading as the page's (lib/content/single-page.ts): `<category>/<slug>` is a blog
 * post, else a web page; one slug is a web page, else an old link to a post by its name. Answers
 * are remembered in a bounded map: a yes for five minutes, a no for one (a page or list published
 * since is found within it); a failed read (null) leaves the decision to the page.
 */
import { z } from 'zod';
import { call } from '@/lib/backend/call';
import { remembered } from '@/lib/cache/remembered';
import { singlePathParts, SPECIAL_SLUGS } from '@/lib/content/single-path';
import { METHODS } from '@/lib/backend/methods';
import { BLOG_PAGE_SIZE, countBlogPosts, FRESH, listBlogTags } from '@/lib/backend/blog';
import { blogHref, pageCount, type BlogParams } from '@/lib/blog/params';

const TIMEOUT_MS = 3_000;

const pages = remembered<boolean>({ keepMs: 5 * 60_000, failureMs: 10_000, missingMs: 60_000, maxEntries: 5_000 });

/** True or false when the back-end says; null when it cannot (then the page decides). */
export function contentExists(path: string, now = Date.now()): Promise<boolean | null> {
  const parts = singlePathParts(path);
  if (!parts) return Promise.resolve(false);
  // The FAQ and the stores are built from other data (their page shows an outage notice itself).
  if (parts.length === 1 && (parts[0] === SPECIAL_SLUGS.faq || parts[0] === SPECIAL_SLUGS.stores))
    return Promise.resolve(true);
  return pages(parts.join('/'), () => ask(parts), now);
}

/** True or false when the back-end says; null when it cannot. The blog's first page always exists. */
export function blogListExists(list: BlogParams, now = Date.now()): Promise<boolean | null> {
  if (!list.category && !list.tag && list.page === 1) return Promise.resolve(true);
  return pages(blogHref(list), () => askList(list), now);
}

/** Forget what was read (tests). */
export function forgetContent(): void {
  pages.forget();
}

/** A tag needs the optional get_blog_meta: without it, the blog has no tags. */
async function askList({ category, tag, page }: BlogParams): Promise<boolean | null> {
  const tags = tag ? await listBlogTags(FRESH) : null;
  if (tags && !tags.ok && tags.error.kind !== 'absent') return null;
  const names = tags && (tags.ok ? (tags.data.find((t) => t.name === tag)?.posts ?? []) : []);
  if (names?.length === 0) return false;
  const count = await countBlogPosts({ category, names: names ?? undefined }, FRESH);
  return count.ok ? count.data > 0 && page <= pageCount(count.data, BLOG_PAGE_SIZE) : null;
}

async function ask(parts: string[]): Promise<boolean | null> {
  if (parts.length === 2) {
    const post = await published(METHODS.blogPost, `blog/${parts.join('/')}`);
    if (post !== false) return post;
  }
  const page = await published(METHODS.webPage, `web-page/${parts.join('/')}`);
  if (page !== false || parts.length > 1) return page;
  return postNamed(parts[0]!);
}

/** Both detail methods answer a 200 `{data}` for a route they know and a 200 `{error}` otherwise. */
const detailAnswer = z.looseObject({
  data: z.looseObject({ published: z.unknown() }).nullish(),
  // Optional: zod 4 holds a missing z.unknown() key to be an error ("expected nonoptional").
  error: z.unknown().optional(),
});

async function published(method: string, route: string): Promise<boolean | null> {
  const answer = await call({
    path: method,
    params: { route },
    schema: detailAnswer,
    cache: 'no-store',
    timeoutMs: TIMEOUT_MS,
  });
  if (!answer.ok) return null;
  const { data, error } = answer.data;
  if (data) return Boolean(data.published);
  return typeof error === 'string' ? false : null;
}

async function postNamed(name: string): Promise<boolean | null> {
  const answer = await call({
    path: METHODS.count,
    params: { doctype: 'Blog Post', filters: { published: 1, name } },
    schema: z.number(),
    cache: 'no-store',
    timeoutMs: TIMEOUT_MS,
  });
  return answer.ok ? answer.data > 0 : null;
}
