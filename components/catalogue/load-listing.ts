import 'server-only';
import { getMenu, listProducts } from '@/lib/backend/catalogue';
import type { Result } from '@/lib/backend/result';
import type { Listing } from '@/lib/backend/schemas/catalogue';
import { buildMenuTree, findMenuCategory } from '@/lib/domain/menu-tree';
import { toListingQuery, type ListingParams } from './listing-params';

/**
 * The listing of a state, or `'unknown-category'` when its category is not in the menu: the
 * shop offers the menu's categories only (the back-end would answer any other path with an empty
 * listing, so a made-up category would look like a real, empty one). The menu entry's name goes
 * along as `category_detail`, which brings the category's banner and description.
 *
 * Made-up categories reach only the per-request `/shop` routes (the proxy routes a listing to its
 * cached page only for a menu category: menu-categories.ts), so their 404 is never cached. When
 * the menu cannot be read, the listing is asked anyway: the back-end's answer, not a false 404.
 */
export async function loadListing(locale: string, params: ListingParams): Promise<Result<Listing> | 'unknown-category'> {
  let categoryDetail: string | undefined;
  if (params.category) {
    const menu = await getMenu(locale);
    if (menu.ok) {
      const entry = findMenuCategory(buildMenuTree(menu.data), params.category);
      if (!entry) return 'unknown-category';
      categoryDetail = entry.name;
    }
  }
  return listProducts(locale, { ...toListingQuery(params), category_detail: categoryDetail });
}
