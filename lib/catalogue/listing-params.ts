/**
 * The listing's state lives in the URL (shareable, back/forward work, server-rendered on first
 * load). This module reads it with plain readers where every field falls back to its
 * default (a hand-edited or stale link never crashes the page); lib/domain/listing-url (re-exported here)
 * writes it back canonically. Pure: used by server components, client islands and route handlers.
 */
import type { ListingQuery } from '@/lib/backend/catalogue';
import {
  DEFAULT_PAGE_SIZE,
  FEATURE_KEY,
  PAGE_SIZES,
  SORT_OPTIONS,
  VIEW_MODES,
  type ListingParams,
  type PageSize,
} from '@/lib/domain/listing-url';

export * from '@/lib/domain/listing-url';

/** The smallest discount (euros) that counts as "on sale": one cent. */
const ON_SALE_MIN_DISCOUNT = 0.01;

/** Far beyond any real catalogue; keeps absurd numbers away from the back-end. */
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;

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

/** At most this many feature filters are read: a hand-made URL cannot make the query grow without end. */
const MAX_FEATURES = 8;

function readFeatures(raw: RawSearchParams | null | undefined): Record<string, string> {
  const keys = raw instanceof URLSearchParams ? [...raw.keys()] : Object.keys(raw ?? {});
  const out: Record<string, string> = {};
  for (const key of [...new Set(keys)]
    .filter((k) => FEATURE_KEY.test(k))
    .sort()
    .slice(0, MAX_FEATURES)) {
    const value = readText(raw instanceof URLSearchParams ? raw.get(key) : raw?.[key], 120);
    if (value) out[key] = value;
  }
  return out;
}

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
    as_typed: readFlag(get('as_typed')),
    category: readText(get('category'), 200),
    features: readFeatures(raw),
    min_price: reversed ? max_price : min_price,
    max_price: reversed ? min_price : max_price,
    order_by: readChoice(get('order_by'), SORT_OPTIONS, 'default'),
    page: readPage(get('page')),
    per_page: readPerPage(get('per_page')),
    view: readChoice(get('view'), VIEW_MODES, null),
    wishlist: readFlag(get('wishlist')),
    in_stock: readFlag(get('in_stock')),
    on_sale: readFlag(get('on_sale')),
  };
}

/** The back-end's arguments for a state (docs/backend.md "listing"). */
export function toListingQuery(params: ListingParams): ListingQuery {
  const query: ListingQuery = {
    page: params.page,
    per_page: params.per_page,
    search_term: params.search_term || undefined,
    category: params.category || undefined,
    features: { ...params.features },
    min_price: params.min_price ?? undefined,
    max_price: params.max_price ?? undefined,
  };
  if (params.wishlist) query.wishlist = 1;
  // The back-end keeps `availability ≥ 1` for any non-empty `is_in_stock`, so it is sent only when asked.
  if (params.in_stock) query.is_in_stock = 1;
  // On sale = a discount above zero: the back-end's `discount_value` bound, ignored when ≤ 0.
  if (params.on_sale) query.min_discount_value = ON_SALE_MIN_DISCOUNT;
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
