import 'server-only';
import { connection } from 'next/server';
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
 * An unknown category marks the render as per-request (`connection()`) before the caller answers
 * 404, so a made-up address never leaves a page in the cache. When the menu cannot be read, the
 * listing is asked anyway: the shopper sees the back-end's answer rather than a false 404.
 */
export async function loadListing(locale: string, params: ListingParams): Promise<Result<Listing> | 'unknown-category'> {
  let categoryDetail: string | undefined;
  if (params.category) {
    const menu = await getMenu(locale);
    if (menu.ok) {
      const entry = findMenuCategory(buildMenuTree(menu.data), params.category);
      if (!entry) {
        await connection();
        return 'unknown-category';
      }
      categoryDetail = entry.name;
    }
  }
  return listProducts(locale, { ...toListingQuery(params), category_detail: categoryDetail });
}
