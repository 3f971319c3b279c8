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
import { categoryPath, categoryTree, menuCategoryDetail, pathSegment, resolveCategoryPath } from './category-path';
import { evaluate, type Filters, type SortKey } from './evaluate';
import { memIndex, type MemIndex } from './memindex';
import { loadProducts, type ListProduct } from './present';
import { categories } from './categories';
import { searchTokens } from './tokens';
import { completions } from './vocab';

/** Upper bound of full-text candidates ranked per search (see the note above). */
const TEXT_CANDIDATES = 400;

export type { SortKey };
export { categoryImages, menuUrl, pathSegment } from './category-path';

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
  /** `min_discount_value` / `max_discount_value`: euros off (VAT included), bounds ignored when ≤ 0. */
  minDiscount?: number;
  maxDiscount?: number;
  /** Only these product ids (skus / wishlist); null = no restriction. */
  restrictIds: number[] | null;
  /** A B2C Menu label: answers `menu_category_detail`. */
  categoryDetail: string | null;
  profile: MockProfile;
  /**
   * Answer `min_price_all` / `max_price_all`: mymb's Solr.search() never asks Solr for stats, so
   * they are null unless the production core sets stats defaults (site condition solr-stats) or
   * the profile is `extended`.
   */
  priceStats: boolean;
}

/**
 * FTS5 MATCH expression: every word required, the last one as a prefix (search-as-you-type).
 * A last word of 4+ letters is expanded to the known words it completes (vocab.ts) when there
 * are few; 3-letter prefixes use the index's prefix index; words with digits (skus) stay prefixes.
 */
function ftsQuery(tokens: string[]): string | null {
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
    minDiscount: q.minDiscount,
    maxDiscount: q.maxDiscount,
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
    min_price_all: !q.priceStats || r.min === null ? null : Math.trunc(r.min),
    max_price_all: !q.priceStats || r.max === null ? null : Math.trunc(r.max),
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
  const ids = db
    .prepare('SELECT rowid FROM fts_it WHERE fts_it MATCH ? LIMIT ?')
    .pluck()
    .all(expr, TEXT_CANDIDATES) as number[];
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
