import { setRequestLocale } from 'next-intl/server';
import { keepOn } from '@/lib/cache/keep';
import { shelf } from '@/lib/cache/shelves';
import { listingSearch, parseListingParams } from '@/lib/catalogue/listing-params';
import { loadListing } from '@/lib/catalogue/load-listing';
import type { ShopPlace } from '@/lib/catalogue/shop-layouts';
import { isKeptListing } from '@/lib/domain/listing-keep';
import { ShopListing } from './shop-listing';

/**
 * The listing a URL's query asks for. One the same for every shopper and from a bounded set
 * (lib/domain/listing-keep.ts) is kept rendered, per query; a text search, a price range, a far
 * page and the shopper's wishlist are rendered for each request.
 */
export async function QueriedListing({
  locale,
  place,
  searchParams,
}: {
  locale: string;
  place: ShopPlace;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  setRequestLocale(locale);
  const params = parseListingParams(await searchParams);
  if (isKeptListing(params) && !params.wishlist)
    return <KeptListing locale={locale} place={place} search={listingSearch(params)} />;
  const result = await loadListing(locale, params);
  return <ShopListing layout={place.layout} gridType={place.gridType} params={params} result={result} />;
}

/** Keyed by the canonical query, so `?a=1&b=2`, `?b=2&a=1` and `?b=2&a=1&utm_source=x` share one entry. */
async function KeptListing({ locale, place, search }: { locale: string; place: ShopPlace; search: string }) {
  'use cache';
  setRequestLocale(locale);
  const params = parseListingParams(new URLSearchParams(search));
  const result = await loadListing(locale, params);
  keepOn(shelf('listing'), { broken: !result.ok });
  return <ShopListing layout={place.layout} gridType={place.gridType} params={params} result={result} />;
}
