import 'server-only';
import { getMenu, listProducts } from '@/lib/backend/catalogue';
import type { Result } from '@/lib/backend/result';
import type { Listing } from '@/lib/backend/schemas/listing';
import { buildMenuTree, findMenuCategory } from '@/lib/domain/menu-tree';
import { toListingQuery, type ListingParams } from './listing-params';
import { searchAgain } from './search-again';
import type { TranslatedSearch } from './translated-search';

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
  const query = { ...toListingQuery(params), category_detail: categoryDetail };
  const ask = (search_term?: string) => listProducts(locale, { ...query, search_term });
  if (!params.search_term || params.as_typed) return ask(params.search_term);
  const { result, translated, corrected } = await searchAgain(locale, params.search_term, query.category, ask);
  return result.ok ? { ok: true, data: { ...result.data, translated, correctedTerm: corrected } } : result;
}
