/**
 * Which listings the shop keeps in a cache, the page cache (the proxy's rewrite to the cached
 * listing route) and the data cache (the back-end's answer) alike. A listing is kept only when
 * the set of such listings is bounded: a menu category, a sort, a layout, a page size, a facet
 * value. A text search, a price range and a page far down the catalogue are free numbers and
 * free text: any visitor could make up endless ones, and each kept answer is a file on the
 * server's disk (a search's answer is about 85 KB). Those are asked of the back-end each time.
 *
 * Pure: takes either the listing's URL state or the back-end query.
 */

/** A shopper paging through a category reaches this far; a listing further down is not kept. */
const MAX_KEPT_PAGE = 50;

interface ListingShape {
  search_term?: string | null;
  min_price?: number | null;
  max_price?: number | null;
  page?: number | null;
}

export function isKeptListing({ search_term, min_price, max_price, page }: ListingShape): boolean {
  return !search_term && min_price == null && max_price == null && (page ?? 1) <= MAX_KEPT_PAGE;
}
