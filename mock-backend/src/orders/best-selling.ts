/**
 * omnicommerce.controllers.item_best_selling.get_top_items (days_back=30, top_limit=30) · Guest ·
 * omnicommerce/controllers/item_best_selling.py: the item codes of submitted Sales Orders
 * (docstatus 1) created in the last `days_back` days, by the number of order lines naming them,
 * `[{item_code, times_ordered}]`, most first; `[]` on a site with no such sales. (mymb's own
 * `mymb_b2c.item_best_selling` was deleted; its solr_search imports this one.) The real method
 * keeps a non-empty answer in the cache for the day; the mock counts afresh.
 */
import type { AppContext } from '../context';
import type { OrderRow } from '../commerce/orders';
import type { PricedLine } from '../commerce/priced-lines';
import { args, pythonError, str } from '../frappe';
import { erpOf } from './submission';

/** Python's `int(value)`: a whole number written in decimal, else ValueError. */
function pyInt(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\s*[-+]?\d+\s*$/.test(value))
    throw pythonError('ValueError', `invalid literal for int() with base 10: '${value}'`);
  return Number.parseInt(value, 10);
}

export async function topItems(c: AppContext) {
  const a = await args(c);
  const daysBack = pyInt(str(a, 'days_back'), 30);
  const limit = pyInt(str(a, 'top_limit'), 30);
  const db = c.get('db');
  const end = c.get('options').now();
  const start = new Date(end - daysBack * 86_400_000).toISOString();
  const orders = db
    .prepare('SELECT * FROM sales_order WHERE creation BETWEEN ? AND ?')
    .all(start, new Date(end).toISOString()) as OrderRow[];
  const counts = new Map<string, number>();
  for (const o of orders) {
    if (erpOf(db, o).docstatus !== 1) continue;
    for (const line of JSON.parse(o.items) as PricedLine[])
      counts.set(line.item_code, (counts.get(line.item_code) ?? 0) + 1);
  }
  return [...counts]
    .sort(([x, n], [y, m]) => m - n || (x < y ? -1 : x > y ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map(([item_code, times_ordered]) => ({ item_code, times_ordered }));
}
