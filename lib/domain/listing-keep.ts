/**
 * Which listings the shop keeps in a cache, the page cache (a listing addressed by its path) and
 * the data cache (the back-end's answer) alike. A menu category, a sort, a layout, a page size,
 * facet values and a text search are kept: what shoppers ask for again and again, a popular search
 * as much as a category. A price range and a page far down the catalogue are free numbers that
 * nobody repeats; those are asked of the back-end each time. What anyone could make up (a term, a
 * facet value) takes room only in a bounded cache, memory or Redis, never on disk, and the least
 * recently used goes first (docs/decisions.md "what is kept in a cache"); a text search is counted
 * per client as well (lib/rate-limit.ts).
 *
 * Pure: takes either the listing's URL state or the back-end query.
 */

/** A shopper paging through a category reaches this far; a listing further down is not kept. */
const MAX_KEPT_PAGE = 50;

interface ListingShape {
  min_price?: number | null;
  max_price?: number | null;
  page?: number | null;
}

export function isKeptListing({ min_price, max_price, page }: ListingShape): boolean {
  return min_price == null && max_price == null && (page ?? 1) <= MAX_KEPT_PAGE;
}
