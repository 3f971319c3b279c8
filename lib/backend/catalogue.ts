import 'server-only';
import { z } from 'zod';
import { isKeptListing } from '@/lib/domain/listing-keep';
import { backendSearchTerm } from '@/lib/domain/search-query';
import { PRODUCT_SLUG } from '@/lib/routes';
import { shelf } from '@/lib/cache/shelves';
import { call } from './call';
import { productDetailSchema } from './schemas/catalogue';
import { listingSchema } from './schemas/listing';
import { footerSchema, menuSchema, promoTabsSchema } from './schemas/navigation';
import { METHODS } from './methods';

/**
 * Public catalogue reads, cached. The back-end serves its catalogue in one language whatever
 * Accept-Language says (docs/backend/catalogue.md); the locale still travels, for Frappe's own
 * error texts, and is part of the cache key.
 */

export function getMenu(locale: string) {
  return call({
    path: METHODS.menu,
    schema: menuSchema,
    locale,
    cache: shelf('menu'),
  });
}

export async function getFooterHtml(locale: string) {
  const result = await call({
    path: METHODS.footer,
    schema: footerSchema,
    locale,
    cache: shelf('footer'),
  });
  return result.ok ? { ok: true as const, data: result.data.data.footer_b2c_html } : result;
}

export async function getPromoTabs(locale: string) {
  const result = await call({
    path: 'resource:Promo Slider',
    params: { fields: ['*'], limit_page_length: 0 },
    schema: promoTabsSchema,
    locale,
    cache: shelf('promo'),
  });
  if (!result.ok) return result;
  // Only published slides meant for shoppers (b2c): the back-end also holds drafts and trade-only ones.
  const tabs = result.data.filter((t) => t.status === 'Published' && t.b2c);
  return { ok: true as const, data: tabs.sort((a, b) => a.order - b.order) };
}

export interface ListingQuery {
  page?: number;
  per_page?: number;
  search_term?: string;
  category?: string;
  features?: Record<string, string>;
  min_price?: number;
  max_price?: number;
  /** The real back-end honours only the price sorts; popularity/rating are optional (see sort-options). */
  order_by?: 'price-asc' | 'price-desc' | 'popularity' | 'rating';
  order_by_creation_at?: 'desc';
  /** A menu entry's name: the answer then carries its `menu_category_detail` (banner, description). */
  category_detail?: string;
  is_in_stock?: 1;
  /** Only products discounted by at least this many euros (VAT included): the on-sale filter. */
  min_discount_value?: number;
  skus?: string[];
  /** Only the signed-in shopper's wishlist: personal, so it needs the session and is never cached. */
  wishlist?: 1;
}

export function listProducts(locale: string, query: ListingQuery) {
  const { skus, features, search_term, ...rest } = query;
  return call({
    path: METHODS.listing,
    params: {
      ...rest,
      search_term: backendSearchTerm(search_term),
      features: features && Object.keys(features).length ? features : undefined,
      skus: skus?.length ? skus.join(';') : undefined,
    },
    schema: listingSchema,
    locale,
    // A wishlist listing is the shopper's own: `call` then never caches it (it has a JWT).
    session: query.wishlist ? 'required' : 'none',
    // A price range or a far page is not kept: free numbers nobody asks for twice (lib/domain/listing-keep.ts).
    cache: isKeptListing(query) ? shelf('listing') : 'no-store',
  });
}

/** Search suggestions: the listing with a short page, not cached (every keystroke differs). */
export function suggestProducts(locale: string, term: string, category?: string) {
  return call({
    path: METHODS.listing,
    params: { search_term: backendSearchTerm(term), category, per_page: 6, page: 1 },
    schema: listingSchema.pick({ products: true, totalCount: true }),
    locale,
    timeoutMs: 3_000,
  });
}

export function getProduct(locale: string, slug: string) {
  return call({
    path: METHODS.product,
    params: { slug },
    schema: productDetailSchema,
    locale,
    cache: shelf('product', slug),
  });
}

/**
 * A product slug as the back-end writes it, slash included: `det/<name>-<sku>` (another indexer
 * writes `b2c/…`). It is sent back whole.
 */
export const slugSchema = z.string().regex(PRODUCT_SLUG);
