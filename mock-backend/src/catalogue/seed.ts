/** Fills the catalogue tables from the seed generator, then builds the indexes and listing statistics. */
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
