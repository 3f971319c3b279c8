/** The catalogue as the commerce area sells it: items by variant or product sku, their stock and titles. */
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { pictureUrl, type ProductRow, type VariantRow } from '../catalogue/present';
import { TYPE_BY_KEY } from '../seed/product-types';
import { colorLabel, sizeLabel } from '../seed/texts';

export interface CatalogueItem {
  item_code: string;
  product_id: number;
  slug: string;
  name: Record<Lang, string>;
  variant: Record<Lang, string>;
  price_cents: number;
  sale_cents: number | null;
  /** What one unit costs now: the sale price when there is one. */
  rate_cents: number;
  stock: number;
  image: string | null;
}

/** A variant with the product columns an item needs. */
type ItemRow = Pick<VariantRow, 'sku' | 'color' | 'size' | 'price' | 'sale_price' | 'stock' | 'product_id'> &
  Pick<ProductRow, 'slug' | 'name_en' | 'name_it' | 'type_key' | 'tint'>;

const VARIANT_SQL = `SELECT v.sku, v.color, v.size, v.price, v.sale_price, v.stock, p.id AS product_id, p.slug, p.name_en, p.name_it, p.type_key, p.tint
  FROM variant v JOIN product p ON p.id = v.product_id`;

function toItem(row: ItemRow): CatalogueItem {
  const variant = (lang: Lang) => {
    const parts: string[] = [];
    if (row.color) parts.push(colorLabel(row.color, lang));
    if (row.size) parts.push(sizeLabel(TYPE_BY_KEY.get(row.type_key), row.size, lang));
    return parts.join(' · ');
  };
  const price = Math.round(row.price * 100);
  const sale = row.sale_price === null ? null : Math.round(row.sale_price * 100);
  return {
    item_code: row.sku,
    product_id: row.product_id,
    slug: row.slug,
    name: { en: row.name_en, it: row.name_it },
    variant: { en: variant('en'), it: variant('it') },
    price_cents: price,
    sale_cents: sale,
    rate_cents: sale !== null && sale < price ? sale : price,
    stock: row.stock,
    // The variant's own colour picture, as the catalogue shows it (catalogue/present.ts).
    image: pictureUrl(row.slug, 1, row.color && row.color !== row.tint ? row.color : null),
  };
}

/**
 * A sellable item by variant sku, or by product sku. On the real profile every product is one item
 * (docs/backend/catalogue.md): priced as its cheapest variant, with the stock of all of them, as
 * the listing shows it. Null when unknown.
 */
export function findItem(db: Database, code: string): CatalogueItem | null {
  const wanted = code.trim();
  if (!wanted) return null;
  const variant = db.prepare(`${VARIANT_SQL} WHERE v.sku = ?`).get(wanted) as ItemRow | undefined;
  if (variant) return toItem(variant);
  const rows = (db.prepare(`${VARIANT_SQL} WHERE p.sku = ? ORDER BY v.ord`).all(wanted) as ItemRow[]).map(toItem);
  if (!rows.length) return null;
  const cheapest = rows.reduce((a, b) => (b.rate_cents < a.rate_cents ? b : a));
  return { ...cheapest, item_code: wanted, variant: { en: '', it: '' }, stock: rows.reduce((n, r) => n + r.stock, 0) };
}

/**
 * Takes `qty` of an item inside the caller's transaction: a variant sku from that variant, a
 * product sku from its variants in order. False (and nothing taken) when there is not enough.
 */
export function takeStock(db: Database, code: string, qty: number): boolean {
  if (db.prepare('UPDATE variant SET stock = stock - ? WHERE sku = ? AND stock >= ?').run(qty, code, qty).changes === 1)
    return true;
  const variants = db
    .prepare(
      'SELECT v.sku, v.stock FROM variant v JOIN product p ON p.id = v.product_id WHERE p.sku = ? AND v.sku <> ? ORDER BY v.ord',
    )
    .all(code, code) as Array<{ sku: string; stock: number }>;
  if (variants.reduce((n, v) => n + v.stock, 0) < qty) return false;
  let left = qty;
  for (const v of variants) {
    const n = Math.min(left, v.stock);
    if (n > 0) db.prepare('UPDATE variant SET stock = stock - ? WHERE sku = ?').run(n, v.sku);
    left -= n;
    if (left === 0) break;
  }
  return true;
}

export function itemTitle(item: Pick<CatalogueItem, 'name' | 'variant'>, lang: Lang): string {
  const variant = item.variant[lang];
  return variant ? `${item.name[lang]} (${variant})` : item.name[lang];
}
