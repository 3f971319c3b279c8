/**
 * The blog list's address: `/pages/blog?category=…&tag=…&page=…`. Parsing is forgiving (a bad
 * value is dropped, not an error page) and building is canonical (page 1 and empty filters are
 * left out), so each list has one URL.
 */
export interface BlogParams {
  page: number;
  category?: string;
  tag?: string;
}

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
  const query = new URLSearchParams();
  if (next.category) query.set('category', next.category);
  if (next.tag) query.set('tag', next.tag);
  if (next.page > 1) query.set('page', String(next.page));
  const qs = query.toString();
  return qs ? `/pages/blog?${qs}` : '/pages/blog';
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
