/**
 * The catalogue listing (`solr_search.shop` / `.catalogue`) as the real Solr-backed method answers
 * it: filters, the `category` and `features` facets, sorting, pages.
 *
 * Every request is evaluated over the in-memory columnar index (memindex.ts): one pass keeps the
 * products that pass every filter, a second counts the total, the price range and the facets over
 * them (Solr counts facets over the filtered result). Without search text the pass covers the
 * category scope (~10 ms for 100 000 products); with search text it covers the first
 * TEXT_CANDIDATES full-text matches in rowid (= popularity) order, relevance being how many search
 * words the product's name contains. TRADE-OFF: when a search matches more than TEXT_CANDIDATES
 * products, totalCount, facets and pages describe the most popular TEXT_CANDIDATES matches only.
 * With the default catalogue (180 products) every search is exact.
 */
import type { Database } from 'better-sqlite3';
import type { MockProfile } from '../context';
import { CONTENT_LANG } from './content-lang';
import { featureLabel, featuresAt, hasFeatures } from './features';
import { memIndex, sortedPositions, type MemIndex } from './memindex';
import { loadProducts, type ListProduct } from './present';
import { categories, type CategoryRow } from './schema';
import { searchTokens } from './tokens';
import { completions } from './vocab';

/** Upper bound of full-text candidates ranked per search (see the note above). */
export const TEXT_CANDIDATES = 400;

export type SortKey = 'relevance' | 'popularity' | 'price-asc' | 'price-desc' | 'rating' | 'newest' | 'oldest';

export interface ListingQuery {
  page: number;
  perPage: number;
  /** Null, empty or `*` = everything. */
  search: string | null;
  /** Comma path of group labels from the root, spaces written as `-`. */
  category: string | null;
  /** Exact feature filters: `field_<n>_feature_s` → value. */
  features: Array<[string, string]>;
  minPrice?: number;
  maxPrice?: number;
  sort: SortKey | null;
  inStock: boolean;
  /** Only these product ids (skus / wishlist); null = no restriction. */
  restrictIds: number[] | null;
  /** A B2C Menu label: answers `menu_category_detail`. */
  categoryDetail: string | null;
  profile: MockProfile;
}

export { searchTokens };

/**
 * FTS5 MATCH expression: every word required, the last one as a prefix (search-as-you-type).
 * A last word of 4+ letters is expanded to the known words it completes (vocab.ts) when there
 * are few; 3-letter prefixes use the index's prefix index; words with digits (skus) stay prefixes.
 */
export function ftsQuery(tokens: string[]): string | null {
  if (tokens.length === 0) return null;
  return tokens
    .map((t, i) => {
      if (i < tokens.length - 1 || t.length < 2) return `"${t}"`;
      if (t.length >= 4 && !/\d/.test(t)) {
        const words = completions(CONTENT_LANG, t);
        if (words) return words.length === 1 ? `"${words[0]}"` : `(${words.map((w) => `"${w}"`).join(' OR ')})`;
      }
      return `"${t}"*`;
    })
    .join(' ');
}

/** A label as a `category` path segment: spaces written as `-`. */
export function pathSegment(label: string): string {
  return label.replace(/ /g, '-');
}

/** The `category` path of a category: its labels from the root, joined with commas. */
export function categoryPath(db: Database, c: CategoryRow): string {
  return chainOf(db, c).map((x) => pathSegment(x.name_it)).join(',');
}

function chainOf(db: Database, c: CategoryRow): CategoryRow[] {
  const cats = categories(db);
  const chain: CategoryRow[] = [];
  let cur: CategoryRow | undefined = c;
  while (cur) {
    chain.unshift(cur);
    cur = cur.parent_id ? cats.byId.get(cur.parent_id) : undefined;
  }
  return chain;
}

/**
 * Segment i of the path is matched against `group_i`, `-` turned back into a space: a segment
 * that names no category at that level (or a sub-category without its parents) matches nothing.
 */
export function resolveCategoryPath(db: Database, path: string): CategoryRow | null | 'none' {
  const segments = path.split(',').map((s) => s.trim().replace(/-/g, ' '));
  if (segments.length === 0 || segments.every((s) => s === '')) return null;
  const cats = categories(db);
  let parent = 0;
  let found: CategoryRow | undefined;
  for (const seg of segments) {
    found = (cats.children.get(parent) ?? []).find((c) => c.name_it === seg);
    if (!found) return 'none';
    parent = found.id;
  }
  return found ?? 'none';
}

interface Filters {
  sel: CategoryRow | null;
  features: Array<[string, string]>;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  restrict: Set<number> | null;
}

export function runListing(db: Database, q: ListingQuery) {
  const idx = memIndex(db);
  const resolved = q.category ? resolveCategoryPath(db, q.category) : null;
  const tokens = q.search && q.search.trim() !== '*' ? searchTokens(q.search) : [];
  const match = ftsQuery(tokens);
  const f: Filters = {
    sel: resolved === 'none' ? null : resolved,
    features: q.features,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    inStock: q.inStock,
    restrict: q.restrictIds ? new Set(q.restrictIds) : null,
  };
  const sort: SortKey = q.sort ?? 'relevance';

  let positions: Int32Array;
  let score: Float64Array | null = null;
  if (resolved === 'none' || (f.restrict && f.restrict.size === 0)) positions = new Int32Array(0);
  else if (match) ({ positions, score } = textCandidates(db, idx, f, tokens, match));
  else positions = scopePositions(idx, f);

  const offset = (q.page - 1) * q.perPage;
  const r = evaluate(idx, positions, score, f, sort, offset, q.perPage);
  const products: ListProduct[] = loadProducts(db, r.ids, q.profile);
  const pages = Math.ceil(r.total / q.perPage);
  const cats = categories(db);
  const scopePath = f.sel ? categoryPath(db, f.sel) : '';
  return {
    totalCount: r.total,
    current_page: q.page,
    pages,
    per_page: q.perPage,
    is_last: q.page >= pages,
    products,
    min_price_all: r.min === null ? null : Math.trunc(r.min),
    max_price_all: r.max === null ? null : Math.trunc(r.max),
    category: [...r.cats.entries()]
      .map(([id, count]) => ({ cat: cats.byId.get(id)!, count }))
      .sort((a, b) => b.count - a.count || a.cat.ord - b.cat.ord)
      .map(({ cat, count }) => ({
        label: cat.name_it,
        count,
        url: scopePath ? `${scopePath},${pathSegment(cat.name_it)}` : pathSegment(cat.name_it),
      })),
    features: r.features,
    menu_category_detail: q.categoryDetail ? menuCategoryDetail(db, q.categoryDetail) : null,
    category_tree: q.category ? categoryTree(db, products[0]) : [],
    solr_result: [],
    query: match ? `text:${tokens.join(' ')}` : 'text:* ',
  };
}

export type ListingResult = ReturnType<typeof runListing>;

/** Positions of the products in the category scope or the restriction (ascending = popularity order). */
function scopePositions(idx: MemIndex, f: Filters): Int32Array {
  if (f.restrict) {
    const list: number[] = [];
    for (const id of f.restrict) {
      const p = id < idx.posOf.length ? idx.posOf[id]! : -1;
      if (p >= 0) list.push(p);
    }
    return Int32Array.from(list).sort();
  }
  if (f.sel) return idx.byCategory.get(f.sel.id) ?? new Int32Array(0);
  let all = idx.orders.get('all');
  if (!all) idx.orders.set('all', (all = Int32Array.from({ length: idx.n }, (_, i) => i)));
  return all;
}

/**
 * The first TEXT_CANDIDATES full-text matches in rowid (= popularity) order, within the category
 * scope (an extra `cats` term, so the index intersects the lists); relevance = how many search
 * words the product's name contains (the name's first word counts double), then popularity.
 */
function textCandidates(db: Database, idx: MemIndex, f: Filters, tokens: string[], match: string) {
  const expr = `{name brand sku body} : (${match})${f.sel ? ` AND cats : c${f.sel.id}` : ''}`;
  const ids = db.prepare('SELECT rowid FROM fts_it WHERE fts_it MATCH ? LIMIT ?').pluck().all(expr, TEXT_CANDIDATES) as number[];
  const list: number[] = [];
  for (const id of ids) {
    const p = id < idx.posOf.length ? idx.posOf[id]! : -1;
    if (p >= 0) list.push(p);
  }
  list.sort((a, b) => a - b);
  const names = idx.names.it;
  const last = tokens.length - 1;
  const score = new Float64Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const name = names[list[i]!]!;
    let s = name.startsWith(` ${tokens[0]}`) ? 1 : 0;
    for (let k = 0; k <= last; k++) if (name.includes(k === last ? ` ${tokens[k]}` : ` ${tokens[k]} `)) s += 1;
    score[i] = s;
  }
  return { positions: Int32Array.from(list), score };
}

interface Evaluated {
  total: number;
  min: number | null;
  max: number | null;
  cats: Map<number, number>;
  features: Array<{ key: string; label_field: string; type: string; facet_results: Array<{ value: string; count: number }>; uom: string }>;
  ids: number[];
}

function evaluate(idx: MemIndex, positions: Int32Array, score: Float64Array | null, f: Filters, sort: SortKey, offset: number, limit: number): Evaluated {
  const { leaf, parent, price, stock } = idx;
  const sel = f.sel?.id ?? 0;
  const keep: number[] = [];
  let min: number | null = null;
  let max: number | null = null;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    if (sel && leaf[p] !== sel && parent[p] !== sel) continue;
    const pr = price[p]!;
    if ((f.minPrice !== undefined && pr < f.minPrice) || (f.maxPrice !== undefined && pr > f.maxPrice)) continue;
    if (f.inStock && stock[p]! < 1) continue;
    if (f.restrict && !f.restrict.has(idx.id[p]!)) continue;
    if (!hasFeatures(idx, p, f.features)) continue;
    keep.push(i);
    if (min === null || pr < min) min = pr;
    if (max === null || pr > max) max = pr;
  }

  // The category facet: the root groups without a category, the next level under a selected one; a leaf has none.
  const cats = new Map<number, number>();
  const selIsRoot = f.sel !== null && f.sel.parent_id === null;
  if (!f.sel || selIsRoot) {
    for (const i of keep) {
      const p = positions[i]!;
      const bucket = !f.sel ? parent[p]! || leaf[p]! : parent[p] === sel ? leaf[p]! : 0;
      if (bucket) cats.set(bucket, (cats.get(bucket) ?? 0) + 1);
    }
  }

  const ids = pageIds(idx, positions, keep, score, sort, offset, limit);
  return { total: keep.length, min, max, cats, features: featureFacets(idx, positions, keep), ids };
}

/** Feature facets only when every product of the result is of the same family, as the real index does. */
function featureFacets(idx: MemIndex, positions: Int32Array, keep: number[]): Evaluated['features'] {
  if (keep.length === 0) return [];
  const family = idx.family[positions[keep[0]!]!]!;
  for (const i of keep) if (idx.family[positions[i]!] !== family) return [];
  const counts = new Map<string, Map<string, number>>();
  for (const i of keep) {
    for (const [k, v] of featuresAt(idx, positions[i]!)) {
      let m = counts.get(k);
      if (!m) counts.set(k, (m = new Map()));
      m.set(v, (m.get(v) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort(([a], [b]) => Number(a.split('_')[1]) - Number(b.split('_')[1]))
    .map(([key, values]) => ({
      key,
      label_field: featureLabel(key) ?? key,
      type: 'string',
      facet_results: [...values.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count })),
      uom: '0',
    }));
}

function pageIds(idx: MemIndex, positions: Int32Array, keep: number[], score: Float64Array | null, sort: SortKey, offset: number, limit: number): number[] {
  if (sort === 'relevance' || sort === 'popularity') {
    // positions ascend: id order = popularity order
    const order = score && sort === 'relevance' ? [...keep].sort((a, b) => score[b]! - score[a]! || positions[a]! - positions[b]!) : keep;
    return order.slice(offset, offset + limit).map((i) => idx.id[positions[i]!]!);
  }
  if (keep.length > 2000) {
    // Large results: walk the precomputed global order and keep the matches.
    const match = new Uint8Array(idx.n);
    for (const i of keep) match[positions[i]!] = 1;
    const order = sortedPositions(idx, sort);
    const ids: number[] = [];
    let seen = 0;
    for (let k = 0; k < order.length && ids.length < limit; k++) {
      const p = order[k]!;
      if (match[p] && seen++ >= offset) ids.push(idx.id[p]!);
    }
    return ids;
  }
  const matches = keep.map((i) => positions[i]!);
  matches.sort(comparator(idx, sort));
  return matches.slice(offset, offset + limit).map((p) => idx.id[p]!);
}

function comparator(idx: MemIndex, sort: Exclude<SortKey, 'relevance' | 'popularity'>): (a: number, b: number) => number {
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

export function categoryImages(slug: string) {
  return {
    category_menu_image: `/files/categories/${slug}.svg`,
    category_banner_image: `/files/categories/${slug}-banner.svg`,
    category_banner_image_mobile: `/files/categories/${slug}-banner-mobile.svg`,
  };
}

/** The menu row's url: the stored `shop?category=…` plus `&category_detail=<name>`. */
export function menuUrl(db: Database, c: CategoryRow): string {
  return `shop?category=${categoryPath(db, c)}&category_detail=${c.name_it}`;
}

/** `menu_category_detail`: the B2C Menu row labelled `label`, or null. */
export function menuCategoryDetail(db: Database, label: string) {
  const c = categories(db).list.find((x) => x.name_it === label);
  if (!c) return null;
  return {
    name: c.name_it,
    label: c.name_it,
    url: menuUrl(db, c),
    title: c.name_it,
    description: c.desc_it,
    ...categoryImages(c.slug),
  };
}

/** `category_tree`: the first product's group labels, `url` = the first i segments. */
function categoryTree(db: Database, first: ListProduct | undefined) {
  if (!first) return [];
  const groups = [first.group_1, first.group_2].filter((g): g is string => typeof g === 'string');
  return groups.map((label, i) => ({ label, url: groups.slice(0, i + 1).map(pathSegment).join(',') }));
}
