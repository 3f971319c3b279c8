/**
 * The optional price fields of the extended profile (docs/backend/catalogue.md, "Prices"): the
 * real index has neither the net quantity of goods sold by measure nor the lowest price of the
 * previous 30 days, so the default profile sends neither.
 */
import type { ProductRow, VariantRow } from './present';

/** Product types sold by weight, volume or length: their size label is the net quantity. */
const SOLD_BY_MEASURE = new Set([
  'wall-paint',
  'enamel',
  'wood-stain',
  'varnish',
  'potting-soil',
  'fertiliser',
  'multilayer-pipe',
  'tape',
  'glue',
]);

/** `{net_quantity, net_quantity_unit}` from an English size label ("750 ml", "2.5 L", "Roll 10 m"), or nothing. */
function netQuantity(
  typeKey: string,
  size: string | null,
): { net_quantity: number; net_quantity_unit: string } | Record<string, never> {
  if (!size || !SOLD_BY_MEASURE.has(typeKey)) return {};
  const m = /(\d+(?:\.\d+)?)\s*(ml|l|kg|g|cm|m)\b/i.exec(size);
  return m ? { net_quantity: Number(m[1]), net_quantity_unit: m[2]!.toLowerCase() } : {};
}

/** The variant whose price the product carries: the cheapest, first among equals (as the index). */
function priceVariant(variants: readonly VariantRow[]): VariantRow | undefined {
  let best: VariantRow | undefined;
  for (const v of variants) if (!best || (v.sale_price ?? v.price) < (best.sale_price ?? best.price)) best = v;
  return best;
}

/** The optional fields of a product (those of the variant whose price it carries) or a variant. */
export function lawfulPriceFields(typeKey: string, item: Pick<VariantRow, 'sku' | 'price' | 'sale_price' | 'size'>) {
  return { lowest_price_30_days: money(lowestPrice30Days(item)), ...netQuantity(typeKey, item.size) };
}

export function productLawfulPriceFields(row: ProductRow, variants: readonly VariantRow[]) {
  const best = priceVariant(variants);
  return lawfulPriceFields(row.type_key, best ?? { ...row, size: null });
}

const money = (n: number) => Math.round(n * 100) / 100;

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/**
 * The lowest price of the previous 30 days. Most reductions started within the month, so it is
 * the regular price; one sale in five has run longer, so the lowest price is the sale price itself
 * and no reduction may be announced.
 */
function lowestPrice30Days(item: Pick<VariantRow, 'sku' | 'price' | 'sale_price'>): number {
  if (item.sale_price === null) return item.price;
  return hash(item.sku) % 5 === 0 ? item.sale_price : item.price;
}
