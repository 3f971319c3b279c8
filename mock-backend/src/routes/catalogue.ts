/**
 * Catalogue endpoints:
 *   omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu     → flat menu list
 *   mymb_ecommerce.mymb_b2c.solr_search.shop  (and .catalogue) → listing (catalogue/listing.ts)
 *   mymb_ecommerce.mymb_b2c.solr_search.products              → product detail by slug
 */
import type { Database } from 'better-sqlite3';
import { runListing, categoryImages, type ListingQuery, type SortKey } from '../catalogue/listing';
import { loadProducts, presentProduct, productDetailExtras, type ProductRow, type VariantRow } from '../catalogue/present';
import { categories, categoryName, migrateCatalogue, seedCatalogue } from '../catalogue/schema';
import type { AppContext, Lang, MockModule } from '../context';
import { args, bool, int, json, method, notFound, num, str, type Args } from '../frappe';
import { requireUser } from '../user';
import { getItemReviews } from './reviews';
import { wishlistProductIds } from './wishlist';

export const LISTING_METHODS = ['mymb_ecommerce.mymb_b2c.solr_search.shop', 'mymb_ecommerce.mymb_b2c.solr_search.catalogue'];
export const PRODUCT_METHOD = 'mymb_ecommerce.mymb_b2c.solr_search.products';
export const MENU_METHOD = 'omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu';

const SORT_ALIASES: Record<string, SortKey> = {
  'price-asc': 'price-asc',
  price_asc: 'price-asc',
  'price asc': 'price-asc',
  price: 'price-asc',
  'price-desc': 'price-desc',
  price_desc: 'price-desc',
  'price desc': 'price-desc',
  popularity: 'popularity',
  popular: 'popularity',
  'best-selling': 'popularity',
  rating: 'rating',
  'top-rated': 'rating',
  newest: 'newest',
  latest: 'newest',
  date: 'newest',
  'creation-desc': 'newest',
  oldest: 'oldest',
  relevance: 'relevance',
};

function parseFeatures(a: Args): Record<string, string[]> {
  const raw = json<unknown>(a, 'features');
  const out: Record<string, string[]> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (v === null || v === undefined || v === '') continue;
    out[k] = Array.isArray(v) ? v.map(String) : [String(v)];
  }
  return out;
}

function productIdsForSkus(db: Database, skus: string[]): number[] {
  if (skus.length === 0) return [];
  const list = JSON.stringify(skus);
  return db
    .prepare(
      `SELECT id FROM product WHERE sku IN (SELECT value FROM json_each(?))
       UNION SELECT product_id FROM variant WHERE sku IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .all(list, list) as number[];
}

export async function listingQuery(c: AppContext): Promise<ListingQuery> {
  const a = await args(c);
  const db = c.get('db');
  const orderBy = str(a, 'order_by')?.trim().toLowerCase();
  let sort: SortKey | null = orderBy ? (SORT_ALIASES[orderBy] ?? null) : null;
  const creation = str(a, 'order_by_creation_at')?.trim().toLowerCase();
  if (!sort && creation) sort = creation === 'asc' ? 'oldest' : 'newest';
  let restrict: number[] | null = null;
  const skus = str(a, 'skus');
  if (skus) {
    restrict = productIdsForSkus(
      db,
      skus.split(';').map((s) => s.trim()).filter(Boolean),
    );
  }
  if (bool(a, 'wishlist')) {
    const user = await requireUser(c);
    const ids = wishlistProductIds(db, user.id);
    restrict = restrict ? restrict.filter((id) => ids.includes(id)) : ids;
  }
  const detail = str(a, 'category_detail');
  return {
    page: int(a, 'page', 1, 1, 100_000),
    perPage: int(a, 'per_page', 12, 1, 100),
    search: str(a, 'search_term') ?? null,
    category: str(a, 'category') ?? null,
    features: parseFeatures(a),
    minPrice: num(a, 'min_price'),
    maxPrice: num(a, 'max_price'),
    sort,
    inStock: bool(a, 'is_in_stock'),
    restrictIds: restrict,
    categoryDetail: detail === undefined ? true : !['0', 'false', 'no'].includes(detail.toLowerCase()),
  };
}

export function menu(db: Database, lang: Lang) {
  const cats = categories(db);
  return cats.list.map((c) => ({
    name: c.slug,
    label: categoryName(c, lang),
    title: categoryName(c, lang),
    url: `/shop?category=${c.slug}`,
    description: lang === 'it' ? c.desc_it : c.desc_en,
    parent_menu: c.parent_id ? cats.byId.get(c.parent_id)?.slug ?? null : null,
    is_group: (cats.children.get(c.id)?.length ?? 0) > 0 ? 1 : 0,
    order: c.ord,
    ...categoryImages(c.slug),
    disable: c.disabled,
  }));
}

const LIST_SIZE = 8;

function productDetail(db: Database, slug: string, lang: Lang) {
  let row = db.prepare('SELECT * FROM product WHERE slug = ?').get(slug) as ProductRow | undefined;
  if (!row) {
    const redirect = db
      .prepare('SELECT p.slug FROM product_redirect r JOIN product p ON p.id = r.product_id WHERE r.old_slug = ?')
      .pluck()
      .get(slug) as string | undefined;
    if (redirect) return { product: { redirect_to: redirect } };
    row = db.prepare('SELECT * FROM product WHERE sku = ?').get(slug) as ProductRow | undefined;
  }
  if (!row) throw notFound(lang === 'it' ? `Prodotto ${slug} non trovato` : `Product ${slug} not found`);
  const variants = db.prepare('SELECT * FROM variant WHERE product_id = ? ORDER BY ord').all(row.id) as VariantRow[];
  const ids = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().all(...params) as number[];
  const cats = categories(db);
  const tops = cats.children.get(0) ?? [];
  const totals = db.prepare("SELECT category_id, total FROM listing_stats WHERE fkey = '' AND category_id > 0").all() as Array<{
    category_id: number;
    total: number;
  }>;
  const totalBy = new Map(totals.map((t) => [t.category_id, t.total]));
  return {
    product: {
      ...presentProduct(db, row, variants, lang),
      ...productDetailExtras(row, variants, lang),
      item_reviews: getItemReviews(db, row.sku, 0, 5),
    },
    relatedProducts: loadProducts(
      db,
      ids(
        'SELECT product_id FROM product_category WHERE category_id = ? AND product_id <> ? ORDER BY product_id LIMIT ?',
        row.category_id,
        row.id,
        LIST_SIZE,
      ),
      lang,
    ),
    featuredProducts: loadProducts(db, ids('SELECT id FROM product WHERE is_hot = 1 ORDER BY id LIMIT ?', LIST_SIZE), lang),
    bestProducts: loadProducts(db, ids('SELECT id FROM product ORDER BY id LIMIT ?', LIST_SIZE), lang),
    latestProducts: loadProducts(db, ids('SELECT id FROM product ORDER BY created_at DESC, id LIMIT ?', LIST_SIZE), lang),
    topRatedProducts: loadProducts(db, ids('SELECT id FROM product ORDER BY rating DESC, reviews DESC, id LIMIT ?', LIST_SIZE), lang),
    categories: tops.map((c) => ({ label: categoryName(c, lang), count: totalBy.get(c.id) ?? 0, url: c.slug })),
  };
}

export const catalogueModule: MockModule = {
  name: 'catalogue',
  migrate: migrateCatalogue,
  seed: seedCatalogue,
  register(app) {
    method(app, MENU_METHOD, (c) => menu(c.get('db'), c.get('lang')));

    for (const path of LISTING_METHODS) {
      method(app, path, async (c) => runListing(c.get('db'), await listingQuery(c), c.get('lang')));
    }

    method(app, PRODUCT_METHOD, async (c) => {
      const a = await args(c);
      const slug = str(a, 'slug') ?? str(a, 'item_code');
      if (!slug) throw notFound('Product not found');
      return productDetail(c.get('db'), slug.trim(), c.get('lang'));
    });
  },
};
