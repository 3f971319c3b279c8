/**
 * Announcing a price reduction as Italian law wants it (Codice del Consumo art. 17-bis, the
 * "Omnibus" rule): a struck-through price or a "-N %" refers to the lowest price the item had in
 * the 30 days before the reduction, and that lowest price is shown. Without that figure from the
 * back-end no reduction may be announced: the shopper then sees the price alone.
 */
import type { Cents } from './money';
import { effectivePrice } from './price-range';

export interface Reduction {
  /** The lowest price of the previous 30 days: the one struck through. */
  lowestCents: Cents;
  /** Whole percent below that lowest price, never shown as 0 %. */
  percent: number;
}

function known(value: Cents | null | undefined): value is Cents {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The reduction to announce for an item costing `price` now whose lowest price of the last
 * 30 days was `lowest`, or null: no lowest price known, or the price is not below it.
 */
export function announcedReduction(
  price: Cents | null | undefined,
  lowest: Cents | null | undefined,
): Reduction | null {
  if (!known(price) || !known(lowest)) return null;
  if (price >= lowest) return null;
  return { lowestCents: lowest, percent: Math.max(1, Math.round(((lowest - price) * 100) / lowest)) };
}

/** A product or variant as the reduction rule reads it. */
export interface ReducibleItem {
  price?: Cents | null;
  sale_price?: Cents | null;
  lowest_price_30_days?: Cents | null;
}

/** The reduction to announce for a product or variant at its current (sale-or-regular) price. */
export function itemReduction(item: ReducibleItem): Reduction | null {
  return announcedReduction(effectivePrice(item), item.lowest_price_30_days);
}

/**
 * Whether a "Sale" label may be shown: the product, or one of its variants, has a reduction that
 * can be announced. A sale price alone is not enough.
 */
export function hasAnnouncedReduction(item: ReducibleItem & { variants?: ReducibleItem[] }): boolean {
  return itemReduction(item) !== null || (item.variants ?? []).some((v) => itemReduction(v) !== null);
}
