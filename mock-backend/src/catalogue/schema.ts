/**
 * Catalogue tables (seeded by catalogue/seed.ts) and the precomputed listing statistics.
 *
 * Scale notes (the mock must stay fast with 100 000 products):
 * - product ids are popularity ranks (1 = best seller, see seed/generate.ts): "popularity" sorting
 *   is `ORDER BY id`, and the first K full-text matches in rowid order are the K most popular.
 * - `product_category` holds each product under its leaf category AND the leaf's parent, so a
 *   parent includes its children with one index lookup.
 * - `listing_stats` / `facet_stats` hold, per category (0 = whole catalogue) and per "no filter"
 *   or "one feature filter" (color=…, size=…, brand=…), the total, the price range and the facet
 *   counts. A listing with a category and at most one feature filter (the common case: a menu
 *   click, a swatch click) then answers its counts with a few primary-key lookups instead of
 *   counting thousands of rows. They describe the catalogue, not the stock, so they stay right
 *   when orders change stock; call `rebuildListingStats(db)` after changing products or prices.
 */
import type { Database } from 'better-sqlite3';
import { createCatalogueIndexes } from './indexes';

export function migrateCatalogue(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS category (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      parent_id INTEGER,
      ord INTEGER NOT NULL,
      name_en TEXT NOT NULL,
      name_it TEXT NOT NULL,
      desc_en TEXT NOT NULL,
      desc_it TEXT NOT NULL,
      kind TEXT NOT NULL,
      hue INTEGER NOT NULL,
      disabled INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS product (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL,
      sku TEXT NOT NULL,
      type_key TEXT NOT NULL,
      model_idx INTEGER NOT NULL,
      series TEXT NOT NULL,
      brand TEXT NOT NULL,
      gtin TEXT NOT NULL,
      category_id INTEGER NOT NULL,
      name_en TEXT NOT NULL,
      name_it TEXT NOT NULL,
      price REAL NOT NULL,
      sale_price REAL,
      eff_price REAL NOT NULL,
      stock INTEGER NOT NULL,
      is_hot INTEGER NOT NULL,
      is_new INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      popularity INTEGER NOT NULL,
      rating REAL NOT NULL DEFAULT 0,
      reviews INTEGER NOT NULL DEFAULT 0,
      tint TEXT,
      views INTEGER NOT NULL,
      gen INTEGER NOT NULL,
      quality REAL NOT NULL,
      facets TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS variant (
      id INTEGER PRIMARY KEY,
      product_id INTEGER NOT NULL,
      ord INTEGER NOT NULL,
      sku TEXT NOT NULL,
      color TEXT,
      size TEXT,
      price REAL NOT NULL,
      sale_price REAL,
      stock INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS product_category (
      category_id INTEGER NOT NULL,
      product_id INTEGER NOT NULL,
      PRIMARY KEY (category_id, product_id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS product_facet (
      key TEXT NOT NULL,
      value TEXT NOT NULL,
      product_id INTEGER NOT NULL,
      PRIMARY KEY (key, value, product_id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS product_redirect (
      old_slug TEXT PRIMARY KEY,
      product_id INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS listing_stats (
      category_id INTEGER NOT NULL,
      fkey TEXT NOT NULL,
      fval TEXT NOT NULL,
      total INTEGER NOT NULL,
      min_price REAL,
      max_price REAL,
      PRIMARY KEY (category_id, fkey, fval)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS facet_stats (
      category_id INTEGER NOT NULL,
      fkey TEXT NOT NULL,
      fval TEXT NOT NULL,
      key TEXT NOT NULL,
      value TEXT NOT NULL,
      count INTEGER NOT NULL,
      PRIMARY KEY (category_id, fkey, fval, key, value)
    ) WITHOUT ROWID;
  `);
  createCatalogueIndexes(db);
  // Contentless full-text indexes, one per language; rowid = product id. The 3-letter prefix
  // index makes the shortest suggestion query (3 characters) a single doclist read; detail=column
  // (no positions: no phrase queries, which the search never builds) halves the index size.
  // `cats` holds "c<leaf id> c<parent id>", so a search within a category is one more doclist
  // intersection instead of a lookup per match.
  for (const lang of ['en', 'it']) {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS fts_${lang} USING fts5(
      name, brand, sku, body, cats,
      content='', contentless_delete=1,
      tokenize='unicode61 remove_diacritics 2',
      prefix='3', detail='column'
    )`);
  }
}
