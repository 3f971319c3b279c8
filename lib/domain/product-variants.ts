/**
 * Variant choice on the product page and in the quick view: size buttons and colour swatches
 * that change price, sku, stock and pictures. A product's variants are the
 * combinations of at most two axes, colour and size; not every combination exists. Pure functions
 * over plain data, so the picker, the quick view and the tests share one set of rules.
 */
import type { Cents } from './money';
import { effectivePrice } from './price-range';

export interface VariantPicture {
  url: string;
  width: number;
  height: number;
}

export interface VariantLike {
  sku: string;
  name?: string | null;
  price: Cents | null;
  sale_price: Cents | null;
  stock: number;
  color?: string | null;
  color_hex?: string | null;
  size?: string | null;
  pictures?: VariantPicture[];
}

interface ColorOption {
  value: string;
  /** The swatch colour, when the back-end sends one. */
  hex: string | null;
}

export interface VariantAxes {
  colors: ColorOption[];
  sizes: string[];
}

export type Axis = 'color' | 'size';

/** Availability of one option button given what is chosen on the other axis. */
export type OptionState = 'available' | 'out-of-stock' | 'unavailable';

export type StockStatus = 'in-stock' | 'low-stock' | 'out-of-stock';

/** "Only 3 left" from this many units down (decided: a hardware shop's small counts matter). */
const LOW_STOCK_THRESHOLD = 5;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colours and sizes a product offers, in the order the back-end lists its variants. */
export function variantAxes(variants: readonly VariantLike[]): VariantAxes {
  const colors: ColorOption[] = [];
  const sizes: string[] = [];
  for (const v of variants) {
    const color = v.color?.trim();
    if (color && !colors.some((c) => c.value === color)) {
      colors.push({ value: color, hex: v.color_hex && HEX.test(v.color_hex) ? v.color_hex : null });
    }
    const size = v.size?.trim();
    if (size && !sizes.includes(size)) sizes.push(size);
  }
  return { colors, sizes };
}

export function findVariantBySku<V extends VariantLike>(
  variants: readonly V[],
  sku: string | null | undefined,
): V | null {
  if (!sku) return null;
  return variants.find((v) => v.sku === sku) ?? null;
}

function matches(v: VariantLike, axis: Axis, value: string): boolean {
  return (axis === 'color' ? v.color?.trim() : v.size?.trim()) === value;
}

/**
 * The variant shown when the page opens: the one named in the URL (`?sku=`) when it exists,
 * else the first one in stock, else the first one. Null for a product without variants.
 */
export function initialVariant<V extends VariantLike>(variants: readonly V[], requestedSku?: string | null): V | null {
  return findVariantBySku(variants, requestedSku) ?? variants.find((v) => v.stock > 0) ?? variants[0] ?? null;
}

/**
 * The variant after the shopper picks `value` on `axis`. The choice on the other axis is kept
 * when that combination exists (in stock first); otherwise the first variant with the picked
 * value is taken, preferring one in stock. Returns null when no variant has that value.
 */
export function selectOption<V extends VariantLike>(
  variants: readonly V[],
  current: V | null,
  axis: Axis,
  value: string,
): V | null {
  const withValue = variants.filter((v) => matches(v, axis, value));
  if (withValue.length === 0) return null;
  const other: Axis = axis === 'color' ? 'size' : 'color';
  const keep = current ? (other === 'color' ? current.color?.trim() : current.size?.trim()) : undefined;
  const sameOther = keep ? withValue.filter((v) => matches(v, other, keep)) : [];
  return sameOther.find((v) => v.stock > 0) ?? sameOther[0] ?? withValue.find((v) => v.stock > 0) ?? withValue[0]!;
}

/**
 * Whether the button for `value` on `axis` leads to a buyable variant, given the current choice
 * on the other axis: `unavailable` when that combination does not exist (picking it will change
 * the other axis), `out-of-stock` when it exists but none is in stock.
 */
export function optionState(
  variants: readonly VariantLike[],
  current: VariantLike | null,
  axis: Axis,
  value: string,
): OptionState {
  const other: Axis = axis === 'color' ? 'size' : 'color';
  const keep = current ? (other === 'color' ? current.color?.trim() : current.size?.trim()) : undefined;
  const candidates = variants.filter((v) => matches(v, axis, value) && (!keep || matches(v, other, keep)));
  if (candidates.length === 0) return 'unavailable';
  return candidates.some((v) => v.stock > 0) ? 'available' : 'out-of-stock';
}

/** "Blue · 2.5 L": what distinguishes a variant, for the cart line and the sticky bar. */
export function variantLabel(v: VariantLike | null | undefined): string | null {
  if (!v) return null;
  const parts = [v.color?.trim(), v.size?.trim()].filter((p): p is string => Boolean(p));
  if (parts.length) return parts.join(' · ');
  return v.name?.trim() || null;
}

export function stockStatus(stock: number | null | undefined): StockStatus {
  if (typeof stock !== 'number' || !Number.isFinite(stock) || stock <= 0) return 'out-of-stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low-stock' : 'in-stock';
}

export interface PurchaseFacts {
  sku: string;
  /** What the shopper pays for one unit. */
  price: Cents | null;
  /** The regular price, struck through, when the unit is on sale. */
  regularPrice: Cents | null;
  stock: number;
  status: StockStatus;
}

/**
 * What the buy box shows for the product as it stands: the chosen variant's sku, price and stock,
 * or the product's own when it has no variants (a variant without a price inherits the product's).
 */
export function purchaseFacts(
  product: { sku: string; price: Cents | null; sale_price: Cents | null; stock: number },
  variant: VariantLike | null,
): PurchaseFacts {
  const source = variant
    ? {
        price: variant.price ?? product.price,
        sale_price: variant.price === null ? product.sale_price : variant.sale_price,
      }
    : product;
  const price = effectivePrice(source);
  const regular = source.price ?? null;
  const stock = variant ? variant.stock : product.stock;
  return {
    sku: variant?.sku ?? product.sku,
    price,
    regularPrice: price !== null && regular !== null && price < regular ? regular : null,
    stock,
    status: stockStatus(stock),
  };
}

/** The pictures to show: the variant's own when it has some, else the product's. */
export function picturesFor<P extends VariantPicture>(
  productPictures: readonly P[],
  variant: VariantLike | null,
): readonly (P | VariantPicture)[] {
  return variant?.pictures?.length ? variant.pictures : productPictures;
}
