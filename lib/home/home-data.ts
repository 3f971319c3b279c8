import 'server-only';
import { getMenu, listProducts } from '@/lib/backend/catalogue';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { buildMenuTree, type MenuNode } from '@/lib/domain/menu-tree';
import { isOnSale } from '@/lib/domain/price-range';
import { labelledMenu } from '@/lib/domain/shopper-labels';
import { labelShower } from '@/lib/catalogue/shopper-words';
import { HOME_COUNTS } from './home-counts';

/**
 * Everything the home page shows, read in parallel from the shop listing (the listing
 * feeds the best, latest and top-rated lists) and the menu. Public and cached per locale, so the
 * home page stays prerendered. A list that fails is simply empty: its section steps aside.
 */
interface HomeTab {
  slug: string;
  label: string;
  products: Product[];
}

/** Menu nodes keep every field of the back-end's item: the banner picture among them. */
export type CategoryNode = MenuNode & { category_banner_image?: string | null };

export interface HomeData {
  bestSellers: Product[];
  deals: Product[];
  featured: Product[];
  latest: Product[];
  tabs: HomeTab[];
  banners: CategoryNode[];
  categories: MenuNode[];
  /** Every product list failed: the back-end is down. */
  unavailable: boolean;
}

/** Categories (menu names) the banners feature when the menu has them (the promo slider's themes); else the first ones. */
const BANNER_PREFERENCE = ['Pittura e decorazione', 'Giardino', 'Utensili'];

export async function loadHomeData(locale: string): Promise<HomeData> {
  const [popular, rated, latest, menu, label] = await Promise.all([
    listProducts(locale, { order_by: 'popularity', per_page: 24 }), // the best sellers, and the deals among them
    listProducts(locale, { order_by: 'rating', per_page: HOME_COUNTS.featured }),
    listProducts(locale, { order_by_creation_at: 'desc', per_page: HOME_COUNTS.latest }),
    getMenu(locale),
    labelShower(locale),
  ]);

  const popularProducts = popular.ok ? popular.data.products : [];
  // Popular tabs: the categories with most products. Only the first tab's products are read
  // here; the others are read when the shopper opens them (components/home/popular-tabs.tsx).
  const tabCategories = popular.ok
    ? [...popular.data.category].sort((a, b) => b.count - a.count).slice(0, HOME_COUNTS.tabs)
    : [];
  const firstTab = tabCategories[0]
    ? await listProducts(locale, {
        category: tabCategories[0].url,
        order_by: 'popularity',
        per_page: HOME_COUNTS.perTab,
      })
    : null;
  const tabs =
    firstTab?.ok && firstTab.data.products.length > 0
      ? tabCategories.map((c, i) => ({ slug: c.url, label: c.label, products: i === 0 ? firstTab.data.products : [] }))
      : [];

  // Named as the shop owner translated them for the shopper (`name` stays the back-end's).
  const roots: CategoryNode[] = menu.ok ? labelledMenu(buildMenuTree(menu.data), label) : [];
  const withBanner = roots.filter((r) => r.category_banner_image);
  const preferred = BANNER_PREFERENCE.map((slug) => withBanner.find((r) => r.name === slug)).filter(
    (r): r is CategoryNode => Boolean(r),
  );
  const banners = (preferred.length === BANNER_PREFERENCE.length ? preferred : withBanner).slice(0, 3);

  return {
    bestSellers: popularProducts.slice(0, HOME_COUNTS.bestSellers),
    deals: popularProducts.filter((p) => isOnSale(p)).slice(0, HOME_COUNTS.deals),
    featured: rated.ok ? rated.data.products : [],
    latest: latest.ok ? latest.data.products : [],
    tabs,
    banners,
    categories: roots,
    unavailable: !popular.ok && !rated.ok && !latest.ok,
  };
}
