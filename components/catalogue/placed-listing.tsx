import { setRequestLocale } from 'next-intl/server';
import { keepOn } from '@/lib/cache/keep';
import { shelf } from '@/lib/cache/shelves';
import { fail } from '@/lib/backend/result';
import { parseListingParams } from '@/lib/catalogue/listing-params';
import { loadListing } from '@/lib/catalogue/load-listing';
import { limit } from '@/lib/rate-limit';
import type { ShopPlace } from '@/lib/catalogue/shop-layouts';
import { ShopListing } from './shop-listing';

/**
 * The listing an address names. One the same for every shopper (lib/domain/listing-keep.ts) is
 * addressed by its path and kept: the page in the page cache, and the listing rendered, per state,
 * for every layout. A price range, a far page and the shopper's wishlist are read from the query of
 * `/shop/…/search` and rendered for each request: they leave nothing behind. A text search among
 * them is counted per client here; one addressed by its path is counted by the proxy, before the
 * page cache answers.
 */
export async function PlacedListing({
  locale,
  place,
  searchParams,
}: {
  locale: string;
  place: ShopPlace;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!place.inQuery) return <KeptListing locale={locale} place={place} />;
  const params = parseListingParams(await searchParams);
  const limited = params.search_term ? await limit('search') : undefined;
  const result = limited
    ? fail({ kind: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds })
    : await loadListing(locale, params);
  return <ShopListing layout={place.layout} gridType={place.gridType} params={params} result={result} />;
}

/** Keyed by the place, whose state is already parsed: a listing's one address gives one entry. */
async function KeptListing({ locale, place }: { locale: string; place: ShopPlace }) {
  'use cache';
  setRequestLocale(locale);
  const result = await loadListing(locale, place.params);
  keepOn(shelf('listing'), { broken: !result.ok });
  return <ShopListing layout={place.layout} gridType={place.gridType} params={place.params} result={result} />;
}
