/**
 * The listing's state lives in the URL (issue 3: shareable, back/forward work, server-rendered on
 * first load). This module reads it with plain readers where every field falls back to its
 * default (a hand-edited or stale link never crashes the page) and writes it back canonically,
 * with defaults left out. Pure: used by server components, client islands and route handlers.
 */
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

// Plain readers rather than a zod schema: this module runs in the header's search box on every
// page, and zod would add about 30 KiB to each page's JavaScript for eleven URL fields.

function readText(v: unknown, max: number): string {
  const s = first(v);
  return typeof s === 'string' ? s.trim().replace(/\s+/g, ' ').slice(0, max) : '';
}

function readPrice(v: unknown): number | null {
  const s = first(v);
  if (typeof s !== 'string' || s.trim() === '') return null;
  const n = Number(s.trim().replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE ? n : null;
}

function readChoice<const T extends readonly string[]>(v: unknown, values: T, fallback: T[number]): T[number];
function readChoice<const T extends readonly string[]>(v: unknown, values: T, fallback: null): T[number] | null;
function readChoice<const T extends readonly string[]>(v: unknown, values: T, fallback: T[number] | null) {
  const s = first(v);
  return typeof s === 'string' && (values as readonly string[]).includes(s) ? (s as T[number]) : fallback;
}

function readPage(v: unknown): number {
  const n = Number(first(v));
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

function readPerPage(v: unknown): PageSize {
  const n = Number(first(v));
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

function readFlag(v: unknown): boolean {
  const s = first(v);
  return s === 'true' || s === '1';
}

export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/**
 * Reads the listing state from a page's `searchParams` or a URLSearchParams. Never throws: every
 * field falls back to its default on its own, so one bad value does not reset the others.
 */
export function parseListingParams(raw: RawSearchParams | null | undefined): ListingParams {
  const get = (key: string): unknown => (raw instanceof URLSearchParams ? (raw.get(key) ?? undefined) : raw?.[key]);
  const min_price = readPrice(get('min_price'));
  const max_price = readPrice(get('max_price'));
  // A reversed range is what the shopper meant the other way round.
  const reversed = min_price !== null && max_price !== null && min_price > max_price;
  return {
    search_term: readText(get('search_term'), 120),
    category: readText(get('category'), 200),
    color: readText(get('color'), 60),
    size: readText(get('size'), 60),
    min_price: reversed ? max_price : min_price,
    max_price: reversed ? min_price : max_price,
    order_by: readChoice(get('order_by'), SORT_OPTIONS, 'default'),
    page: readPage(get('page')),
    per_page: readPerPage(get('per_page')),
    view: readChoice(get('view'), VIEW_MODES, null),
    wishlist: readFlag(get('wishlist')),
  };
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
