/**
 * The figures of the law's small print under one price (docs/backend/catalogue.md, "Prices"): the
 * unit price and the reduction that may be announced. Worked out on the server for the product
 * and each of its variants, so the buy box, which switches between them, carries no rules.
 */
import { effectivePrice } from './price-range';
import { announcedReduction, type ReducibleItem, type Reduction } from './price-reduction';
import { unitPrice, type UnitPrice } from './unit-price';

export interface PriceNotes {
  unit: UnitPrice | null;
  reduction: Reduction | null;
}

interface NotedItem extends ReducibleItem {
  sku: string;
  net_quantity?: number | null;
  net_quantity_unit?: string | null;
}

/** By sku: the product's own notes and each variant's (a variant without a price takes the product's). */
export function priceNotesBySku(product: NotedItem & { variants: NotedItem[] }): Record<string, PriceNotes> {
  const out: Record<string, PriceNotes> = {};
  for (const item of [product, ...product.variants]) {
    const price = effectivePrice(item) ?? effectivePrice(product);
    out[item.sku] = {
      unit: unitPrice(price, item.net_quantity, item.net_quantity_unit),
      reduction: announcedReduction(price, item.lowest_price_30_days),
    };
  }
  return out;
}
