import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { listProducts } from '@/lib/backend/catalogue';
import { parseListingParams, toListingQuery } from '@/components/catalogue/listing-params';
import { toCardProduct } from '@/components/catalogue/card-product';
import { log } from '@/lib/log';

/**
 * One page of the listing for the infinite-scroll island (spec §7 "Load more": same arguments as
 * the listing). The query is read with the listing's own schema, so a bad value falls back to its
 * default exactly as on the page. Public data, cached for a minute like the page's fetch.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('locale');
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const params = parseListingParams(url.searchParams);
  const result = await listProducts(locale, toListingQuery(params));
  if (!result.ok) {
    if (result.error.kind === 'unauthorised') return Response.json({ error: 'signed-out' }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
    log.warn('listing.load-more-failed', { kind: result.error.kind, status: result.error.status, page: params.page });
    return Response.json({ error: 'unavailable' }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  const { products, current_page, pages, totalCount, is_last } = result.data;
  return Response.json(
    { products: products.map(toCardProduct), current_page, pages, totalCount, is_last },
    // The wishlist listing is personal: never kept by a shared cache.
    { headers: { 'Cache-Control': params.wishlist ? 'private, no-store' : 'public, max-age=60' } },
  );
}
