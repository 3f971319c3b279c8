import type { ListingStore } from '@/stores/listing';
import { log } from '@/lib/log';

/**
 * The listing's search tabs, for the shell's search box and promo tabs: they only touch
 * the tabs when a search starts, so the store and its rules load then (and are warmed when the
 * search box gets focus), not with every page.
 */
export function loadSearchTabs(): Promise<ListingStore> {
  return import('@/stores/listing').then(async ({ hydrateListing, useListing }) => {
    await hydrateListing();
    return useListing.getState();
  });
}

/** Runs `record` on the tabs, then `next` — also when the tabs cannot load: the search still goes on. */
export function withSearchTabs(record: (tabs: ListingStore) => unknown, next: () => void): void {
  loadSearchTabs()
    .then(record)
    .catch((error: unknown) => log.warn('listing.tabs-unavailable', { error: String(error) }))
    .finally(next);
}
