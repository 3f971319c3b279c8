/** Catalogue rows → the wire shapes of backend-contract.md ("product (in lists)", product detail). */
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { COLOR_BY_KEY } from '../seed/colors';
import { TYPE_BY_KEY } from '../seed/product-types';
import {
  attributes,
  colorLabel,
  description,
  localName,
  longDescription,
  shortDescription,
  sizeLabel,
  specifications,
  type TextInput,
} from '../seed/texts';
import { categories, categoryName, type CategoryRow } from './schema';

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

export interface Picture {
  url: string;
  width: number;
  height: number;
}

/** The four picture lists of the contract: large 1000, small 150, gallery 350, main 800 px. */
export const PICTURE_SIZES = { large_pictures: 1000, small_pictures: 150, gallery_pictures: 350, main_pictures: 800 } as const;

/** `/files/products/<slug>-<n>.svg`, or `…-<n>-<colour>.svg` for another colour than the product's own. */
export function pictureUrl(slug: string, view: number, color?: string | null): string {
  return color ? `/files/products/${slug}-${view}-${color}.svg` : `/files/products/${slug}-${view}.svg`;
}

function pictureList(slug: string, views: number, size: number, color?: string | null): Picture[] {
  const out: Picture[] = [];
  for (let n = 1; n <= views; n++) out.push({ url: pictureUrl(slug, n, color), width: size, height: size });
  return out;
}

export function pictures(slug: string, views: number, color?: string | null) {
  return {
    large_pictures: pictureList(slug, views, PICTURE_SIZES.large_pictures, color),
    small_pictures: pictureList(slug, views, PICTURE_SIZES.small_pictures, color),
    gallery_pictures: pictureList(slug, views, PICTURE_SIZES.gallery_pictures, color),
    main_pictures: pictureList(slug, views, PICTURE_SIZES.main_pictures, color),
  };
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

export function productCategories(db: Database, categoryId: number, lang: Lang) {
  const cats = categories(db);
  const out: Array<{ nome: string; slug: string; parent: string | null }> = [];
  let c: CategoryRow | undefined = cats.byId.get(categoryId);
  const chain: CategoryRow[] = [];
  while (c) {
    chain.unshift(c);
    c = c.parent_id ? cats.byId.get(c.parent_id) : undefined;
  }
  for (const cat of chain) {
    const parent = cat.parent_id ? cats.byId.get(cat.parent_id)?.slug ?? null : null;
    out.push({ nome: categoryName(cat, lang), slug: cat.slug, parent });
  }
  return out;
}

const money = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

export function presentVariant(row: ProductRow, v: VariantRow, lang: Lang) {
  const type = TYPE_BY_KEY.get(row.type_key);
  const opts: string[] = [];
  const out: Record<string, unknown> = {
    sku: v.sku,
    name: '',
    price: money(v.price),
    sale_price: money(v.sale_price),
    stock: v.stock,
    in_stock: v.stock > 0,
  };
  if (v.color) {
    out.color = colorLabel(v.color, lang);
    out.color_code = v.color;
    out.color_hex = COLOR_BY_KEY.get(v.color)?.hex ?? null;
    opts.push(String(out.color));
  }
  if (v.size) {
    out.size = sizeLabel(type, v.size, lang);
    opts.push(String(out.size));
  }
  out.name = opts.length ? `${localName(row, lang)} – ${opts.join(', ')}` : localName(row, lang);
  const own = v.color && v.color !== row.tint ? v.color : null;
  out.pictures = pictureList(row.slug, row.views, PICTURE_SIZES.main_pictures, own);
  return out;
}

/** "product (in lists)". */
export function presentProduct(db: Database, row: ProductRow, variants: VariantRow[], lang: Lang) {
  const text = textInput(row, variants);
  return {
    id: row.id,
    sku: row.sku,
    name: localName(row, lang),
    slug: row.slug,
    description: description(text, lang),
    short_description: shortDescription(text, lang),
    price: money(row.price),
    sale_price: money(row.sale_price),
    is_sale: variants.some((v) => v.sale_price !== null),
    stock: row.stock,
    brand: row.brand,
    gtin: row.gtin,
    ...pictures(row.slug, row.views),
    ratings: Math.round(row.rating * 10) / 10,
    reviews: row.reviews,
    is_hot: row.is_hot === 1,
    is_new: row.is_new === 1,
    variants: variants.map((v) => presentVariant(row, v, lang)),
    product_categories: productCategories(db, row.category_id, lang),
  };
}

export type ListProduct = ReturnType<typeof presentProduct>;

/** Full products for ids, in the given order (variants loaded in one query). */
export function loadProducts(db: Database, ids: number[], lang: Lang): ListProduct[] {
  if (ids.length === 0) return [];
  const json = JSON.stringify(ids);
  const rows = db.prepare('SELECT * FROM product WHERE id IN (SELECT value FROM json_each(?))').all(json) as ProductRow[];
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
    if (row) out.push(presentProduct(db, row, byProduct.get(id) ?? [], lang));
  }
  return out;
}

export function productDetailExtras(row: ProductRow, variants: VariantRow[], lang: Lang) {
  const text = textInput(row, variants);
  return {
    features: attributes(text, lang),
    specifications: specifications(text, lang),
    long_description: longDescription(text, lang),
  };
}
