import 'server-only';
import { getMenu, listProducts } from '@/lib/backend/catalogue';
import { fail, type Result } from '@/lib/backend/result';
import { limit } from '@/lib/rate-limit';
import type { Listing } from '@/lib/backend/schemas/listing';
import { buildMenuTree, findMenuCategory } from '@/lib/domain/menu-tree';
import { toListingQuery, type ListingParams } from './listing-params';
import { correctSearch } from './typo-search';
import { translateShopperSearch, type TranslatedSearch } from './translated-search';

/**
 * A listing, and what it was found with when the typed search found nothing: the search put in the
 * catalogue's language (`translated`), or its misspelt words corrected (`correctedTerm`).
 */
export type LoadedListing = Listing & { correctedTerm?: string; translated?: TranslatedSearch };

/**
 * The listing of a state. The menu entry's name goes along as `category_detail`, which brings the
 * category's banner and description. A category the menu lacks never gets here: the proxy answers
 * its address with the 404 screen (lib/routing/missing-address.ts).
 */
export async function loadListing(locale: string, params: ListingParams): Promise<Result<LoadedListing>> {
  let categoryDetail: string | undefined;
  if (params.category) {
    const menu = await getMenu(locale);
    if (menu.ok) categoryDetail = findMenuCategory(buildMenuTree(menu.data), params.category)?.name;
  }
  // A text search is asked of the back-end on every request: counted per client (lib/rate-limit.ts).
  if (params.search_term) {
    const limited = await limit('search');
    if (limited) return fail({ kind: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds });
  }
  const query = { ...toListingQuery(params), category_detail: categoryDetail };
  const result = await listProducts(locale, query);
  if (!result.ok || result.data.totalCount > 0 || !params.search_term || params.as_typed) return result;
  // Nothing found: a search in the shopper's language ("drill", "vŕtačka") is tried in the catalogue's.
  const translated = await translateShopperSearch(locale, params.search_term);
  if (translated) {
    const found = await listProducts(locale, { ...query, search_term: translated.term });
    if (found.ok && found.data.totalCount > 0) return { ok: true, data: { ...found.data, translated } };
  }
  // Still nothing: a misspelt word ("trapno") is answered with the products of its correction.
  const corrected = await correctSearch(locale, params.search_term, query.category);
  if (!corrected) return result;
  const retry = await listProducts(locale, { ...query, search_term: corrected });
  return retry.ok && retry.data.totalCount > 0
    ? { ok: true, data: { ...retry.data, correctedTerm: corrected } }
    : result;
}
