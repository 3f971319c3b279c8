import type { Product } from '@/lib/backend/schemas/catalogue';
import { listingSearch, type ListingParams } from '@/lib/domain/listing-url';

/** One page of a listing as GET /api/listing answers it: its products, as their cards read them, and where it stands. */
export interface ListingPageAnswer {
  products: Product[];
  current_page: number;
  pages: number;
  totalCount: number;
  is_last?: boolean;
}

/**
 * The address of a listing page's answer: the listing's own query (without the view, so grid and
 * list share one answer) and the language.
 */
export function listingPageUrl(params: ListingParams, locale: string): string {
  const search = new URLSearchParams(listingSearch({ ...params, view: null }));
  search.set('locale', locale);
  return `/api/listing?${search}`;
}
