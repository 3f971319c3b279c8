import { tabRoute } from '@/lib/catalogue/listing-params';
import { listingAt } from '@/lib/routing/listing-address';
import type { ListingStore } from '@/stores/listing';

/** The route a listing tab would have for this link (same normalisation as the listing page). */
export function promoTabRoute(url: URL): string {
  const listing = listingAt(url.pathname, url.searchParams);
  return listing ? tabRoute(listing.basePath, listing.params) : url.pathname + url.search;
}

/**
 * A promo tab click: if a listing tab has the link's route it becomes active, otherwise a
 * new search named by the promo text starts.
 */
export function recordPromoTab({ tabs, dispatch }: ListingStore, url: URL, text: string): void {
  const route = promoTabRoute(url);
  const index = tabs.findIndex((tab) => tab.route === route);
  if (index >= 0) dispatch({ type: 'activate', index });
  else dispatch({ type: 'new-search', key: text, route });
}
