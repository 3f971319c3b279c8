import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { listProducts } from '@/lib/backend/catalogue';
import { parseListingParams, toListingQuery } from '@/lib/catalogue/listing-params';
import { toBrowserCard } from '@/lib/catalogue/product-card-data';
import { isUnknownCategory } from '@/lib/catalogue/menu-categories';
import type { ListingPageAnswer } from '@/lib/catalogue/listing-answer';
import { log } from '@/lib/log';
import { rateLimited } from '@/lib/http/rate-limited';
import { limit } from '@/lib/rate-limit';

/** Far beyond a real listing's query (a category and a few filters); a longer one is refused unread. */
const MAX_QUERY_LENGTH = 2000;
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * One page of a listing as JSON, for the infinite-scroll listing's "Load more" and the home
 * page's popular-category tabs: GET with the listing's own query (read by the listing's own
 * reader, so a bad value falls back to its default exactly as on the page) and `locale`. Public
 * like the listing, so browsers and a shared cache may keep it a minute; the shopper's wishlist
 * is personal and is never kept. A category the menu lacks is refused before the back-end is
 * asked, as the listing page's address is: a made-up category must not leave an answer in the
 * data cache (when the menu cannot be read, the back-end decides).
 */
export async function GET(request: Request) {
  const { search } = new URL(request.url);
  if (search.length > MAX_QUERY_LENGTH)
    return Response.json({ error: 'invalid-query' }, { status: 400, headers: NO_STORE });
  const query = new URLSearchParams(search);
  const asked = query.get('locale');
  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  const params = parseListingParams(query);
  if (params.category && (await isUnknownCategory(params.category)))
    return Response.json({ error: 'unknown-category' }, { status: 404, headers: NO_STORE });
  // More of a text search is another back-end query, counted as the search page counts it.
  if (params.search_term) {
    const limited = await limit('search');
    if (limited) return rateLimited(limited.retryAfterSeconds);
  }
  const result = await listProducts(locale, toListingQuery(params));
  if (!result.ok) {
    if (result.error.kind === 'unauthorised')
      return Response.json({ error: 'signed-out' }, { status: 401, headers: NO_STORE });
    log.warn('listing.page-failed', { kind: result.error.kind, status: result.error.status, page: params.page });
    return Response.json({ error: 'unavailable' }, { status: 502, headers: NO_STORE });
  }
  const { products, current_page, pages, totalCount, is_last } = result.data;
  const answer: ListingPageAnswer = { products: products.map(toBrowserCard), current_page, pages, totalCount, is_last };
  return Response.json(answer, {
    headers: { 'Cache-Control': params.wishlist ? 'private, no-store' : 'public, max-age=60' },
  });
}
