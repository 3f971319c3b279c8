/**
 * Product prices as the listing and the product page show them (a search result's
 * minPrice and maxPrice), in cents as the schemas read them.
 */
import { maxCents, minCents, type Cents } from './money';

export interface PricedItem {
  price: Cents | null | undefined;
  sale_price?: Cents | null;
  variants?: Array<{ price?: Cents | null; sale_price?: Cents | null }>;
}

/** The two price fields of a product or of one of its variants. */
export interface PriceFields {
  price?: Cents | null;
  sale_price?: Cents | null;
}

export interface PriceRange {
  min: Cents | null;
  max: Cents | null;
}

/** A usable price: a finite number, zero or more. Anything else counts as "unknown". */
function knownPrice(value: Cents | null | undefined): Cents | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * The price a shopper pays for one unit: the sale price when it is set, above zero and below
 * the regular price; otherwise the regular price.
 *
 * The back-end sends `sale_price: null` unless on sale, but older data carries `0` or a "sale"
 * price equal to the regular one: those are not sales. When the regular price is unknown but a
 * positive sale price exists, that sale price is the only price there is, so it is used.
 */
export function effectivePrice(item: PriceFields): Cents | null {
  const price = knownPrice(item.price);
  const sale = knownPrice(item.sale_price);
  if (sale !== null && sale > 0) {
    if (price === null || sale < price) return sale;
  }
  return price;
}

/** True when this item itself has a real reduction: sale price above zero and below a known price. */
function ownSale(item: PriceFields): boolean {
  const price = knownPrice(item.price);
  const sale = knownPrice(item.sale_price);
  return price !== null && sale !== null && sale > 0 && sale < price;
}

/**
 * Whether to show the "Sale" badge (one of the badges Hot, Sale and New): the product is on
 * sale, or at least one of its variants is — a shopper choosing that variant pays less.
 */
export function isOnSale(item: PricedItem): boolean {
  if (ownSale(item)) return true;
  return (item.variants ?? []).some(ownSale);
}

/**
 * minPrice/maxPrice: lowest and highest effective (sale-or-regular) price across the
 * variants, or the product's own effective price when it has no variants.
 *
 * Decided, where nothing else says: variants whose price is unknown are skipped; when no variant
 * has a known price, the product's own price is used (a variant without a price inherits it).
 * "If only one of min/max is unknown it takes the other" is applied last, so a caller never gets
 * a half-open range.
 */
export function priceRange(product: PricedItem): PriceRange {
  const variantPrices = (product.variants ?? []).map(effectivePrice).filter((p): p is Cents => p !== null);
  const prices =
    variantPrices.length > 0 ? variantPrices : [effectivePrice(product)].filter((p): p is Cents => p !== null);

  let min: Cents | null = prices.length > 0 ? minCents(...prices) : null;
  let max: Cents | null = prices.length > 0 ? maxCents(...prices) : null;
  min ??= max;
  max ??= min;
  return { min, max };
}

/** True when the range spans more than one price, i.e. the card shows "min – max". */
export function isPriceSpan(range: PriceRange): boolean {
  return range.min !== null && range.max !== null && range.min !== range.max;
}

/**
 * Whole-percent reduction of a sale price against the regular price ("-20%"), or null when the
 * item is not on sale. Rounded to the nearest percent; a reduction is never shown as 0 %.
 */
export function salePercent(item: PriceFields): number | null {
  if (!ownSale(item)) return null;
  const price = item.price as Cents;
  const sale = item.sale_price as Cents;
  return Math.max(1, Math.round(((price - sale) / price) * 100));
}
