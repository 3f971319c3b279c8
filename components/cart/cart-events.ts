/** GA4 cart events (docs/decisions.md "tracking events") for the lines of the cart-list store. */
import { trackEcommerce, type AnalyticsItem } from '@/lib/analytics';
import type { CartLine } from '@/lib/domain/cart';
import { fromCents } from '@/lib/domain/money';

export function analyticsItem(line: CartLine, quantity = line.qty): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.name,
    price: fromCents(line.priceCents),
    quantity,
    ...(line.variant_label ? { item_variant: line.variant_label } : {}),
  };
}

const value = (items: AnalyticsItem[]) => Math.round(items.reduce((sum, i) => sum + (i.price ?? 0) * 100 * (i.quantity ?? 1), 0)) / 100;

/** `remove_from_cart` for lines (or units of a line) taken out of the cart. */
export function trackRemoval(removed: Array<{ line: CartLine; quantity?: number }>): void {
  const items = removed.map(({ line, quantity }) => analyticsItem(line, quantity));
  if (items.length > 0) trackEcommerce('remove_from_cart', items, { value: value(items) });
}

/** A quantity change: more units are `add_to_cart`, fewer are `remove_from_cart` (GA4's convention). */
export function trackQuantityChange(line: CartLine, nextQty: number): void {
  const delta = nextQty - line.qty;
  if (delta === 0) return;
  const items = [analyticsItem(line, Math.abs(delta))];
  trackEcommerce(delta > 0 ? 'add_to_cart' : 'remove_from_cart', items, { value: value(items) });
}

export function trackCartEvent(event: 'view_cart' | 'begin_checkout', lines: readonly CartLine[], extra: { coupon?: string } = {}): void {
  const items = lines.map((l) => analyticsItem(l));
  if (items.length > 0) trackEcommerce(event, items, { value: value(items), ...extra });
}
