/**
 * The catalogue listing (`solr_search.shop` / `.catalogue`): filters, facets, sorting, pages.
 *
 * Three strategies, chosen per request, all giving the same answer shape:
 *
 * 1. Precomputed (no search text, no price/stock/sku filter, at most one feature value): totals,
 *    price range and facet counts come from `listing_stats` / `facet_stats` (catalogue/schema.ts)
 *    by primary key; only the page of ids is queried, walking an index in the sort order and
 *    stopping after `per_page` rows. Work does not grow with the catalogue (a menu click, a
 *    swatch click, a sort change).
 * 2. SQL (no search text, other filters): counts and facets are computed with GROUP BY over the
 *    matching rows. Exact; its cost grows with the number of matching products.
 * 3. Text search: the first TEXT_CANDIDATES full-text matches *in rowid order* — ids are
 *    popularity ranks, so these are the most popular matches — are loaded once, and filters,
 *    facets, relevance ranking and paging run in memory over them. Ranking every match of a
 *    3-letter prefix costs ~85× more on 100 000 products than on 1 000; this costs a bounded
 *    amount. TRADE-OFF: when a search matches more than TEXT_CANDIDATES products, totalCount,
 *    facets and pages describe the best TEXT_CANDIDATES matches only (every page shown then has
 *    products, but a rarely bought match beyond the bound is not found by that broad search; a
 *    more specific search finds it). With the default catalogue (180 products) every search is
 *    exact.
 */
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { COLOR_BY_KEY, findColor } from '../seed/colors';
import { itLabel, PRODUCT_TYPES } from '../seed/product-types';
import { colorLabel } from '../seed/texts';
import { loadProducts, type ListProduct } from './present';
import { categories, categoryName, decodeFacets, type CategoryRow } from './schema';

/** Upper bound of full-text candidates ranked per search (see the note above). */
export const TEXT_CANDIDATES = 400;

export type SortKey = 'relevance' | 'popularity' | 'price-asc' | 'price-desc' | 'rating' | 'newest' | 'oldest';

export interface ListingQuery {
  page: number;
  perPage: number;
  /** Null or empty = everything. */
  search: string | null;
  /** Raw `category` argument: a slug or a comma path of slugs (the last one wins). */
  category: string | null;
  /** Feature filters: key → accepted values (any label language, or the colour key). */
  features: Record<string, string[]>;
  minPrice?: number;
  maxPrice?: number;
  sort: SortKey | null;
  inStock: boolean;
  /** Only these product ids (skus / wishlist); null = no restriction. */
  restrictIds: number[] | null;
  /** Answer `menu_category_detail` for the selected category (default true). */
  categoryDetail: boolean;
}

export const FACET_KEYS = ['color', 'size', 'brand'] as const;
type FacetKey = (typeof FACET_KEYS)[number];

const FACET_LABELS: Record<FacetKey, { en: string; it: string }> = {
  color: { en: 'Colour', it: 'Colore' },
  size: { en: 'Size', it: 'Misura' },
  brand: { en: 'Brand', it: 'Marca' },
};

// ---------------------------------------------------------------------------------------------
// Canonical facet values (the database stores colour keys, English size labels and brand names)
// ---------------------------------------------------------------------------------------------

const SIZE_LOOKUP = new Map<string, string>();
const SIZE_IT = new Map<string, string>();
const BRAND_LOOKUP = new Map<string, string>();
for (const t of PRODUCT_TYPES) {
  for (const o of t.sizes ?? []) {
    SIZE_LOOKUP.set(normal(o.en), o.en);
    SIZE_LOOKUP.set(normal(itLabel(o)), o.en);
    SIZE_IT.set(o.en, itLabel(o));
  }
  for (const b of t.brands) BRAND_LOOKUP.set(normal(b), b);
}

function normal(s: string): string {
  return s.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(\d),(\d)/g, '$1.$2');
}

const NO_MATCH = '\u0000no-match';

function canonical(key: FacetKey, value: string): string {
  if (key === 'color') return findColor(value)?.key ?? NO_MATCH;
  if (key === 'size') return SIZE_LOOKUP.get(normal(value)) ?? NO_MATCH;
  return BRAND_LOOKUP.get(normal(value)) ?? NO_MATCH;
}

function facetLabel(key: FacetKey, value: string, lang: Lang): string {
  if (key === 'color') return colorLabel(value, lang);
  if (key === 'size') return lang === 'it' ? SIZE_IT.get(value) ?? value : value;
  return value;
}

/** Sizes sort by unit ("# cm", "pack of #" …), then by number: 10 cm, 18 cm, 30 cm; 300 g, 450 g. */
function compareSizes(a: string, b: string): number {
  const key = (label: string): [string, number] => {
    if (/^(single|singola)$/i.test(label)) return ['pack of #', 1];
    const m = /(\d+(?:\.\d+)?)/.exec(label);
    return m ? [label.replace(m[1]!, '#').toLowerCase(), Number(m[1])] : ['', 0];
  };
  const [ua, na] = key(a);
  const [ub, nb] = key(b);
  return ua < ub ? -1 : ua > ub ? 1 : na - nb || a.localeCompare(b);
}

// ---------------------------------------------------------------------------------------------
// Full-text query
// ---------------------------------------------------------------------------------------------

/** Words of a search: lower case, accents removed, split on anything not a letter or digit. */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** FTS5 MATCH expression: every word required, the last one as a prefix (search-as-you-type). */
export function ftsQuery(tokens: string[]): string | null {
  if (tokens.length === 0) return null;
  return tokens
    .map((t, i) => (i === tokens.length - 1 && t.length >= 2 ? `"${t}"*` : `"${t}"`))
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// The listing
// ---------------------------------------------------------------------------------------------

interface Filters {
  /** Selected category (null = none). */
  sel: CategoryRow | null;
  unknownCategory: boolean;
  /** Parent whose children the category facet lists (0 = roots). */
  scopeParent: number;
  feat: Map<FacetKey, string[]>;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  restrict: number[] | null;
}

type Exclude = 'category' | 'price' | FacetKey | null;

interface FacetCounts {
  total: number;
  min: number | null;
  max: number | null;
  facets: Record<FacetKey, Map<string, number>>;
  /** Category id → count, for the children of scopeParent. */
  cats: Map<number, number>;
  ids: number[];
}

export function runListing(db: Database, q: ListingQuery, lang: Lang) {
  const cats = categories(db);
  const f = resolveFilters(db, q);
  const perPage = q.perPage;
  const offset = (q.page - 1) * perPage;
  const tokens = q.search && q.search.trim() !== '*' ? searchTokens(q.search) : [];
  const match = ftsQuery(tokens);
  const sort: SortKey = q.sort ?? (match ? 'relevance' : 'popularity');

  let counts: FacetCounts;
  if (f.unknownCategory || (f.restrict && f.restrict.length === 0)) {
    counts = emptyCounts();
  } else if (match) {
    counts = textListing(db, f, match, lang, sort, offset, perPage);
  } else if (isPrecomputable(f)) {
    counts = precomputedListing(db, f, sort, offset, perPage);
  } else {
    counts = sqlListing(db, f, sort, offset, perPage);
  }

  const products: ListProduct[] = loadProducts(db, counts.ids, lang);
  const pages = Math.ceil(counts.total / perPage);
  const scopeChildren = cats.children.get(f.scopeParent) ?? [];
  return {
    totalCount: counts.total,
    current_page: q.page,
    pages,
    per_page: perPage,
    is_last: q.page >= pages,
    products,
    min_price_all: counts.min ?? 0,
    max_price_all: counts.max ?? 0,
    category: scopeChildren
      .filter((c) => (counts.cats.get(c.id) ?? 0) > 0)
      .map((c) => ({ label: categoryName(c, lang), count: counts.cats.get(c.id) ?? 0, url: c.slug })),
    features: FACET_KEYS.map((key) => presentFacet(key, counts.facets[key], f.feat.get(key), lang)).filter(
      (x) => x.facet_results.length > 0,
    ),
    menu_category_detail: f.sel && q.categoryDetail ? menuCategoryDetail(f.sel, lang) : null,
    category_tree: f.sel ? categoryTree(db, f.sel, lang) : [],
  };
}

export type ListingResult = ReturnType<typeof runListing>;

function emptyCounts(): FacetCounts {
  return { total: 0, min: null, max: null, facets: { color: new Map(), size: new Map(), brand: new Map() }, cats: new Map(), ids: [] };
}

function resolveFilters(db: Database, q: ListingQuery): Filters {
  const cats = categories(db);
  let sel: CategoryRow | null = null;
  let unknownCategory = false;
  if (q.category) {
    const last = q.category
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) {
      sel = cats.bySlug.get(last.toLowerCase()) ?? null;
      unknownCategory = !sel;
    }
  }
  const scopeParent = !sel ? 0 : (cats.children.get(sel.id)?.length ?? 0) > 0 ? sel.id : (sel.parent_id ?? 0);
  const feat = new Map<FacetKey, string[]>();
  for (const [k, vals] of Object.entries(q.features)) {
    const key = k.toLowerCase() === 'colour' ? 'color' : (k.toLowerCase() as FacetKey);
    if (!FACET_KEYS.includes(key)) continue;
    const canon = [...new Set(vals.filter((v) => v.trim() !== '').map((v) => canonical(key, v)))];
    if (canon.length) feat.set(key, canon);
  }
  return {
    sel,
    unknownCategory,
    scopeParent,
    feat,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    inStock: q.inStock,
    restrict: q.restrictIds,
  };
}

function isPrecomputable(f: Filters): boolean {
  if (f.minPrice !== undefined || f.maxPrice !== undefined || f.inStock || f.restrict) return false;
  if (f.feat.size > 1) return false;
  for (const vals of f.feat.values()) if (vals.length !== 1) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Sorting in SQL
// ---------------------------------------------------------------------------------------------

const ORDER_SQL: Record<SortKey, string> = {
  relevance: 'p.id',
  popularity: 'p.id',
  'price-asc': 'p.eff_price ASC, p.id',
  'price-desc': 'p.eff_price DESC, p.id',
  rating: 'p.rating DESC, p.reviews DESC, p.id',
  newest: 'p.created_at DESC, p.id',
  oldest: 'p.created_at ASC, p.id',
};

interface Where {
  sql: string;
  params: unknown[];
}

/** WHERE clause over `product p` for every filter except `exclude`. */
function where(f: Filters, exclude: Exclude): Where {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (f.sel && exclude !== 'category') {
    parts.push('EXISTS (SELECT 1 FROM product_category pc WHERE pc.category_id = ? AND pc.product_id = p.id)');
    params.push(f.sel.id);
  } else if (exclude === 'category' && f.scopeParent) {
    parts.push('EXISTS (SELECT 1 FROM product_category pc WHERE pc.category_id = ? AND pc.product_id = p.id)');
    params.push(f.scopeParent);
  }
  for (const [key, vals] of f.feat) {
    if (key === exclude) continue;
    parts.push(
      `EXISTS (SELECT 1 FROM product_facet pf WHERE pf.key = ? AND pf.value IN (${vals.map(() => '?').join(',')}) AND pf.product_id = p.id)`,
    );
    params.push(key, ...vals);
  }
  if (exclude !== 'price') {
    if (f.minPrice !== undefined) {
      parts.push('p.eff_price >= ?');
      params.push(f.minPrice);
    }
    if (f.maxPrice !== undefined) {
      parts.push('p.eff_price <= ?');
      params.push(f.maxPrice);
    }
  }
  if (f.inStock) parts.push('p.stock > 0');
  if (f.restrict) {
    parts.push('p.id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(f.restrict));
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

function pageIds(db: Database, f: Filters, sort: SortKey, offset: number, limit: number): number[] {
  const w = where(f, null);
  // Popularity order with a category: walk the category's (category_id, product_id) key in id
  // order and stop after `limit` matches.
  if ((sort === 'popularity' || sort === 'relevance') && f.sel && !f.restrict) {
    const rest = where({ ...f, sel: null }, null);
    const extra = rest.sql ? `AND ${rest.sql.slice('WHERE '.length)}` : '';
    return (
      db
        .prepare(
          `SELECT pc.product_id FROM product_category pc JOIN product p ON p.id = pc.product_id
           WHERE pc.category_id = ? ${extra} ORDER BY pc.product_id LIMIT ? OFFSET ?`,
        )
        .pluck()
        .all(f.sel.id, ...rest.params, limit, offset) as number[]
    );
  }
  return db
    .prepare(`SELECT p.id FROM product p ${w.sql} ORDER BY ${ORDER_SQL[sort]} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...w.params, limit, offset) as number[];
}

// ---------------------------------------------------------------------------------------------
// 1. Precomputed counts
// ---------------------------------------------------------------------------------------------

function precomputedListing(db: Database, f: Filters, sort: SortKey, offset: number, limit: number): FacetCounts {
  const catId = f.sel?.id ?? 0;
  const first = [...f.feat.entries()][0];
  const fkey = first ? first[0] : '';
  const fval = first ? first[1][0]! : '';
  const stat = db.prepare('SELECT total, min_price, max_price FROM listing_stats WHERE category_id = ? AND fkey = ? AND fval = ?');
  const s = stat.get(catId, fkey, fval) as { total: number; min_price: number; max_price: number } | undefined;
  const facetStmt = db.prepare(
    'SELECT value, count FROM facet_stats WHERE category_id = ? AND fkey = ? AND fval = ? AND key = ?',
  );
  const facets = {} as Record<FacetKey, Map<string, number>>;
  for (const key of FACET_KEYS) {
    // A facet's own filter does not narrow its counts (multi-select facets).
    const rows = (key === fkey ? facetStmt.all(catId, '', '', key) : facetStmt.all(catId, fkey, fval, key)) as Array<{ value: string; count: number }>;
    facets[key] = new Map(rows.map((r) => [r.value, r.count]));
  }
  const catCounts = new Map<number, number>();
  for (const child of categories(db).children.get(f.scopeParent) ?? []) {
    const cs = stat.get(child.id, fkey, fval) as { total: number } | undefined;
    if (cs) catCounts.set(child.id, cs.total);
  }
  return {
    total: s?.total ?? 0,
    min: s?.min_price ?? null,
    max: s?.max_price ?? null,
    facets,
    cats: catCounts,
    ids: s?.total ? pageIds(db, f, sort, offset, limit) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// 2. SQL counts
// ---------------------------------------------------------------------------------------------

function sqlListing(db: Database, f: Filters, sort: SortKey, offset: number, limit: number): FacetCounts {
  const all = where(f, null);
  const total = (db.prepare(`SELECT count(*) FROM product p ${all.sql}`).pluck().get(...all.params) as number) ?? 0;
  const wp = where(f, 'price');
  const mm = db.prepare(`SELECT min(p.eff_price) AS min, max(p.eff_price) AS max FROM product p ${wp.sql}`).get(...wp.params) as {
    min: number | null;
    max: number | null;
  };
  const facets = {} as Record<FacetKey, Map<string, number>>;
  for (const key of FACET_KEYS) {
    const w = where(f, key);
    const cond = w.sql ? `AND ${w.sql.slice('WHERE '.length)}` : '';
    const rows = db
      .prepare(`SELECT pf.value AS value, count(*) AS n FROM product_facet pf JOIN product p ON p.id = pf.product_id WHERE pf.key = ? ${cond} GROUP BY pf.value`)
      .all(key, ...w.params) as Array<{ value: string; n: number }>;
    facets[key] = new Map(rows.map((r) => [r.value, r.n]));
  }
  const children = categories(db).children.get(f.scopeParent) ?? [];
  const catCounts = new Map<number, number>();
  if (children.length) {
    const w = where(f, 'category');
    const cond = w.sql ? `AND ${w.sql.slice('WHERE '.length)}` : '';
    const rows = db
      .prepare(
        `SELECT pc.category_id AS c, count(*) AS n FROM product_category pc JOIN product p ON p.id = pc.product_id
         WHERE pc.category_id IN (${children.map(() => '?').join(',')}) ${cond} GROUP BY pc.category_id`,
      )
      .all(...children.map((c) => c.id), ...w.params) as Array<{ c: number; n: number }>;
    for (const r of rows) catCounts.set(r.c, r.n);
  }
  return { total, min: mm.min, max: mm.max, facets, cats: catCounts, ids: total ? pageIds(db, f, sort, offset, limit) : [] };
}

// ---------------------------------------------------------------------------------------------
// 3. Text search over bounded candidates
// ---------------------------------------------------------------------------------------------

interface Candidate {
  id: number;
  score: number;
  leaf: number;
  parent: number;
  price: number;
  stock: number;
  rating: number;
  reviews: number;
  created: string;
  facets: Map<string, Set<string>>;
}

function textListing(db: Database, f: Filters, match: string, lang: Lang, sort: SortKey, offset: number, limit: number): FacetCounts {
  const cats = categories(db);
  const fts = lang === 'it' ? 'fts_it' : 'fts_en';
  // Column weights: name 8, brand 4, sku 2, body 1 (bm25 is negative: lower = better).
  const rank = `bm25(${fts}, 8.0, 4.0, 2.0, 1.0)`;
  let hits: Array<{ id: number; score: number }>;
  if (f.scopeParent) {
    hits = db
      .prepare(
        `SELECT ${fts}.rowid AS id, ${rank} AS score FROM ${fts}
         CROSS JOIN product_category pc ON pc.category_id = ? AND pc.product_id = ${fts}.rowid
         WHERE ${fts} MATCH ? LIMIT ?`,
      )
      .all(f.scopeParent, match, TEXT_CANDIDATES) as Array<{ id: number; score: number }>;
  } else {
    hits = db.prepare(`SELECT rowid AS id, ${rank} AS score FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?`).all(match, TEXT_CANDIDATES) as Array<{
      id: number;
      score: number;
    }>;
  }
  if (hits.length === 0) return emptyCounts();
  const score = new Map(hits.map((h) => [h.id, h.score]));
  const rows = db
    .prepare(
      'SELECT id, category_id, eff_price, stock, rating, reviews, created_at, facets FROM product WHERE id IN (SELECT value FROM json_each(?))',
    )
    .raw()
    .all(JSON.stringify(hits.map((h) => h.id))) as Array<[number, number, number, number, number, number, string, string]>;
  const restrict = f.restrict ? new Set(f.restrict) : null;
  const cands: Candidate[] = rows.map(([id, leaf, price, stock, rating, reviews, created, facetStr]) => {
    const fm = new Map<string, Set<string>>();
    for (const [k, v] of decodeFacets(facetStr)) {
      let set = fm.get(k);
      if (!set) fm.set(k, (set = new Set()));
      set.add(v);
    }
    return { id, score: score.get(id) ?? 0, leaf, parent: cats.byId.get(leaf)?.parent_id ?? 0, price, stock, rating, reviews, created, facets: fm };
  });

  const passes = (c: Candidate, exclude: Exclude): boolean => {
    if (f.sel && exclude !== 'category' && c.leaf !== f.sel.id && c.parent !== f.sel.id) return false;
    for (const [key, vals] of f.feat) {
      if (key === exclude) continue;
      const have = c.facets.get(key);
      if (!have || !vals.some((v) => have.has(v))) return false;
    }
    if (exclude !== 'price') {
      if (f.minPrice !== undefined && c.price < f.minPrice) return false;
      if (f.maxPrice !== undefined && c.price > f.maxPrice) return false;
    }
    if (f.inStock && c.stock <= 0) return false;
    if (restrict && !restrict.has(c.id)) return false;
    return true;
  };

  const matching = cands.filter((c) => passes(c, null));
  let min: number | null = null;
  let max: number | null = null;
  for (const c of cands) {
    if (!passes(c, 'price')) continue;
    if (min === null || c.price < min) min = c.price;
    if (max === null || c.price > max) max = c.price;
  }
  const facets = {} as Record<FacetKey, Map<string, number>>;
  for (const key of FACET_KEYS) {
    const m = new Map<string, number>();
    for (const c of cands) {
      if (!passes(c, key)) continue;
      for (const v of c.facets.get(key) ?? []) m.set(v, (m.get(v) ?? 0) + 1);
    }
    facets[key] = m;
  }
  const catCounts = new Map<number, number>();
  for (const c of cands) {
    if (!passes(c, 'category')) continue;
    const bucket = f.scopeParent === 0 ? (c.parent || c.leaf) : c.parent === f.scopeParent ? c.leaf : 0;
    if (bucket) catCounts.set(bucket, (catCounts.get(bucket) ?? 0) + 1);
  }
  const cmp: Record<SortKey, (a: Candidate, b: Candidate) => number> = {
    relevance: (a, b) => a.score - b.score || a.id - b.id,
    popularity: (a, b) => a.id - b.id,
    'price-asc': (a, b) => a.price - b.price || a.id - b.id,
    'price-desc': (a, b) => b.price - a.price || a.id - b.id,
    rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || a.id - b.id,
    newest: (a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : a.id - b.id),
    oldest: (a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : a.id - b.id),
  };
  matching.sort(cmp[sort]);
  return {
    total: matching.length,
    min,
    max,
    facets,
    cats: catCounts,
    ids: matching.slice(offset, offset + limit).map((c) => c.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Presentation helpers
// ---------------------------------------------------------------------------------------------

function presentFacet(key: FacetKey, counts: Map<string, number>, selected: string[] | undefined, lang: Lang) {
  let results = [...counts.entries()]
    .filter(([, n]) => n > 0)
    .map(([value, count]) => {
      const item: Record<string, unknown> = { value: facetLabel(key, value, lang), count };
      if (key === 'color') {
        item.code = value;
        item.hex = COLOR_BY_KEY.get(value)?.hex ?? null;
      }
      if (selected?.includes(value)) item.selected = true;
      return { item, value, count };
    });
  if (key === 'color') results.sort((a, b) => b.count - a.count || String(a.item.value).localeCompare(String(b.item.value)));
  else if (key === 'size')
    results.sort((a, b) => compareSizes(a.value, b.value));
  else results = results.sort((a, b) => a.value.localeCompare(b.value));
  return {
    key,
    label_field: FACET_LABELS[key][lang],
    type: key === 'color' ? 'swatch' : 'list',
    facet_results: results.map((r) => r.item),
    uom: null,
  };
}

export function categoryImages(slug: string) {
  return {
    category_menu_image: `/files/categories/${slug}.svg`,
    category_banner_image: `/files/categories/${slug}-banner.svg`,
    category_banner_image_mobile: `/files/categories/${slug}-banner-mobile.svg`,
  };
}

export function menuCategoryDetail(c: CategoryRow, lang: Lang) {
  return {
    name: c.slug,
    label: categoryName(c, lang),
    url: `/shop?category=${c.slug}`,
    title: categoryName(c, lang),
    description: lang === 'it' ? c.desc_it : c.desc_en,
    ...categoryImages(c.slug),
  };
}

export function categoryTree(db: Database, c: CategoryRow, lang: Lang) {
  const cats = categories(db);
  const chain: CategoryRow[] = [];
  let cur: CategoryRow | undefined = c;
  while (cur) {
    chain.unshift(cur);
    cur = cur.parent_id ? cats.byId.get(cur.parent_id) : undefined;
  }
  return chain.map((x) => ({ label: categoryName(x, lang), url: x.slug }));
}
