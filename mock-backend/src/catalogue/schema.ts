/**
 * Catalogue tables, seeding and the precomputed listing statistics.
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
import type { SeedInfo } from '../context';
import { setMeta } from '../db';
import { CATEGORY_TREE } from '../seed/categories';
import { generateProducts } from '../seed/generate';
import { slugify } from '../seed/prng';
import { searchBody, type TextInput } from '../seed/texts';
import { categories, invalidateCatalogueCache } from './categories';
import { encodeFacets, rebuildListingStats } from './listing-stats';
import { createCatalogueIndexes, dropCatalogueIndexes } from './indexes';
import { invalidateMemIndex } from './memindex';

export { categories, invalidateCatalogueCache, type CategoryRow } from './categories';
export { decodeFacets, recomputeProductStock } from './listing-stats';

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

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

export function seedCatalogue(db: Database, info: SeedInfo): void {
  const t0 = Date.now();
  const insCat = db.prepare(
    `INSERT INTO category (id, slug, parent_id, ord, name_en, name_it, desc_en, desc_it, kind, hue) VALUES (?,?,?,?,?,?,?,?,?,?)`,
  );
  let catId = 0;
  let ord = 0;
  for (const top of CATEGORY_TREE) {
    const topId = ++catId;
    insCat.run(
      topId,
      top.slug,
      null,
      ++ord,
      top.name.en,
      top.name.it,
      top.description.en,
      top.description.it,
      top.kind,
      top.hue,
    );
    for (const child of top.children ?? []) {
      insCat.run(
        ++catId,
        child.slug,
        topId,
        ++ord,
        child.name.en,
        child.name.it,
        child.description.en,
        child.description.it,
        child.kind,
        child.hue,
      );
    }
  }
  invalidateCatalogueCache(db);
  const cats = categories(db);

  dropCatalogueIndexes(db);
  const insProduct =
    db.prepare(`INSERT INTO product (id, slug, sku, type_key, model_idx, series, brand, gtin, category_id,
      name_en, name_it, price, sale_price, eff_price, stock, is_hot, is_new, created_at, popularity, tint, views, gen, quality, facets)
      VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insVariant = db.prepare(
    'INSERT INTO variant (product_id, ord, sku, color, size, price, sale_price, stock) VALUES (?,?,?,?,?,?,?,?)',
  );
  const insPc = db.prepare('INSERT INTO product_category (category_id, product_id) VALUES (?, ?)');
  const insFacet = db.prepare('INSERT OR IGNORE INTO product_facet (key, value, product_id) VALUES (?, ?, ?)');
  const insFts = {
    en: db.prepare('INSERT INTO fts_en (rowid, name, brand, sku, body, cats) VALUES (?, ?, ?, ?, ?, ?)'),
    it: db.prepare('INSERT INTO fts_it (rowid, name, brand, sku, body, cats) VALUES (?, ?, ?, ?, ?, ?)'),
  };
  const insRedirect = db.prepare('INSERT OR IGNORE INTO product_redirect (old_slug, product_id) VALUES (?, ?)');

  // Rows of the WITHOUT ROWID tables are inserted at the end in key order (sequential B-tree appends).
  const pcRows: Array<[number, number]> = [];
  const facetRows: Array<[string, string, number]> = [];
  // Full-text rows are indexed after the loop, one language at a time (twice as fast as
  // interleaving them with the other inserts).
  const ftsRows: Array<[number, string, string, string, string, string, string, string]> = [];
  let count = 0;
  for (const p of generateProducts(info.products, info.seed)) {
    const leaf = cats.bySlug.get(p.type.cat);
    if (!leaf) throw new Error(`Unknown category ${p.type.cat} for type ${p.type.key}`);
    // The product's shown price is its cheapest variant (by effective price).
    let best = p.variants[0]!;
    for (const v of p.variants) if ((v.sale_price ?? v.price) < (best.sale_price ?? best.price)) best = v;
    const eff = best.sale_price ?? best.price;
    const stock = p.variants.reduce((n, v) => n + v.stock, 0);
    const colors = [...new Set(p.variants.map((v) => v.color).filter((c): c is string => !!c))];
    const sizes = [...new Set(p.variants.map((v) => v.size).filter((s): s is string => !!s))];
    const facets: Array<[string, string]> = [
      ...colors.map((c): [string, string] => ['color', c]),
      ...sizes.map((s): [string, string] => ['size', s]),
      ['brand', p.brand],
    ];
    insProduct.run(
      p.id,
      p.slug,
      p.sku,
      p.type.key,
      p.modelIdx,
      p.series,
      p.brand,
      p.gtin,
      leaf.id,
      p.name_en,
      p.name_it,
      best.price,
      best.sale_price,
      eff,
      stock,
      p.is_hot ? 1 : 0,
      p.is_new ? 1 : 0,
      p.created_at,
      p.popularity,
      p.tint,
      p.views,
      p.gen,
      Math.round(p.quality * 100) / 100,
      encodeFacets(facets),
    );
    p.variants.forEach((v, i) => insVariant.run(p.id, i, v.sku, v.color, v.size, v.price, v.sale_price, v.stock));
    pcRows.push([leaf.id, p.id]);
    if (leaf.parent_id) pcRows.push([leaf.parent_id, p.id]);
    for (const [k, v] of facets) facetRows.push([k, v, p.id]);
    const text: TextInput = {
      type_key: p.type.key,
      model_idx: p.modelIdx,
      series: p.series,
      brand: p.brand,
      gen: p.gen,
      name_en: p.name_en,
      name_it: p.name_it,
      sku: p.sku,
      gtin: p.gtin,
      colors,
      sizes,
    };
    const skus = [p.sku, ...p.variants.map((v) => v.sku).filter((s) => s !== p.sku)].join(' ');
    const catTokens = leaf.parent_id ? `c${leaf.id} c${leaf.parent_id}` : `c${leaf.id}`;
    ftsRows.push([
      p.id,
      p.name_en,
      p.name_it,
      p.brand,
      skus,
      searchBody(text, 'en'),
      searchBody(text, 'it'),
      catTokens,
    ]);
    // A few products were renamed: their old (Italian) slug answers a redirect.
    if (p.index < 3) insRedirect.run(slugify(`${p.name_it} ${p.brand}`), p.id);
    count++;
    if (count % 25000 === 0) info.log(`  … ${count} products (${Date.now() - t0} ms)`);
  }
  pcRows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const r of pcRows) insPc.run(r[0], r[1]);
  facetRows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2]));
  for (const r of facetRows) insFacet.run(r[0], r[1], r[2]);
  for (const r of ftsRows) insFts.en.run(r[0], r[1], r[3], r[4], r[5], r[7]);
  for (const r of ftsRows) insFts.it.run(r[0], r[2], r[3], r[4], r[6], r[7]);
  info.log(`  ${count} products, ${cats.list.length} categories in ${Date.now() - t0} ms`);
  const t1 = Date.now();
  createCatalogueIndexes(db);
  db.prepare(`DELETE FROM product_redirect WHERE old_slug IN (SELECT slug FROM product)`).run();
  for (const lang of ['en', 'it']) db.exec(`INSERT INTO fts_${lang} (fts_${lang}) VALUES ('optimize')`);
  info.log(`  indexes in ${Date.now() - t1} ms`);
  const t2 = Date.now();
  rebuildListingStats(db);
  info.log(`  listing statistics in ${Date.now() - t2} ms`);
  setMeta(db, 'catalogue_products', String(count));
  invalidateMemIndex(db);
}
