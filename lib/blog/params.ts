/**
 * The blog list's address. Like a listing's (docs/decisions.md "listing addresses"), its state is
 * written in its path, one `key=value` segment per field, in one order, page 1 and empty filters
 * left out: `/pages/blog/category=garden/page=2`. Each list has one URL, and the page cache keeps
 * it whole: a page that read its query would be rendered for every request. The query form
 * (`/pages/blog?category=garden&page=2`, links from before) is parsed forgivingly (a bad value is
 * dropped, not an error page) and sent on to the path (lib/routing/listing-address.ts).
 */
export interface BlogParams {
  page: number;
  category?: string;
  tag?: string;
}

/** The fields of a list's state, in the order its address writes them. */
export const BLOG_FIELDS = ['category', 'tag', 'page'];

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseBlogParams(search: Record<string, string | string[] | undefined>): BlogParams {
  const rawPage = Number(first(search.page));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 1000 ? rawPage : 1;
  const category = first(search.category)?.trim().toLowerCase();
  const tag = first(search.tag)?.trim().toLowerCase();
  return {
    page,
    ...(category && SLUG.test(category) ? { category } : {}),
    ...(tag && SLUG.test(tag) ? { tag } : {}),
  };
}

export function blogHref(params: BlogParams, change: Partial<BlogParams> = {}): string {
  const next = { ...params, ...change };
  const state = [
    next.category && `category=${next.category}`,
    next.tag && `tag=${next.tag}`,
    next.page > 1 && `page=${next.page}`,
  ].filter(Boolean);
  return ['/pages/blog', ...state].join('/');
}

/**
 * The list that the segments after `/pages/blog` name, or null when they are not a list's own
 * address (a field that is none, written twice, out of order, `page=1`): a made-up address.
 */
export function parseBlogPlace(segments: readonly string[]): BlogParams | null {
  const state: Record<string, string> = {};
  for (const segment of segments) {
    const [key = '', value = ''] = segment.split(/=(.*)/s);
    if (!BLOG_FIELDS.includes(key) || Object.hasOwn(state, key)) return null;
    state[key] = value;
  }
  const params = parseBlogParams(state);
  return blogHref(params) === ['/pages/blog', ...segments].join('/') ? params : null;
}

/**
 * A post's address. The back-end's route is `blog/<category>/<slug>`; ours is
 * `/pages/single/<category>/<slug>`, so each maps to the other without a lookup. Links from before
 * posts had categories (`/pages/single/<slug>`) are found by the post's name and moved here.
 */
export function blogPostHref(route: string): string {
  const [, category, slug] = route.split('/');
  return `/pages/single/${encodeURIComponent(category ?? '')}/${encodeURIComponent(slug ?? '')}`;
}

/** The back-end route of `/pages/single/<category>/<slug>`, or null for any other shape. */
export function blogRouteOf(path: readonly string[]): string | null {
  if (path.length !== 2) return null;
  const [category, slug] = path;
  return category && slug && SLUG.test(category) && /^[a-z0-9][a-z0-9-]{0,160}$/.test(slug)
    ? `blog/${category}/${slug}`
    : null;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
