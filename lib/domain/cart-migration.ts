/**
 * Carts stored before prices were kept in cents (version 1 of the `cart-list` store: `price`,
 * `regular_price`, `shippingRuleAmount` and `couponDiscountAmount` in euro, 19.99) in today's
 * shape, each amount converted once. Loaded only when such a cart is found; the store's merge then
 * checks every field, so unusable amounts are dropped there.
 */
import { isRecord } from './cart';
import { toCents } from './money';

const euroToCents = (amount: unknown): unknown =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? toCents(amount) : undefined;

/** Version-1 lines with their euro prices as cents; what is not a line is left for the sanitiser. */
export function linesFromEuro(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    if (!isRecord(raw)) return raw;
    const { price, regular_price: regular, ...rest } = raw;
    return {
      ...rest,
      priceCents: euroToCents(price),
      regularPriceCents: regular === null ? null : euroToCents(regular),
    };
  });
}

/** A whole version-1 cart in version 2's shape. */
export function cartFromVersion1(persisted: unknown): Record<string, unknown> {
  const stored = isRecord(persisted) ? persisted : {};
  const { shippingRuleAmount, couponDiscountAmount, ...rest } = stored;
  return {
    ...rest,
    lines: linesFromEuro(stored.lines),
    shippingCents: euroToCents(shippingRuleAmount),
    couponDiscountCents: euroToCents(couponDiscountAmount),
  };
}
