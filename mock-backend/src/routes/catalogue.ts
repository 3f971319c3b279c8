/**
 * Catalogue endpoints, as the real back-end answers them (docs/backend/catalogue.md):
 *   omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu         GET → flat list of every B2C Menu row
 *   mymb_ecommerce.mymb_b2c.solr_search.shop (and .catalogue)   GET → listing (catalogue/listing.ts)
 *   mymb_ecommerce.mymb_b2c.solr_search.products                any → product detail, `slug` from the query string
 * Content is Italian whatever Accept-Language says (catalogue/content-lang.ts).
 */
import type { Database } from 'better-sqlite3';
import { pathSegment, runListing, type ListingQuery, type SortKey } from '../catalogue/listing';
import {
  groupLabels,
  loadProducts,
  presentProduct,
  skuOfWebSlug,
  webSlug,
  type ProductRow,
  type VariantRow,
} from '../catalogue/present';
import { productDetailExtras } from '../catalogue/product-features';
import { menu } from '../catalogue/menu';
import { migrateCatalogue } from '../catalogue/schema';
import { seedCatalogue } from '../catalogue/seed';
import type { AppContext, MockModule, MockProfile } from '../context';
import { args, int, json, method, notFound, pythonError, str, validationError, type Args } from '../frappe';
import { siteHas } from '../site';
import { requireUser } from '../user';
import { itemReviewsOnSite } from './reviews';
import { wishlistProductIds } from './wishlist';

const LISTING_METHODS = ['mymb_ecommerce.mymb_b2c.solr_search.shop', 'mymb_ecommerce.mymb_b2c.solr_search.catalogue'];
const PRODUCT_METHOD = 'mymb_ecommerce.mymb_b2c.solr_search.products';
const MENU_METHOD = 'omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu';

/** The real method sorts only by price; the extended profile also honours these (docs/backend/catalogue.md). */
const EXTENDED_SORTS: Record<string, SortKey> = { popularity: 'popularity', rating: 'rating', newest: 'newest' };

/** `features` JSON: one exact value per key; invalid JSON (or not an object) is ignored. */
function parseFeatures(a: Args): Array<[string, string]> {
  let raw: unknown;
  try {
    raw = json<unknown>(a, 'features');
  } catch {
    return [];
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
  return Object.entries(raw as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => [k, String(v)]);
}

function productIdsForSkus(db: Database, skus: string[]): number[] {
  if (skus.length === 0) return [];
  return db
    .prepare('SELECT id FROM product WHERE sku IN (SELECT value FROM json_each(?))')
    .pluck()
    .all(JSON.stringify(skus)) as number[];
}

/** Price and discount bounds: ignored when ≤ 0; a non-number makes Solr's query fail (500). */
function priceBound(a: Args, key: string): number | undefined {
  const v = str(a, key);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw pythonError('ValueError', `could not convert string to float: '${v}'`);
  return n > 0 ? n : undefined;
}

function sortOf(a: Args, profile: MockProfile): SortKey | null {
  const updated = str(a, 'order_by_updated_at')?.toLowerCase();
  const created = str(a, 'order_by_creation_at')?.toLowerCase();
  const dated = updated ?? created;
  if (dated === 'asc') return 'oldest';
  if (dated === 'desc') return 'newest';
  const orderBy = str(a, 'order_by')?.trim().toLowerCase() ?? '';
  if (orderBy === 'price-asc' || orderBy === 'price-desc') return orderBy;
  return profile === 'extended' ? (EXTENDED_SORTS[orderBy] ?? null) : null;
}

async function listingQuery(c: AppContext): Promise<ListingQuery> {
  const a = await args(c);
  const db = c.get('db');
  const profile = c.get('options').profile;
  let restrict: number[] | null = null;
  // Any non-empty `wishlist` needs the JWT; the first 20 wishlist items restrict the listing, and
  // an empty wishlist restricts nothing (the real method's quirk).
  if (str(a, 'wishlist') !== undefined) {
    const user = await requireUser(c);
    const ids = wishlistProductIds(db, user.id).slice(0, 20);
    restrict = ids.length ? ids : null;
  }
  const skus = str(a, 'skus');
  if (skus)
    restrict = productIdsForSkus(
      db,
      skus
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  const perPage = a.per_page === '' ? 1 : int(a, 'per_page', 12, 1, 1000);
  return {
    page: int(a, 'page', 1, 1, 100_000),
    perPage,
    search: str(a, 'search_term') ?? null,
    category: str(a, 'category') ?? null,
    features: parseFeatures(a),
    minPrice: priceBound(a, 'min_price'),
    maxPrice: priceBound(a, 'max_price'),
    sort: sortOf(a, profile),
    inStock: str(a, 'is_in_stock') !== undefined,
    minDiscount: priceBound(a, 'min_discount_value'),
    maxDiscount: priceBound(a, 'max_discount_value'),
    restrictIds: restrict,
    categoryDetail: str(a, 'category_detail') ?? null,
    profile,
    priceStats: profile === 'extended' || siteHas(c, 'solr-stats'),
  };
}

const LIST_SIZE = 12;

function productDetail(c: AppContext, slug: string) {
  const db = c.get('db');
  const profile = c.get('options').profile;
  const sku = skuOfWebSlug(slug);
  let row = sku ? (db.prepare('SELECT * FROM product WHERE sku = ?').get(sku) as ProductRow | undefined) : undefined;
  if (row && webSlug(row) !== slug) row = undefined;
  if (!row) {
    // A renamed product: its previous slug answers the current one.
    const previous = slug.startsWith('det/') ? slug.slice(4) : null;
    const moved = previous
      ? (db
          .prepare('SELECT p.* FROM product_redirect r JOIN product p ON p.id = r.product_id WHERE r.old_slug = ?')
          .get(previous) as ProductRow | undefined)
      : undefined;
    if (moved) return { product: { redirect_to: webSlug(moved) } };
    throw notFound(`prev_slugs:${slug}`);
  }
  const variants = db.prepare('SELECT * FROM variant WHERE product_id = ? ORDER BY ord').all(row.id) as VariantRow[];
  const ids = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .all(...params) as number[];
  const related = ids(
    'SELECT id FROM product WHERE type_key = ? AND id <> ? ORDER BY id LIMIT ?',
    row.type_key,
    row.id,
    LIST_SIZE,
  );
  const relatedProducts = loadProducts(
    db,
    related.length ? related : ids('SELECT id FROM product ORDER BY id LIMIT ?', LIST_SIZE),
    profile,
  );
  const groups = groupLabels(db, row.category_id);
  return {
    product: {
      ...presentProduct(db, row, variants, profile),
      ...productDetailExtras(row, variants),
      item_reviews: itemReviewsOnSite(c, row.sku, 0, 10),
    },
    relatedProducts,
    featuredProducts: loadProducts(
      db,
      ids('SELECT id FROM product WHERE sale_price IS NOT NULL ORDER BY id LIMIT ?', LIST_SIZE),
      profile,
    ),
    bestProducts: loadProducts(db, ids('SELECT id FROM product ORDER BY id LIMIT ?', 7), profile),
    latestProducts: loadProducts(
      db,
      ids('SELECT id FROM product ORDER BY created_at DESC, id LIMIT ?', LIST_SIZE),
      profile,
    ),
    topRatedProducts: relatedProducts,
    categories: groups.map((label, i) => ({
      label,
      url: groups
        .slice(0, i + 1)
        .map((g) => pathSegment(g).toLowerCase())
        .join(','),
    })),
  };
}

export const catalogueModule: MockModule = {
  name: 'catalogue',
  migrate: migrateCatalogue,
  seed: seedCatalogue,
  register(app) {
    method(app, MENU_METHOD, (c) => menu(c.get('db')), { http: 'GET' });

    for (const path of LISTING_METHODS) {
      method(app, path, async (c) => runListing(c.get('db'), await listingQuery(c)), { http: 'GET' });
    }

    method(app, PRODUCT_METHOD, (c) => {
      // The slug is read from the query string only: a JSON body does not carry it.
      const slug = new URL(c.req.url).searchParams.get('slug')?.trim();
      if (!slug) throw validationError('Slug parameter is missing');
      return productDetail(c, slug);
    });
  },
};
