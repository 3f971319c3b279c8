/**
 * The listing's state and how it is written into a URL (shareable, back/forward work): canonical query strings with
 * defaults left out, page resets, tab routes. Kept apart from the reading side (./listing-params)
 * because the shell's search box needs only this, with its first search. Pure.
 */
import { isKeptListing } from './listing-keep';

export const SORT_OPTIONS = ['default', 'newest', 'price-asc', 'price-desc', 'popularity', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Show-count 12, 24, 36 (the back-end's default page is 12). */
export const PAGE_SIZES = [12, 24, 36] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** A feature filter's URL key is the back-end's facet key: `field_<n>_feature_s`. */
export const FEATURE_KEY = /^field_\d{1,5}_feature_s$/;

export interface ListingParams {
  search_term: string;
  /** The search exactly as typed: no translation or correction when it finds nothing (the "search instead for" link). */
  as_typed: boolean;
  /** The back-end's category path: group labels from the root, commas between, `-` for spaces. */
  category: string;
  /** Exact feature filters, one value per facet key (sorted by key in URLs). */
  features: Readonly<Record<string, string>>;
  min_price: number | null;
  max_price: number | null;
  order_by: SortOption;
  page: number;
  per_page: PageSize;
  /** null: the layout variant's own default (the list variant shows a list). */
  view: ViewMode | null;
  /** The header's wishlist link is `/shop?wishlist=true`, the listing of the shopper's wishlist. */
  wishlist: boolean;
  /** Only products with at least one piece in stock. */
  in_stock: boolean;
  /** Only products on sale (a discounted price). */
  on_sale: boolean;
}

export const DEFAULT_PARAMS: ListingParams = {
  search_term: '',
  as_typed: false,
  category: '',
  features: {},
  min_price: null,
  max_price: null,
  order_by: 'default',
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
  view: null,
  wishlist: false,
  in_stock: false,
  on_sale: false,
};

/** The order in which parameters appear in a URL, so equal states give equal URLs (and cache keys). */
const ORDER: (keyof ListingParams)[] = [
  'wishlist',
  'search_term',
  'as_typed',
  'category',
  'on_sale',
  'in_stock',
  'features',
  'min_price',
  'max_price',
  'order_by',
  'per_page',
  'view',
  'page',
];

/** Keys that choose what is listed; changing one starts again at page 1. */
const FILTER_KEYS: (keyof ListingParams)[] = [
  'wishlist',
  'search_term',
  'as_typed',
  'category',
  'on_sale',
  'in_stock',
  'features',
  'min_price',
  'max_price',
  'order_by',
  'per_page',
];

const sameFeatures = (a: ListingParams['features'], b: ListingParams['features']) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** Query string (without `?`) of a state, defaults left out; each feature filter is its own key. */
export function listingSearch(params: ListingParams): string {
  const out = new URLSearchParams();
  for (const key of ORDER) {
    if (key === 'features') {
      for (const k of Object.keys(params.features).sort()) if (params.features[k]) out.set(k, params.features[k]!);
      continue;
    }
    const value = params[key];
    if (value === null || value === '' || value === false || value === DEFAULT_PARAMS[key]) continue;
    out.set(key, String(value));
  }
  return out.toString();
}

/** The state with one feature filter set to `value`, or removed when `value` is empty. */
export function withFeature(params: ListingParams, key: string, value: string): Partial<ListingParams> {
  const features = { ...params.features };
  if (value) features[key] = value;
  else delete features[key];
  return { features };
}

/**
 * The state after a change: a change of filter, sort or page size goes back to page 1 (the old
 * page number may not exist any more), unless the patch sets the page itself.
 */
export function patchParams(params: ListingParams, patch: Partial<ListingParams>): ListingParams {
  const changed = (k: keyof ListingParams) =>
    k === 'features' ? !sameFeatures(patch.features ?? params.features, params.features) : patch[k] !== params[k];
  const resetsPage = !('page' in patch) && FILTER_KEYS.some((k) => k in patch && changed(k));
  return { ...params, ...patch, ...(resetsPage ? { page: 1 } : {}) };
}

/**
 * A state as path segments, one `key=value` per field in the canonical order, each value escaped
 * on its own. A listing the shop keeps is addressed by its path, not its query: Next keeps a page
 * per path, so it is served whole from the page cache (docs/decisions.md "listing addresses").
 */
function listingSegments(params: ListingParams): string[] {
  return [...new URLSearchParams(listingSearch(params))].map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
}

/**
 * Where a listing rendered for each request lives, its state in the query: a price
 * range, a far page, the shopper's wishlist. One address for all of them, so none leaves a page of
 * its own in the page cache.
 */
export const SEARCH_SEGMENT = 'search';

/** Whether a state is addressed by its path: a listing the shop keeps (lib/domain/listing-keep.ts), not the wishlist. */
export function isPathListing(params: ListingParams): boolean {
  return isKeptListing(params) && !params.wishlist;
}

/** The address at `basePath` where `params` is rendered for each request, its state in the query. */
export function renderedListingHref(basePath: string, params: ListingParams): string {
  return `${basePath}/${SEARCH_SEGMENT}?${listingSearch(params)}`;
}

/**
 * A link to the listing at `basePath` in the patched state: `/shop/category=Giardino/page=2` for a
 * listing the shop keeps (a text search too: `/shop/search_term=trapano`), `/shop/search?max_price=20`
 * for one rendered per request.
 */
export function listingHref(basePath: string, params: ListingParams, patch: Partial<ListingParams> = {}): string {
  const next = patchParams(params, patch);
  if (!isPathListing(next)) return renderedListingHref(basePath, next);
  const segments = listingSegments(next);
  return segments.length > 0 ? `${basePath}/${segments.join('/')}` : basePath;
}

const LISTING_KEYS = new Set<string>(ORDER.filter((k) => k !== 'features'));

/** Whether an address's `key` is a field of the listing's state: one of its own, or a feature filter. */
export function isListingField(key: string): boolean {
  return LISTING_KEYS.has(key) || FEATURE_KEY.test(key);
}

/**
 * The fields written in a listing address's segments (already unescaped, as Next gives a page its
 * params), or null when one is not a listing field or comes twice: such an address is made up.
 */
export function segmentFields(segments: readonly string[]): URLSearchParams | null {
  const fields = new URLSearchParams();
  for (const segment of segments) {
    const at = segment.indexOf('=');
    const key = segment.slice(0, at);
    if (at <= 0 || fields.has(key) || !isListingField(key)) return null;
    fields.set(key, segment.slice(at + 1));
  }
  return fields;
}

/**
 * What identifies a search tab: the path and what is searched and filtered,
 * not the page, page size, view or sort — so paging stays in its tab, and a new sort reloads the
 * tab instead of opening another.
 */
export function tabRoute(basePath: string, params: ListingParams): string {
  return listingHref(basePath, {
    ...DEFAULT_PARAMS,
    wishlist: params.wishlist,
    search_term: params.search_term,
    category: params.category,
    on_sale: params.on_sale,
    in_stock: params.in_stock,
    features: params.features,
    min_price: params.min_price,
    max_price: params.max_price,
  });
}

/** The listing of every product on sale: where the shop's promos lead. */
export const ON_SALE_HREF = '/shop/on_sale=true';

/** True when anything narrows the listing (the empty state then offers to clear it). */
export function hasFilters(params: ListingParams): boolean {
  return Boolean(
    params.wishlist ||
    params.search_term ||
    params.category ||
    params.on_sale ||
    params.in_stock ||
    Object.keys(params.features).length > 0 ||
    params.min_price !== null ||
    params.max_price !== null,
  );
}
