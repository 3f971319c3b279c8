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
import { FACET_KEY_BITS, memIndex, sortedPositions, type MemIndex } from './memindex';
import { loadProducts, type ListProduct } from './present';
import { categories, categoryName, type CategoryRow } from './schema';
import { searchTokens } from './tokens';
import { completions } from './vocab';

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

export { searchTokens };

/**
 * FTS5 MATCH expression: every word required, the last one as a prefix (search-as-you-type).
 * A last word of 4+ letters is expanded to the known words it completes (vocab.ts) when there
 * are few; 3-letter prefixes use the index's prefix index; words with digits (skus) stay prefixes.
 */
export function ftsQuery(tokens: string[], lang: Lang = 'en'): string | null {
  if (tokens.length === 0) return null;
  return tokens
    .map((t, i) => {
      if (i < tokens.length - 1 || t.length < 2) return `"${t}"`;
      if (t.length >= 4 && !/\d/.test(t)) {
        const words = completions(lang, t);
        if (words) return words.length === 1 ? `"${words[0]}"` : `(${words.map((w) => `"${w}"`).join(' OR ')})`;
      }
      return `"${t}"*`;
    })
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
  const match = ftsQuery(tokens, lang);
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
    ids: s?.total ? precomputedPage(db, f, sort, offset, limit) : [],
  };
}

/**
 * The page of a precomputed listing: walk the scope (popularity) or the global sort order over
 * the in-memory index and keep products of the category with the feature value, stopping after
 * `offset + limit` matches.
 */
function precomputedPage(db: Database, f: Filters, sort: SortKey, offset: number, limit: number): number[] {
  const idx = memIndex(db);
  const sel = f.sel?.id ?? 0;
  const feat = featureIds(idx, f);
  const keep = (p: number) => passesCategoryAndFeatures(idx, p, sel, feat);
  if (sort === 'popularity' || sort === 'relevance') {
    const scope = sel ? (idx.byCategory.get(sel) ?? new Int32Array(0)) : scopePositions(idx, { ...f, scopeParent: 0, restrict: null });
    return pageOf(idx, scope, keep, offset, limit);
  }
  return pageOf(idx, sortedPositions(idx, sort), keep, offset, limit);
}

// ---------------------------------------------------------------------------------------------
// 2 and 3. Evaluation over the in-memory index (memindex.ts)
// ---------------------------------------------------------------------------------------------

const BIT_CATEGORY = 1;
const BIT_PRICE = 2;
const BIT_STOCK = 4;
const BIT_RESTRICT = 8;
const BIT_FACET = FACET_KEY_BITS as Record<FacetKey, number>;

/** Positions of the products in the category scope (ascending = popularity order). */
function scopePositions(idx: MemIndex, f: Filters): Int32Array {
  if (f.restrict) {
    const list: number[] = [];
    for (const id of f.restrict) {
      const p = id < idx.posOf.length ? idx.posOf[id]! : -1;
      if (p >= 0) list.push(p);
    }
    return Int32Array.from(list).sort();
  }
  if (f.scopeParent) return idx.byCategory.get(f.scopeParent) ?? new Int32Array(0);
  let all = idx.orders.get('all');
  if (!all) idx.orders.set('all', (all = Int32Array.from({ length: idx.n }, (_, i) => i)));
  return all;
}

/** Every product in scope (a category, a restriction, or everything), exact counts. */
function scanListing(db: Database, f: Filters, sort: SortKey, offset: number, limit: number): FacetCounts {
  const idx = memIndex(db);
  return evaluate(idx, scopePositions(idx, f), null, f, sort, offset, limit);
}

/**
 * The first TEXT_CANDIDATES full-text matches in rowid (= popularity) order, within the category
 * scope (an extra `cats` term, so the index intersects the lists); relevance = how many search
 * words the product's name contains (the name's first word counts double), then popularity.
 */
function textListing(db: Database, f: Filters, tokens: string[], match: string, lang: Lang, sort: SortKey, offset: number, limit: number): FacetCounts {
  const idx = memIndex(db);
  const fts = lang === 'it' ? 'fts_it' : 'fts_en';
  const expr = `{name brand sku body} : (${match})${f.scopeParent ? ` AND cats : c${f.scopeParent}` : ''}`;
  const ids = db.prepare(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?`).pluck().all(expr, TEXT_CANDIDATES) as number[];
  const positions: number[] = [];
  for (const id of ids) {
    const p = id < idx.posOf.length ? idx.posOf[id]! : -1;
    if (p >= 0) positions.push(p);
  }
  positions.sort((a, b) => a - b);
  const names = idx.names[lang];
  const last = tokens.length - 1;
  const score = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const name = names[positions[i]!]!;
    let s = name.startsWith(` ${tokens[0]}`) ? 1 : 0;
    for (let k = 0; k <= last; k++) if (name.includes(k === last ? ` ${tokens[k]}` : ` ${tokens[k]} `)) s += 1;
    score[i] = s;
  }
  return evaluate(idx, Int32Array.from(positions), score, f, sort, offset, limit);
}

/** Does the product at position p pass the category and feature filters (precomputed path)? */
function passesCategoryAndFeatures(idx: MemIndex, p: number, sel: number, feat: Array<{ ids: Set<number> }>): boolean {
  if (sel && idx.leaf[p] !== sel && idx.parent[p] !== sel) return false;
  for (const ft of feat) {
    let ok = false;
    for (let j = idx.facetStart[p]!; j < idx.facetStart[p + 1]! && !ok; j++) ok = ft.ids.has(idx.facetIds[j]!);
    if (!ok) return false;
  }
  return true;
}

function featureIds(idx: MemIndex, f: Filters) {
  return [...f.feat.entries()].map(([key, vals]) => ({
    bit: BIT_FACET[key],
    ids: new Set(vals.map((v) => idx.facetId.get(`${key}\u001f${v}`)).filter((x): x is number => x !== undefined)),
  }));
}

/** One page of ids from positions already in the wanted order. */
function pageOf(idx: MemIndex, order: ArrayLike<number>, keep: (p: number) => boolean, offset: number, limit: number): number[] {
  const ids: number[] = [];
  let seen = 0;
  for (let k = 0; k < order.length && ids.length < limit; k++) {
    const p = order[k]!;
    if (!keep(p)) continue;
    if (seen++ >= offset) ids.push(idx.id[p]!);
  }
  return ids;
}

function evaluate(
  idx: MemIndex,
  positions: Int32Array,
  score: Float64Array | null,
  f: Filters,
  sort: SortKey,
  offset: number,
  limit: number,
): FacetCounts {
  const count = positions.length;
  const mask = new Uint8Array(count);
  const restrict = f.restrict ? new Set(f.restrict) : null;
  const feat = featureIds(idx, f);
  const sel = f.sel?.id ?? 0;
  const { leaf, parent, price, stock, facetStart, facetIds, facetKeyBit } = idx;
  for (let i = 0; i < count; i++) {
    const p = positions[i]!;
    let m = 0;
    if (sel && leaf[p] !== sel && parent[p] !== sel) m |= BIT_CATEGORY;
    const pr = price[p]!;
    if ((f.minPrice !== undefined && pr < f.minPrice) || (f.maxPrice !== undefined && pr > f.maxPrice)) m |= BIT_PRICE;
    if (f.inStock && stock[p]! <= 0) m |= BIT_STOCK;
    if (restrict && !restrict.has(idx.id[p]!)) m |= BIT_RESTRICT;
    for (const ft of feat) {
      let ok = false;
      for (let j = facetStart[p]!; j < facetStart[p + 1]! && !ok; j++) ok = ft.ids.has(facetIds[j]!);
      if (!ok) m |= ft.bit;
    }
    mask[i] = m;
  }
  let total = 0;
  let min: number | null = null;
  let max: number | null = null;
  const facetCounts = new Int32Array(idx.facetKey.length);
  const catCounts = new Map<number, number>();
  const bucketOf = (p: number) => {
    const l = leaf[p]!;
    const par = parent[p]!;
    return f.scopeParent === 0 ? par || l : par === f.scopeParent ? l : 0;
  };
  for (let i = 0; i < count; i++) {
    const m = mask[i]!;
    const p = positions[i]!;
    if (m === 0) total++;
    if ((m & ~BIT_PRICE) === 0) {
      const pr = price[p]!;
      if (min === null || pr < min) min = pr;
      if (max === null || pr > max) max = pr;
    }
    // A facet's own filter does not narrow its counts (multi-select facets).
    if ((m & ~(BIT_FACET.color | BIT_FACET.size | BIT_FACET.brand)) === 0) {
      for (let j = facetStart[p]!; j < facetStart[p + 1]!; j++) {
        const fid = facetIds[j]!;
        if ((m & ~facetKeyBit[fid]!) === 0) facetCounts[fid]!++;
      }
    }
    if ((m & ~BIT_CATEGORY) === 0) {
      const b = bucketOf(p);
      if (b) catCounts.set(b, (catCounts.get(b) ?? 0) + 1);
    }
  }
  const facets = { color: new Map(), size: new Map(), brand: new Map() } as Record<FacetKey, Map<string, number>>;
  for (let fid = 0; fid < facetCounts.length; fid++) {
    if (facetCounts[fid]! > 0) facets[idx.facetKey[fid] as FacetKey]?.set(idx.facetValue[fid]!, facetCounts[fid]!);
  }

  // The page.
  let ids: number[];
  if (score && sort === 'relevance') {
    const order: number[] = [];
    for (let i = 0; i < count; i++) if (mask[i] === 0) order.push(i);
    order.sort((a, b) => score[b]! - score[a]! || positions[a]! - positions[b]!);
    ids = order.slice(offset, offset + limit).map((i) => idx.id[positions[i]!]!);
  } else if (sort === 'popularity' || sort === 'relevance') {
    // positions ascend: id order = popularity order
    ids = [];
    let seen = 0;
    for (let i = 0; i < count && ids.length < limit; i++) {
      if (mask[i] !== 0) continue;
      if (seen++ >= offset) ids.push(idx.id[positions[i]!]!);
    }
  } else if (count > 2000) {
    // Large candidate sets: walk the precomputed global order and keep the matches.
    const match = new Uint8Array(idx.n);
    for (let i = 0; i < count; i++) if (mask[i] === 0) match[positions[i]!] = 1;
    ids = pageOf(idx, sortedPositions(idx, sort as OrderKey), (p) => match[p] === 1, offset, limit);
  } else {
    const matches: number[] = [];
    for (let i = 0; i < count; i++) if (mask[i] === 0) matches.push(positions[i]!);
    matches.sort(comparator(idx, sort as OrderKey));
    ids = matches.slice(offset, offset + limit).map((p) => idx.id[p]!);
  }
  return { total, min, max, facets, cats: catCounts, ids };
}

type OrderKey = 'price-asc' | 'price-desc' | 'rating' | 'newest' | 'oldest';

function comparator(idx: MemIndex, sort: OrderKey): (a: number, b: number) => number {
  const { price, rating, reviews, created } = idx;
  switch (sort) {
    case 'price-asc':
      return (a, b) => price[a]! - price[b]! || a - b;
    case 'price-desc':
      return (a, b) => price[b]! - price[a]! || a - b;
    case 'rating':
      return (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]! || a - b;
    case 'newest':
      return (a, b) => created[b]! - created[a]! || a - b;
    case 'oldest':
      return (a, b) => created[a]! - created[b]! || a - b;
  }
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
