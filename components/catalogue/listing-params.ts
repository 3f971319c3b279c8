/**
 * The listing's state lives in the URL (issue 3: shareable, back/forward work, server-rendered on
 * first load). This module reads it with a zod schema where every field falls back to its
 * default (a hand-edited or stale link never crashes the page) and writes it back canonically,
 * with defaults left out. Pure: used by server components, client islands and route handlers.
 */
import { z } from 'zod';
import type { ListingQuery } from '@/lib/backend/catalogue';

export const SORT_OPTIONS = ['default', 'newest', 'price-asc', 'price-desc', 'popularity', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Issue 3: show-count 12, 24, 36 (contract: the back-end's default page is 12). */
export const PAGE_SIZES = [12, 24, 36] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** Far beyond any real catalogue; keeps absurd numbers away from the back-end. */
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;

export interface ListingParams {
  search_term: string;
  category: string;
  color: string;
  size: string;
  min_price: number | null;
  max_price: number | null;
  order_by: SortOption;
  page: number;
  per_page: PageSize;
  /** null: the layout variant's own default (the list variant shows a list). */
  view: ViewMode | null;
  /** Spec §2: the header's wishlist link is `/shop?wishlist=true`, the listing of the shopper's wishlist. */
  wishlist: boolean;
}

export const DEFAULT_PARAMS: ListingParams = {
  search_term: '',
  category: '',
  color: '',
  size: '',
  min_price: null,
  max_price: null,
  order_by: 'default',
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
  view: null,
  wishlist: false,
};

/** Next gives `string | string[] | undefined` per key; a repeated key counts by its first value. */
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const textParam = (max: number) =>
  z.preprocess(
    first,
    z
      .string()
      .transform((s) => s.trim().replace(/\s+/g, ' ').slice(0, max))
      .catch(''),
  );

const priceParam = z.preprocess(
  (v) => {
    const s = first(v);
    if (typeof s !== 'string' || s.trim() === '') return null;
    return Number(s.trim().replace(',', '.'));
  },
  z.number().finite().min(0).max(MAX_PRICE).nullable().catch(null),
);

function enumParam<const T extends readonly string[]>(values: T, fallback: T[number]) {
  return z.preprocess(first, z.enum(values).catch(fallback as never)) as unknown as z.ZodType<T[number]>;
}

const pageParam = z.preprocess((v) => Number(first(v)), z.number().int().min(1).max(MAX_PAGE).catch(1));
const perPageParam = z.preprocess(
  (v) => Number(first(v)),
  z
    .number()
    .refine((n): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
) as unknown as z.ZodType<PageSize>;
const viewParam = z.preprocess(first, z.enum(VIEW_MODES).nullable().catch(null));
const flagParam = z.preprocess((v) => {
  const s = first(v);
  return s === 'true' || s === '1';
}, z.boolean());

export const listingParamsSchema = z
  .object({
    search_term: textParam(120),
    category: textParam(200),
    color: textParam(60),
    size: textParam(60),
    min_price: priceParam,
    max_price: priceParam,
    order_by: enumParam(SORT_OPTIONS, 'default'),
    page: pageParam,
    per_page: perPageParam,
    view: viewParam,
    wishlist: flagParam,
  })
  .transform((p): ListingParams => {
    // A reversed range is what the shopper meant the other way round.
    if (p.min_price !== null && p.max_price !== null && p.min_price > p.max_price) {
      return { ...p, min_price: p.max_price, max_price: p.min_price };
    }
    return p;
  });

export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** Reads the listing state from a page's `searchParams` or a URLSearchParams. Never throws. */
export function parseListingParams(raw: RawSearchParams | null | undefined): ListingParams {
  const record: Record<string, unknown> = {};
  if (raw instanceof URLSearchParams) {
    for (const key of raw.keys()) if (!(key in record)) record[key] = raw.get(key);
  } else if (raw) {
    Object.assign(record, raw);
  }
  const parsed = listingParamsSchema.safeParse(record);
  return parsed.success ? parsed.data : { ...DEFAULT_PARAMS };
}

/** The order in which parameters appear in a URL, so equal states give equal URLs (and cache keys). */
const ORDER: (keyof ListingParams)[] = ['wishlist', 'search_term', 'category', 'color', 'size', 'min_price', 'max_price', 'order_by', 'per_page', 'view', 'page'];

/** Keys that choose what is listed; changing one starts again at page 1. */
const FILTER_KEYS: (keyof ListingParams)[] = ['wishlist', 'search_term', 'category', 'color', 'size', 'min_price', 'max_price', 'order_by', 'per_page'];

/** Query string (without `?`) of a state, defaults left out. */
export function listingSearch(params: ListingParams): string {
  const out = new URLSearchParams();
  for (const key of ORDER) {
    const value = params[key];
    if (value === null || value === '' || value === false || value === DEFAULT_PARAMS[key]) continue;
    out.set(key, String(value));
  }
  return out.toString();
}

/**
 * The state after a change: a change of filter, sort or page size goes back to page 1 (the old
 * page number may not exist any more), unless the patch sets the page itself.
 */
export function patchParams(params: ListingParams, patch: Partial<ListingParams>): ListingParams {
  const resetsPage = !('page' in patch) && FILTER_KEYS.some((k) => k in patch && patch[k] !== params[k]);
  return { ...params, ...patch, ...(resetsPage ? { page: 1 } : {}) };
}

/** A link to the listing at `basePath` in the patched state. */
export function listingHref(basePath: string, params: ListingParams, patch: Partial<ListingParams> = {}): string {
  const search = listingSearch(patchParams(params, patch));
  return search ? `${basePath}?${search}` : basePath;
}

/**
 * What identifies a search tab (spec §4 "Listing"): the path and what is searched and filtered,
 * not the page, page size, view or sort — so paging stays in its tab, and a new sort reloads the
 * tab instead of opening another.
 */
export function tabRoute(basePath: string, params: ListingParams): string {
  return listingHref(basePath, { ...DEFAULT_PARAMS, wishlist: params.wishlist, search_term: params.search_term, category: params.category, color: params.color, size: params.size, min_price: params.min_price, max_price: params.max_price });
}

/** True when anything narrows the listing (the empty state then offers to clear it). */
export function hasFilters(params: ListingParams): boolean {
  return Boolean(params.wishlist || params.search_term || params.category || params.color || params.size || params.min_price !== null || params.max_price !== null);
}

/** The back-end's arguments for a state (backend-contract.md "listing"). */
export function toListingQuery(params: ListingParams): ListingQuery {
  const features: Record<string, string> = {};
  if (params.color) features.color = params.color;
  if (params.size) features.size = params.size;
  const query: ListingQuery = {
    page: params.page,
    per_page: params.per_page,
    search_term: params.search_term || undefined,
    category: params.category || undefined,
    features,
    min_price: params.min_price ?? undefined,
    max_price: params.max_price ?? undefined,
  };
  if (params.wishlist) query.wishlist = 1;
  if (params.order_by === 'newest') query.order_by_creation_at = 'desc';
  else if (params.order_by !== 'default') query.order_by = params.order_by;
  return query;
}

/**
 * A category entry's `url` as the `category` parameter: the back-end sends either the value
 * itself or a shop link such as `/shop?category=tools`.
 */
export function categoryValue(url: string): string {
  if (!url.includes('?') && !url.startsWith('/') && !/^https?:/i.test(url)) return url;
  try {
    const parsed = new URL(url, 'http://shop.invalid');
    return parsed.searchParams.get('category') ?? parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  } catch {
    return '';
  }
}

/** Page numbers to show: the first, the last and two either side of the current one; null is a gap. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}
