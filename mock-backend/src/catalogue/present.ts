/** Catalogue rows → the wire shapes of docs/backend/catalogue.md ("Listing", "Product"). */
import type { Database } from 'better-sqlite3';
import type { MockProfile } from '../context';
import { CONTENT_LANG } from './content-lang';
import { slugify } from '../seed/prng';
import { COLOR_BY_KEY } from '../seed/colors';
import { TYPE_BY_KEY } from '../seed/product-types';
import { colorLabel, description, shortDescription, sizeLabel, type TextInput } from '../seed/texts';
import { categories, type CategoryRow } from './categories';
import { PICTURE_SIZES, pictureList, pictures } from './pictures';
// The commerce store (cart lines' pictures) reads the picture path here.
export { pictureUrl } from './pictures';
import { lawfulPriceFields, productLawfulPriceFields } from './price-law';

export interface ProductRow {
  id: number;
  slug: string;
  sku: string;
  type_key: string;
  model_idx: number;
  series: string;
  brand: string;
  gtin: string;
  category_id: number;
  name_en: string;
  name_it: string;
  price: number;
  sale_price: number | null;
  eff_price: number;
  stock: number;
  is_hot: number;
  is_new: number;
  created_at: string;
  popularity: number;
  rating: number;
  reviews: number;
  tint: string | null;
  views: number;
  gen: number;
  quality: number;
  facets: string;
}

export interface VariantRow {
  id: number;
  product_id: number;
  ord: number;
  sku: string;
  color: string | null;
  size: string | null;
  price: number;
  sale_price: number | null;
  stock: number;
}

export function textInput(row: ProductRow, variants: VariantRow[]): TextInput {
  return {
    type_key: row.type_key,
    model_idx: row.model_idx,
    series: row.series,
    brand: row.brand,
    gen: row.gen,
    name_en: row.name_en,
    name_it: row.name_it,
    sku: row.sku,
    gtin: row.gtin,
    colors: [...new Set(variants.map((v) => v.color).filter((c): c is string => !!c))],
    sizes: [...new Set(variants.map((v) => v.size).filter((s): s is string => !!s))],
  };
}

/**
 * The product's public slug as the real indexer writes it: `det/<slugified Italian name>-<sku>`.
 * The `product.slug` column stays the key of the product's pictures (routes/files.ts).
 */
export function webSlug(row: Pick<ProductRow, 'name_it' | 'sku'>): string {
  return `det/${slugify(row.name_it)}-${row.sku.toLowerCase()}`;
}

/** The sku a web slug ends with (skus are `BRA-TYPCOD-000123`: three parts), or null. */
export function skuOfWebSlug(slug: string): string | null {
  const m = /^det\/(?:[a-z0-9-]+-)?([a-z]{1,3}-[a-z]{1,6}-\d{6})$/.exec(slug);
  return m ? m[1]!.toUpperCase() : null;
}

/** The product family (one per product type): the features facet needs one family in the result. */
function familyCode(typeKey: string): string {
  return typeKey.toUpperCase().replace(/-/g, '_');
}

/** Category labels of the product from the root: `group_1`, `group_2`. */
export function groupLabels(db: Database, categoryId: number): string[] {
  const cats = categories(db);
  const chain: CategoryRow[] = [];
  let c: CategoryRow | undefined = cats.byId.get(categoryId);
  while (c) {
    chain.unshift(c);
    c = c.parent_id ? cats.byId.get(c.parent_id) : undefined;
  }
  return chain.map((x) => x.name_it);
}

const money = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/** A variant: only in the extended profile (the real index has one item per product). */
function presentVariant(row: ProductRow, v: VariantRow) {
  const type = TYPE_BY_KEY.get(row.type_key);
  const opts: string[] = [];
  const out: Record<string, unknown> = {
    sku: v.sku,
    name: '',
    price: money(v.price),
    sale_price: money(v.sale_price),
    stock: v.stock,
    in_stock: v.stock > 0,
    ...lawfulPriceFields(row.type_key, v),
  };
  if (v.color) {
    out.color = colorLabel(v.color, CONTENT_LANG);
    out.color_code = v.color;
    out.color_hex = COLOR_BY_KEY.get(v.color)?.hex ?? null;
    opts.push(String(out.color));
  }
  if (v.size) {
    out.size = sizeLabel(type, v.size, CONTENT_LANG);
    opts.push(String(out.size));
  }
  out.name = opts.length ? `${row.name_it} – ${opts.join(', ')}` : row.name_it;
  const own = v.color && v.color !== row.tint ? v.color : null;
  out.pictures = pictureList(row.slug, row.views, PICTURE_SIZES.main_pictures, own);
  return out;
}

/**
 * "Product (in every list)" of docs/backend/catalogue.md. The real index holds one item per product: its
 * price is the cheapest variant's, its stock the sum; `variants` is `[]` unless the mock runs the
 * extended profile, where the sizes and colours are an optional field.
 */
export function presentProduct(db: Database, row: ProductRow, variants: VariantRow[], profile: MockProfile) {
  const text = textInput(row, variants);
  const groups = groupLabels(db, row.category_id);
  const onSale = row.sale_price !== null;
  return {
    id: String(row.id),
    sku: row.sku,
    name: row.name_it,
    slug: webSlug(row),
    description: description(text, CONTENT_LANG),
    short_description: shortDescription(text, CONTENT_LANG),
    price: money(row.price),
    sale_price: onSale ? money(row.sale_price) : null,
    is_sale: onSale,
    gross_price: money(row.price),
    net_price: money(row.price),
    promo_price: onSale ? money(row.sale_price) : 0,
    stock: row.stock,
    brand: row.brand,
    gtin: row.gtin,
    family_code: familyCode(row.type_key),
    group_1: groups[0],
    ...(groups[1] ? { group_2: groups[1] } : {}),
    ...pictures(row.slug, row.views),
    ratings: 0,
    reviews: '0',
    sale_count: 0,
    is_hot: true,
    is_new: true,
    variants: profile === 'extended' ? variants.map((v) => presentVariant(row, v)) : [],
    // The lowest price of the last 30 days and the net quantity: optional fields, extended only.
    ...(profile === 'extended' ? productLawfulPriceFields(row, variants) : {}),
    is_out_of_stock: null,
    release_date: null,
    developer: null,
    publisher: null,
    game_mode: null,
    rated: null,
    until: null,
  };
}

export type ListProduct = ReturnType<typeof presentProduct>;

/** Full products for ids, in the given order (variants loaded in one query). */
export function loadProducts(db: Database, ids: number[], profile: MockProfile): ListProduct[] {
  if (ids.length === 0) return [];
  const json = JSON.stringify(ids);
  const rows = db
    .prepare('SELECT * FROM product WHERE id IN (SELECT value FROM json_each(?))')
    .all(json) as ProductRow[];
  const variants = db
    .prepare('SELECT * FROM variant WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, ord')
    .all(json) as VariantRow[];
  const byProduct = new Map<number, VariantRow[]>();
  for (const v of variants) {
    const arr = byProduct.get(v.product_id) ?? [];
    arr.push(v);
    byProduct.set(v.product_id, arr);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: ListProduct[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) out.push(presentProduct(db, row, byProduct.get(id) ?? [], profile));
  }
  return out;
}
