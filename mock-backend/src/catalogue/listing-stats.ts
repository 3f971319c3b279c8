/**
 * The precomputed listing statistics (schema.ts explains them) and the facet values kept
 * denormalised on each product.
 */
import type { Database } from 'better-sqlite3';
import { categories } from './categories';

const FS = '\u001f';
const RS = '\u001e';

/** The product's facet values, denormalised in `product.facets` ("key US value RS key US value"). */
export function encodeFacets(facets: Array<[string, string]>): string {
  return facets.map(([k, v]) => `${k}${FS}${v}`).join(RS);
}

export function decodeFacets(s: string): Array<[string, string]> {
  if (!s) return [];
  return s.split(RS).map((kv) => {
    const i = kv.indexOf(FS);
    return [kv.slice(0, i), kv.slice(i + 1)] as [string, string];
  });
}

/**
 * Recompute the precomputed totals, price ranges and facet counts (see the note at the top) in
 * one pass over the products: per category (leaf, its parent, and 0 = everything) and per
 * "no filter" / "one feature filter".
 */
export function rebuildListingStats(db: Database): void {
  const cats = categories(db);
  // Facet values interned as small integers so the counters can use numeric keys.
  const facetIds = new Map<string, number>();
  const facetList: Array<[string, string]> = [['', '']];
  const fid = (k: string, v: string) => {
    const key = k + FS + v;
    let id = facetIds.get(key);
    if (id === undefined) {
      id = facetList.length;
      facetIds.set(key, id);
      facetList.push([k, v]);
    }
    return id;
  };
  const B = 1 << 14;
  const lstats = new Map<number, { total: number; min: number; max: number }>();
  const fstats = new Map<number, number>();
  const bumpL = (c: number, f: number, price: number) => {
    const k = c * B + f;
    const s = lstats.get(k);
    if (s) {
      s.total++;
      if (price < s.min) s.min = price;
      if (price > s.max) s.max = price;
    } else lstats.set(k, { total: 1, min: price, max: price });
  };
  const bumpF = (c: number, f1: number, f2: number) => {
    const k = (c * B + f1) * B + f2;
    fstats.set(k, (fstats.get(k) ?? 0) + 1);
  };
  const rows = db.prepare('SELECT category_id, eff_price, facets FROM product').raw().iterate() as IterableIterator<
    [number, number, string]
  >;
  for (const [leafId, price, facetStr] of rows) {
    const leaf = cats.byId.get(leafId);
    const catIds = leaf?.parent_id ? [0, leafId, leaf.parent_id] : [0, leafId];
    const fs = decodeFacets(facetStr).map(([k, v]) => ({ k, id: fid(k, v) }));
    for (const c of catIds) {
      bumpL(c, 0, price);
      for (const f of fs) {
        bumpL(c, f.id, price);
        bumpF(c, 0, f.id);
        for (const g of fs) if (g.k !== f.k) bumpF(c, f.id, g.id);
      }
    }
  }
  db.exec('DELETE FROM listing_stats; DELETE FROM facet_stats;');
  const insL = db.prepare(
    'INSERT INTO listing_stats (category_id, fkey, fval, total, min_price, max_price) VALUES (?,?,?,?,?,?)',
  );
  const insF = db.prepare('INSERT INTO facet_stats (category_id, fkey, fval, key, value, count) VALUES (?,?,?,?,?,?)');
  db.transaction(() => {
    for (const [k, s] of lstats) {
      const [fk, fv] = facetList[k % B]!;
      insL.run(Math.floor(k / B), fk, fv, s.total, s.min, s.max);
    }
    for (const [k, n] of fstats) {
      const f2 = k % B;
      const rest = Math.floor(k / B);
      const [fk, fv] = facetList[rest % B]!;
      const [key, value] = facetList[f2]!;
      insF.run(Math.floor(rest / B), fk, fv, key, value, n);
    }
  })();
}

/** Product stock = sum of its variants' stock (call after changing variant stock, e.g. an order). */
export function recomputeProductStock(db: Database, productId: number): void {
  db.prepare(
    'UPDATE product SET stock = (SELECT coalesce(sum(stock), 0) FROM variant WHERE product_id = ?) WHERE id = ?',
  ).run(productId, productId);
}
