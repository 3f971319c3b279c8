/**
 * One pass over candidate positions of the in-memory index: keeps the products that pass every
 * filter and counts the total, the price range and the facets over them (Solr counts facets over
 * the filtered result), then picks the requested page in the requested order.
 */
import { featureLabel, featuresAt, hasFeatures } from './features';
import { sortedPositions, type MemIndex } from './memindex';
import type { CategoryRow } from './categories';

export type SortKey = 'relevance' | 'popularity' | 'price-asc' | 'price-desc' | 'rating' | 'newest' | 'oldest';

export interface Filters {
  sel: CategoryRow | null;
  features: Array<[string, string]>;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  minDiscount?: number;
  maxDiscount?: number;
  restrict: Set<number> | null;
}

export interface Evaluated {
  total: number;
  min: number | null;
  max: number | null;
  cats: Map<number, number>;
  features: Array<{
    key: string;
    label_field: string;
    type: string;
    facet_results: Array<{ value: string; count: number }>;
    uom: string;
  }>;
  ids: number[];
}

export function evaluate(
  idx: MemIndex,
  positions: Int32Array,
  score: Float64Array | null,
  f: Filters,
  sort: SortKey,
  offset: number,
  limit: number,
): Evaluated {
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
    if (
      (f.minDiscount !== undefined && idx.discount[p]! < f.minDiscount) ||
      (f.maxDiscount !== undefined && idx.discount[p]! > f.maxDiscount)
    )
      continue;
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
      facet_results: [...values.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([value, count]) => ({ value, count })),
      uom: '0',
    }));
}

function pageIds(
  idx: MemIndex,
  positions: Int32Array,
  keep: number[],
  score: Float64Array | null,
  sort: SortKey,
  offset: number,
  limit: number,
): number[] {
  if (sort === 'relevance' || sort === 'popularity') {
    // positions ascend: id order = popularity order
    const order =
      score && sort === 'relevance'
        ? [...keep].sort((a, b) => score[b]! - score[a]! || positions[a]! - positions[b]!)
        : keep;
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

function comparator(
  idx: MemIndex,
  sort: Exclude<SortKey, 'relevance' | 'popularity'>,
): (a: number, b: number) => number {
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
