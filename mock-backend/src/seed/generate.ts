/**
 * Deterministic product generator. Product `i` is drawn from its own PRNG stream (seed, i), so
 * the first products of a 100 000 catalogue are the same whatever the size. Ids are assigned by
 * popularity (id 1 = best seller): "the first K full-text matches in rowid order" are then the
 * K most popular matches, which is what the bounded search in routes/catalogue.ts relies on.
 */
import { COLOR_BY_KEY } from './colors';
import { intBetween, pick, rngFor, sample, slugify, type Rng } from './prng';
import { itLabel, PRODUCT_TYPES, type TypeDef } from './product-types';

export const DEFAULT_SEED = 20260115;
/** Dates are relative to this fixed moment so the catalogue is the same on every machine. */
export const ANCHOR_MS = Date.UTC(2026, 0, 15, 9, 0, 0);

export const SERIES = ['', '', '', 'Pro', 'Plus', 'Compact', 'Max', 'Easy', 'Eco'] as const;
const SERIES_FACTOR: Record<string, number> = {
  '': 1,
  Pro: 1.25,
  Plus: 1.1,
  Compact: 0.92,
  Max: 1.3,
  Easy: 0.88,
  Eco: 0.95,
};

interface GenVariant {
  sku: string;
  color: string | null;
  /** English size label (the canonical value). */
  size: string | null;
  price: number;
  sale_price: number | null;
  stock: number;
}

export interface GenProduct {
  id: number;
  index: number;
  type: TypeDef;
  modelIdx: number;
  series: string;
  brand: string;
  /** Colour of the product's pictures: the first colour variant, or its single tint. */
  tint: string | null;
  name_en: string;
  name_it: string;
  slug: string;
  sku: string;
  gtin: string;
  variants: GenVariant[];
  is_hot: boolean;
  is_new: boolean;
  created_at: string;
  popularity: number;
  views: number;
  /** Seed for texts and review generation. */
  gen: number;
  /** Review quality in [2.6, 4.9]. */
  quality: number;
}

function productName(type: TypeDef, modelIdx: number, series: string, lang: 'en' | 'it'): string {
  const model = type.models[modelIdx]!;
  const m = lang === 'en' ? model.en : itLabel(model);
  const base = type.name[lang];
  let name = base.includes('{m}') ? base.replace('{m}', m) : `${base} ${m}`;
  if (series) name += ` ${series}`;
  return name.replace(/\s+/g, ' ').trim();
}

/** Psychological price points: 3.49, 24.90, 149.00 … */
function psychPrice(x: number): number {
  let p: number;
  if (x < 20) p = Math.max(1.99, Math.round(x * 2) / 2 - 0.01);
  else if (x < 100) p = Math.round(x) - 0.1;
  else p = Math.round(x / 10) * 10 - 1;
  return Math.min(449, Math.round(p * 100) / 100);
}

export function sizeCode(label: string, used: Set<string>): string {
  const m = /(\d+(?:\.\d+)?)\s*([a-zA-Z"]*)/.exec(label.replace('×', 'x'));
  let code = m
    ? `${m[1]}${m[2] === '"' ? 'IN' : (m[2] ?? '').toUpperCase().slice(0, 3)}`
    : label
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase();
  if (/^single$/i.test(label)) code = '1';
  while (used.has(code)) code += 'X';
  used.add(code);
  return code;
}

export function typeCode(key: string): string {
  return key
    .split('-')
    .map((w) => w.slice(0, 3))
    .join('')
    .toUpperCase()
    .slice(0, 6);
}

export function brandCode(brand: string): string {
  return brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

/** EAN-13 with an Italian 80 prefix. */
function gtin(index: number): string {
  const body = `80${String(5012340000 + index).padStart(10, '0')}`.slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

function popularityOf(seed: number, index: number): number {
  const r = rngFor(seed, index, 7)();
  // Heavy tail: a few best sellers, a long tail of rarely bought items.
  return Math.round(Math.pow(r, 4) * 5000) + intBetween(rngFor(seed, index, 8), 0, 40);
}

function variantsFor(
  rng: Rng,
  type: TypeDef,
  sku: string,
  basePrice: number,
): { variants: GenVariant[]; tint: string | null } {
  const colors = type.colors ? sample(rng, type.colors, intBetween(rng, 2, Math.min(4, type.colors.length))) : [];
  let sizes: string[] = [];
  if (type.sizes) {
    const n = Math.min(type.sizes.length, intBetween(rng, 2, 4));
    const start = intBetween(rng, 0, type.sizes.length - n);
    sizes = type.sizes.slice(start, start + n).map((o) => o.en);
  }
  // Colour × size would explode for paints: keep at most 9 combinations.
  if (colors.length && sizes.length) {
    while (colors.length * sizes.length > 9) (colors.length >= sizes.length ? colors : sizes).pop();
  }
  const tint = colors[0] ?? (type.tints ? pick(rng, type.tints) : null);
  const onSale = rng() < 0.22;
  const discount = pick(rng, [0.1, 0.15, 0.2, 0.25, 0.3, 0.4]);
  const partialSale = rng() < 0.3;
  const soldOut = rng() < 0.05;
  const variants: GenVariant[] = [];
  const usedSize = new Set<string>();
  const sizeCodes = new Map(sizes.map((sz) => [sz, sizeCode(sz, usedSize)]));
  const colorList: Array<string | null> = colors.length ? colors : [null];
  const sizeList: Array<string | null> = sizes.length ? sizes : [null];
  for (const color of colorList) {
    for (const size of sizeList) {
      const factor = size ? (type.sizes!.find((o) => o.en === size)?.factor ?? 1) : 1;
      const price = psychPrice(basePrice * factor);
      let sale: number | null = null;
      if (onSale && (!partialSale || rng() < 0.5)) {
        const sp = psychPrice(price * (1 - discount));
        sale = sp < price ? sp : Math.round(price * (1 - discount) * 100) / 100;
      }
      const stock = soldOut || rng() < 0.08 ? 0 : Math.round(1 + Math.pow(rng(), 1.5) * 149);
      const parts = [sku];
      if (color) parts.push(COLOR_BY_KEY.get(color)!.key.toUpperCase().slice(0, 4));
      if (size) parts.push(sizeCodes.get(size)!);
      variants.push({
        sku: variants.length === 0 && !color && !size ? sku : parts.join('-'),
        color,
        size,
        price,
        sale_price: sale,
        stock,
      });
    }
  }
  return { variants, tint };
}

/**
 * Yields `count` products in id order (1 = most popular). Memory stays small: only the
 * popularity array and the set of used slugs are kept.
 */
export function* generateProducts(count: number, seed = DEFAULT_SEED): Generator<GenProduct> {
  const pop = new Float64Array(count);
  for (let i = 0; i < count; i++) pop[i] = popularityOf(seed, i);
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => pop[b]! - pop[a]! || a - b);
  const hotCut = Math.ceil(count * 0.1);
  // slug → how many products use it so far (duplicates get -2, -3 …)
  const usedSlugs = new Map<string, number>();
  for (let rank = 0; rank < count; rank++) {
    const index = order[rank]!;
    const rng = rngFor(seed, index, 1);
    // The first products cover every type once, so even a small catalogue shows them all.
    const type = index < PRODUCT_TYPES.length ? PRODUCT_TYPES[index]! : pick(rng, PRODUCT_TYPES);
    const modelIdx = intBetween(rng, 0, type.models.length - 1);
    const series = pick(rng, SERIES);
    const brandIdx = intBetween(rng, 0, type.brands.length - 1);
    const brand = type.brands[brandIdx]!;
    const brandFactor = [1, 1.12, 0.92, 1.06][brandIdx % 4]!;
    const base = type.models[modelIdx]!.price * brandFactor * (SERIES_FACTOR[series] ?? 1) * (0.95 + rng() * 0.1);
    const n = index + 1;
    const sku = `${brandCode(brand)}-${typeCode(type.key)}-${String(n).padStart(6, '0')}`;
    const { variants, tint } = variantsFor(rng, type, sku, base);
    const name_en = productName(type, modelIdx, series, 'en');
    const name_it = productName(type, modelIdx, series, 'it');
    const baseSlug = slugify(`${name_en} ${brand}`);
    let slug = baseSlug;
    let k = usedSlugs.get(baseSlug) ?? 0;
    // A numbered slug may collide with a product whose name ends in a number: skip those.
    while (k > 0 && usedSlugs.has((slug = `${baseSlug}-${k + 1}`))) k++;
    usedSlugs.set(baseSlug, k + 1);
    if (slug !== baseSlug) usedSlugs.set(slug, 1);
    const ageDays = Math.floor(Math.pow(rng(), 1.6) * 720);
    const created = new Date(ANCHOR_MS - ageDays * 86_400_000 - Math.floor(rng() * 86_400_000));
    yield {
      id: rank + 1,
      index,
      type,
      modelIdx,
      series,
      brand,
      tint,
      name_en,
      name_it,
      slug,
      sku,
      gtin: gtin(index),
      variants,
      is_hot: rank < hotCut && rng() < 0.85,
      is_new: ageDays <= 30,
      created_at: created.toISOString(),
      popularity: pop[index]!,
      views: intBetween(rng, 2, 4),
      gen: Math.floor(rng() * 2 ** 31),
      quality: 2.6 + Math.pow(rng(), 0.6) * 2.3,
    };
  }
}
