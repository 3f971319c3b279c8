/** GA4 cart events (docs/decisions.md "tracking events") for the lines of the cart-list store. */
import { trackEcommerce, type AnalyticsItem } from '@/lib/ecommerce-events';
import type { CartLine } from '@/lib/domain/cart';
import { sumCents, timesQuantity } from '@/lib/domain/money';

type Units = { line: CartLine; quantity: number };

function analyticsItem(line: CartLine, quantity = line.qty): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.name,
    price: line.priceCents,
    quantity,
    ...(line.variant_label ? { item_variant: line.variant_label } : {}),
  };
}

/** The event's value: the units' prices summed in cents. */
function track(
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout',
  units: Units[],
  extra: { coupon?: string } = {},
): void {
  if (units.length === 0) return;
  const value = sumCents(...units.map((u) => timesQuantity(u.line.priceCents, u.quantity)));
  trackEcommerce(
    event,
    units.map((u) => analyticsItem(u.line, u.quantity)),
    { value, ...extra },
  );
}

/** `remove_from_cart` for lines (or units of a line) taken out of the cart. */
export function trackRemoval(removed: Array<{ line: CartLine; quantity?: number }>): void {
  track(
    'remove_from_cart',
    removed.map(({ line, quantity = line.qty }) => ({ line, quantity })),
  );
}

/** A quantity change: more units are `add_to_cart`, fewer are `remove_from_cart` (GA4's convention). */
export function trackQuantityChange(line: CartLine, nextQty: number): void {
  const delta = nextQty - line.qty;
  if (delta !== 0) track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', [{ line, quantity: Math.abs(delta) }]);
}

export function trackCartEvent(
  event: 'view_cart' | 'begin_checkout',
  lines: readonly CartLine[],
  extra: { coupon?: string } = {},
): void {
  track(
    event,
    lines.map((line) => ({ line, quantity: line.qty })),
    extra,
  );
}
