/**
 * A listing without a text search or the wishlist is the same page for every shopper, so it can be
 * cached whole, per query, like a product page. A page that reads `searchParams` cannot be cached,
 * so the proxy rewrites such a request (`/it/shop/grid/3?color=red`) to a route whose path holds
 * the query (`/it/listing/grid-3/q…`, app/[locale]/listing), and the URL the shopper sees does
 * not change. Searches, price ranges and far pages stay on the per-request route, as the wishlist
 * does: the first three are free text and free numbers (lib/domain/listing-keep.ts), the
 * wishlist is personal.
 *
 * Pure: used by the proxy and by the cached route.
 */
import { isKeptListing } from '@/lib/domain/listing-keep';
import { isShopVariant } from '@/lib/routes';
import { listingSearch, parseListingParams, type ListingParams } from './listing-params';
import { isGridType, type ShopLayoutName } from './shop-layouts';

export interface CachedListing {
  layout: ShopLayoutName;
  gridType?: string;
  params: ListingParams;
}

const KEY_PREFIX = 'q';

/** The path segment naming a layout: `default`, a variant, `grid` or `grid-3`. */
function layoutSegment(rest: string[]): string | null {
  if (rest.length === 0) return 'default';
  const [first, second, ...more] = rest;
  if (more.length > 0 || !first) return null;
  if (first === 'grid') return second === undefined ? 'grid' : isGridType(second) ? `grid-${second}` : null;
  return second === undefined && isShopVariant(first) ? first : null;
}

/** Whether `/shop/<rest…>` is a listing address at all: a layout the shop has, or none. */
export function isListingPath(rest: string[]): boolean {
  return layoutSegment(rest) !== null;
}

function readLayoutSegment(segment: string): Pick<CachedListing, 'layout' | 'gridType'> | null {
  if (segment === 'default' || segment === 'grid') return { layout: segment };
  const gridType = segment.startsWith('grid-') ? segment.slice('grid-'.length) : undefined;
  if (gridType !== undefined) return isGridType(gridType) ? { layout: 'grid', gridType } : null;
  return isShopVariant(segment) ? { layout: segment } : null;
}

const listingKey = (params: ListingParams) => KEY_PREFIX + Buffer.from(listingSearch(params)).toString('base64url');

/**
 * The longest key routed to the cache. A cached page is stored under its path (a file name in
 * `.next/server`, limited to 255 bytes), so a long query (a hand-made category or many feature
 * filters) is answered by the per-request route instead of failing with ENAMETOOLONG. Real
 * listings (a menu category and a few filters) stay far below.
 */
export const MAX_KEY_LENGTH = 200;

const cacheable = (params: ListingParams) =>
  isKeptListing(params) && !params.wishlist && listingKey(params).length <= MAX_KEY_LENGTH;

/**
 * Where the proxy sends a listing request (`/{locale}/shop…` after the locale rewrite), or null
 * when it is not a cacheable listing. The key is the canonical query, so `?a=1&b=2`, `?b=2&a=1`
 * and `?b=2&a=1&utm_source=x` share one cached page.
 */
export function cachedListingPath(pathname: string, searchParams: URLSearchParams): string | null {
  const [, locale, shop, ...rest] = pathname.split('/');
  if (!locale || shop !== 'shop') return null;
  const layout = layoutSegment(rest);
  const params = parseListingParams(searchParams);
  if (!layout || !cacheable(params)) return null;
  return `/${locale}/listing/${layout}/${listingKey(params)}`;
}

/**
 * Where the proxy sends a listing request: the cached route only when the listing has no category
 * or one the menu offers (`categories()` reads them, only when needed); anything else stays on the
 * per-request route, which answers an unknown category with a 404 that is never cached.
 */
export async function cachedListingTarget(
  pathname: string,
  searchParams: URLSearchParams,
  categories: () => Promise<ReadonlySet<string> | null>,
): Promise<string | null> {
  const target = cachedListingPath(pathname, searchParams);
  if (!target) return null;
  const { category } = parseListingParams(searchParams);
  return !category || (await categories())?.has(category) ? target : null;
}

/**
 * The listing a cached route's segments name, or null. Only the canonical key of a cacheable
 * listing is accepted, so the cache holds one entry per listing whatever a visitor types there.
 */
export function readCachedListing(layoutSegment: string, key: string): CachedListing | null {
  const layout = readLayoutSegment(layoutSegment);
  const params = parseListingParams(
    new URLSearchParams(Buffer.from(key.slice(KEY_PREFIX.length), 'base64url').toString()),
  );
  // Re-encoding must give the key back: that rules out other prefixes, padding and any
  // non-canonical query (another order, a default written out, an unknown parameter).
  if (!layout || !cacheable(params) || listingKey(params) !== key) return null;
  return { ...layout, params };
}
