/**
 * The catalogue listing (`solr_search.shop` / `.catalogue`): filters, facets, sorting, pages.
 *
 * Three strategies, chosen per request, all giving the same answer shape:
 *
 * 1. Precomputed (no search text, no price/stock/sku/wishlist filter, at most one feature value):
 *    totals, price range and facet counts come from `listing_stats` / `facet_stats`
 *    (catalogue/schema.ts) by primary key; only the page of ids is queried, walking an index in
 *    the sort order and stopping after `per_page` rows. Work does not grow with the catalogue (a
 *    menu click, a swatch click, a sort change).
 * 2. Scan (no search text, other filters): every product of the category scope is evaluated over
 *    the in-memory columnar index (memindex.ts): one pass computes which filters each product
 *    fails, a second pass counts totals, price range and multi-select facets. Exact; linear in the
 *    scope but cheap (typed arrays: ~10 ms for 100 000 products). SQL GROUP BY for the same took
 *    seconds on 100 000 products.
 * 3. Text search: the first TEXT_CANDIDATES full-text matches *in rowid order* — ids are
 *    popularity ranks, so these are the most popular matches — are evaluated like (2); relevance
 *    is how many search words the product's name contains, then popularity. Ranking every match
 *    of a 3-letter prefix by bm25 costs ~85× more on 100 000 products than on 1 000; this costs a
 *    bounded amount. TRADE-OFF: when a search matches more than TEXT_CANDIDATES products,
 *    totalCount, facets and pages describe the most popular TEXT_CANDIDATES matches only (every
 *    page shown has products; a rarely bought match beyond the bound is found by a more specific
 *    search). With the default catalogue (180 products) every search is exact.
 */
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { COLOR_BY_KEY, findColor } from '../seed/colors';
import { itLabel, PRODUCT_TYPES } from '../seed/product-types';
import { colorLabel } from '../seed/texts';
import { memIndex, sortedPositions, type MemIndex } from './memindex';
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

type Excluded = 'category' | 'price' | FacetKey | null;

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
    counts = textListing(db, f, tokens, match, lang, sort, offset, perPage);
  } else if (isPrecomputable(f)) {
    counts = precomputedListing(db, f, sort, offset, perPage);
  } else {
    counts = scanListing(db, f, sort, offset, perPage);
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
function where(f: Filters, exclude: Excluded): Where {
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
// 2 and 3. Evaluation over the in-memory index (memindex.ts)
// ---------------------------------------------------------------------------------------------

const BIT_CATEGORY = 1;
const BIT_PRICE = 2;
const BIT_STOCK = 4;
const BIT_RESTRICT = 8;
const BIT_FACET: Record<FacetKey, number> = { color: 16, size: 32, brand: 64 };

/** Every product in scope (a category, a restriction, or everything), exact counts. */
function scanListing(db: Database, f: Filters, sort: SortKey, offset: number, limit: number): FacetCounts {
  const idx = memIndex(db);
  let positions: ArrayLike<number>;
  if (f.restrict) {
    positions = f.restrict.map((id) => (id < idx.posOf.length ? idx.posOf[id]! : -1)).filter((p) => p >= 0).sort((a, b) => a - b);
  } else if (f.scopeParent) {
    positions = idx.byCategory.get(f.scopeParent) ?? new Int32Array(0);
  } else {
    positions = Int32Array.from({ length: idx.n }, (_, i) => i);
  }
  return evaluate(idx, positions, null, f, sort, offset, limit);
}

/**
 * The first TEXT_CANDIDATES full-text matches in rowid (= popularity) order, within the category
 * scope; relevance = how many search words the product's name contains (the name's first word
 * counts double), then popularity.
 */
function textListing(db: Database, f: Filters, tokens: string[], match: string, lang: Lang, sort: SortKey, offset: number, limit: number): FacetCounts {
  const idx = memIndex(db);
  const fts = lang === 'it' ? 'fts_it' : 'fts_en';
  const ids = (
    f.scopeParent
      ? db
          .prepare(
            `SELECT ${fts}.rowid FROM ${fts}
             CROSS JOIN product_category pc ON pc.category_id = ? AND pc.product_id = ${fts}.rowid
             WHERE ${fts} MATCH ? LIMIT ?`,
          )
          .pluck()
          .all(f.scopeParent, match, TEXT_CANDIDATES)
      : db.prepare(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?`).pluck().all(match, TEXT_CANDIDATES)
  ) as number[];
  const positions: number[] = [];
  for (const id of ids) {
    const p = id < idx.posOf.length ? idx.posOf[id]! : -1;
    if (p >= 0) positions.push(p);
  }
  const names = idx.names[lang];
  const last = tokens.length - 1;
  const score = new Float64Array(positions.length);
  positions.forEach((p, i) => {
    const name = names[p]!;
    let s = 0;
    tokens.forEach((t, k) => {
      if (name.includes(k === last ? ` ${t}` : ` ${t} `)) s += 1;
    });
    if (name.startsWith(` ${tokens[0]}`)) s += 1;
    score[i] = s;
  });
  return evaluate(idx, positions, score, f, sort, offset, limit);
}

function evaluate(
  idx: MemIndex,
  positions: ArrayLike<number>,
  score: Float64Array | null,
  f: Filters,
  sort: SortKey,
  offset: number,
  limit: number,
): FacetCounts {
  const count = positions.length;
  const mask = new Uint8Array(count);
  const restrict = f.restrict ? new Set(f.restrict) : null;
  const feat = [...f.feat.entries()].map(([key, vals]) => ({
    bit: BIT_FACET[key],
    ids: new Set(vals.map((v) => idx.facetId.get(`${key}\u001f${v}`)).filter((x): x is number => x !== undefined)),
  }));
  const sel = f.sel?.id ?? 0;
  for (let i = 0; i < count; i++) {
    const p = positions[i]!;
    let m = 0;
    if (sel && idx.leaf[p] !== sel && idx.parent[p] !== sel) m |= BIT_CATEGORY;
    const price = idx.price[p]!;
    if ((f.minPrice !== undefined && price < f.minPrice) || (f.maxPrice !== undefined && price > f.maxPrice)) m |= BIT_PRICE;
    if (f.inStock && idx.stock[p]! <= 0) m |= BIT_STOCK;
    if (restrict && !restrict.has(idx.id[p]!)) m |= BIT_RESTRICT;
    for (const ft of feat) {
      let ok = false;
      for (let j = idx.facetStart[p]!; j < idx.facetStart[p + 1]! && !ok; j++) ok = ft.ids.has(idx.facetIds[j]!);
      if (!ok) m |= ft.bit;
    }
    mask[i] = m;
  }
  let total = 0;
  let min: number | null = null;
  let max: number | null = null;
  const facetCounts = new Map<number, number>();
  const catCounts = new Map<number, number>();
  const keyBit = (fid: number) => BIT_FACET[idx.facetKey[fid] as FacetKey] ?? 0;
  for (let i = 0; i < count; i++) {
    const m = mask[i]!;
    const p = positions[i]!;
    if (m === 0) total++;
    if ((m & ~BIT_PRICE) === 0) {
      const price = idx.price[p]!;
      if (min === null || price < min) min = price;
      if (max === null || price > max) max = price;
    }
    // A facet's own filter does not narrow its counts (multi-select facets).
    for (let j = idx.facetStart[p]!; j < idx.facetStart[p + 1]!; j++) {
      const fid = idx.facetIds[j]!;
      if ((m & ~keyBit(fid)) === 0) facetCounts.set(fid, (facetCounts.get(fid) ?? 0) + 1);
    }
    if ((m & ~BIT_CATEGORY) === 0) {
      const leaf = idx.leaf[p]!;
      const parent = idx.parent[p]!;
      const bucket = f.scopeParent === 0 ? parent || leaf : parent === f.scopeParent ? leaf : 0;
      if (bucket) catCounts.set(bucket, (catCounts.get(bucket) ?? 0) + 1);
    }
  }
  const facets = { color: new Map(), size: new Map(), brand: new Map() } as Record<FacetKey, Map<string, number>>;
  for (const [fid, n] of facetCounts) facets[idx.facetKey[fid] as FacetKey]?.set(idx.facetValue[fid]!, n);

  // The page: candidates in sort order, skipping `offset` matches.
  const ids: number[] = [];
  const want = offset + limit;
  if (score && sort === 'relevance') {
    const order = Array.from({ length: count }, (_, i) => i).filter((i) => mask[i] === 0);
    order.sort((a, b) => score[b]! - score[a]! || positions[a]! - positions[b]!);
    for (const i of order.slice(offset, want)) ids.push(idx.id[positions[i]!]!);
  } else if (sort === 'popularity' || sort === 'relevance') {
    // positions are ascending = id order = popularity order
    const sorted = Array.from({ length: count }, (_, i) => i)
      .filter((i) => mask[i] === 0)
      .sort((a, b) => positions[a]! - positions[b]!);
    for (const i of sorted.slice(offset, want)) ids.push(idx.id[positions[i]!]!);
  } else if (count > 2000) {
    // Large candidate sets: walk the precomputed global order and keep the matches.
    const match = new Uint8Array(idx.n);
    for (let i = 0; i < count; i++) if (mask[i] === 0) match[positions[i]!] = 1;
    const order = sortedPositions(idx, sort);
    let seen = 0;
    for (let k = 0; k < order.length && ids.length < limit; k++) {
      const p = order[k]!;
      if (!match[p]) continue;
      if (seen++ >= offset) ids.push(idx.id[p]!);
    }
  } else {
    const { price, rating, reviews, created } = idx;
    const cmp: Record<Exclude<SortKey, 'relevance' | 'popularity'>, (a: number, b: number) => number> = {
      'price-asc': (a, b) => price[a]! - price[b]! || a - b,
      'price-desc': (a, b) => price[b]! - price[a]! || a - b,
      rating: (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]! || a - b,
      newest: (a, b) => created[b]! - created[a]! || a - b,
      oldest: (a, b) => created[a]! - created[b]! || a - b,
    };
    const matches: number[] = [];
    for (let i = 0; i < count; i++) if (mask[i] === 0) matches.push(positions[i]!);
    matches.sort(cmp[sort as Exclude<SortKey, 'relevance' | 'popularity'>]);
    for (const p of matches.slice(offset, want)) ids.push(idx.id[p]!);
  }
  return { total, min, max, facets, cats: catCounts, ids };
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
