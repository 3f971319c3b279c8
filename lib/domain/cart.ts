/**
 * Cart lines and totals (docs/decisions.md "cart line identity", "quantity"). The browser cart is
 * a wish list: the server recomputes every price at checkout (docs/decisions.md "prices at
 * checkout"), so these totals are what the shopper sees before. Every amount is in cents.
 */
import { isCents, minCents, minusCents, sumCents, timesQuantity, ZERO_CENTS, type Cents } from './money';

export interface CartLineImage {
  url: string;
  width: number;
  height: number;
}

export interface CartLine {
  sku: string;
  name: string;
  slug: string;
  qty: number;
  /** Unit price in cents as shown when added. */
  priceCents: Cents;
  /** The lowest price of the last 30 days, when the line was added below it (Omnibus rule). */
  regularPriceCents?: Cents | null;
  variant_label?: string | null;
  image?: CartLineImage | null;
  item_code?: string;
}

/** docs/decisions.md "quantity": whole numbers 1..99 per line. */
export const MIN_QTY = 1;
export const MAX_QTY = 99;
/** A product goes into the cart one unit at a time unless the shopper asks for more. */
export const DEFAULT_QTY = 1;

/** A quantity a line may hold: a whole number from 1 to 99. Strings ("2") are refused. */
export function isValidQuantity(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_QTY && n <= MAX_QTY;
}

/** The quantity of `sku` already in the cart, 0 when absent. */
export function lineQuantity(lines: readonly CartLine[], sku: string): number {
  return lines.find((l) => l.sku === sku)?.qty ?? 0;
}

/**
 * How many units `addLine` would really add: the cap of 99 per line may take less than asked.
 * Lets the add-to-cart button tell the shopper why the quantity did not grow.
 */
export function addableQuantity(lines: readonly CartLine[], sku: string, qty: number): number {
  if (!isValidQuantity(qty)) return 0;
  return Math.max(0, Math.min(qty, MAX_QTY - lineQuantity(lines, sku)));
}

function isValidPrice(value: unknown): value is Cents {
  return isCents(value) && value >= 0;
}

/**
 * Adds `qty` units of a line (docs/decisions.md: the sku, not the name, is the line's identity). The same sku raises the existing quantity, capped at MAX_QTY; a new sku is
 * appended. An invalid quantity, an empty sku or an unusable price leaves the cart unchanged and
 * returns the same array.
 *
 * Decided: re-adding a sku refreshes the line's display data (name, price, image…) with what the
 * shopper has just seen, and keeps the line in its place.
 */
export function addLine(
  lines: readonly CartLine[],
  line: Omit<CartLine, 'qty'>,
  qty: number = DEFAULT_QTY,
): CartLine[] {
  if (!isValidQuantity(qty) || typeof line.sku !== 'string' || line.sku === '' || !isValidPrice(line.priceCents)) {
    return lines as CartLine[];
  }
  const index = lines.findIndex((l) => l.sku === line.sku);
  if (index === -1) return [...lines, { ...line, qty }];
  const existing = lines[index] as CartLine;
  const next = [...lines];
  next[index] = { ...existing, ...line, qty: Math.min(MAX_QTY, existing.qty + qty) };
  return next;
}

/** Removes the line with this sku (the sku is the line's identity). */
export function removeLine(lines: readonly CartLine[], sku: string): CartLine[] {
  if (!lines.some((l) => l.sku === sku)) return lines as CartLine[];
  return lines.filter((l) => l.sku !== sku);
}

/**
 * Sets a line's quantity. An invalid quantity (docs/decisions.md: refused, not clamped), an unknown
 * sku or an unchanged quantity returns the same array, so callers can detect "nothing happened"
 * by identity and show their message.
 */
export function setLineQuantity(lines: readonly CartLine[], sku: string, qty: number): CartLine[] {
  if (!isValidQuantity(qty)) return lines as CartLine[];
  const index = lines.findIndex((l) => l.sku === sku);
  const existing = lines[index];
  if (existing === undefined || existing.qty === qty) return lines as CartLine[];
  const next = [...lines];
  next[index] = { ...existing, qty };
  return next;
}

/** "Remove all" empties the cart. */
export function clearLines(): CartLine[] {
  return [];
}

export interface CartTotalsOptions {
  shippingCents?: Cents;
  couponDiscountCents?: Cents;
}

export interface CartTotals {
  /** Σ unit price × qty. */
  totalPriceCents: Cents;
  /** Σ qty (the header badge). */
  totalCount: number;
  shippingCents: Cents;
  /** Total price + shipping. */
  finalTotalCents: Cents;
  /** The discount actually taken off: the coupon, at most the final total. */
  discountCents: Cents;
  /** Final total − discount, never below 0. */
  priceToPayCents: Cents;
}

/** An amount above zero, or 0 for anything else (negative, NaN). */
function nonNegativeCents(value: Cents | undefined): Cents {
  return value !== undefined && isValidPrice(value) ? value : ZERO_CENTS;
}

/**
 * Cart totals: total price = Σ price × qty; total count = Σ qty; final total = total price +
 * shipping; price to pay = final total − coupon discount when the discount is above zero, never
 * below 0. Whole cents times whole quantities, so 3 × 19,99 € is exactly 5997 cents. Decided: `discountCents` reports the discount actually deducted (capped at the final
 * total) so the rows of the summary always add up; lines that are not well-formed (see
 * `sanitizeCartLines`) count for nothing rather than turning the total into NaN.
 */
export function cartTotals(
  lines: readonly CartLine[],
  { shippingCents, couponDiscountCents }: CartTotalsOptions = {},
): CartTotals {
  let totalPriceCents = ZERO_CENTS;
  let totalCount = 0;
  for (const line of lines) {
    if (!isValidQuantity(line.qty) || !isValidPrice(line.priceCents)) continue;
    totalPriceCents = sumCents(totalPriceCents, timesQuantity(line.priceCents, line.qty));
    totalCount += line.qty;
  }
  const shipping = nonNegativeCents(shippingCents);
  const finalTotalCents = sumCents(totalPriceCents, shipping);
  const discountCents = minCents(nonNegativeCents(couponDiscountCents), finalTotalCents);
  return {
    totalPriceCents,
    totalCount,
    shippingCents: shipping,
    finalTotalCents,
    discountCents,
    priceToPayCents: minusCents(finalTotalCents, discountCents),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sanitizeImage(value: unknown): CartLineImage | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { url, width, height } = value;
  if (typeof url !== 'string' || url === '') return undefined;
  if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) return undefined;
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return undefined;
  return { url, width, height };
}

/**
 * The cart lines that can be trusted from browser storage
 * (docs/architecture.md#browser-storage-resets-never-breaks: a corrupt value must not break the
 * page). Keeps a line only when sku, name, slug are strings (sku not empty), qty is a whole number
 * 1..99 and priceCents is a whole number of cents ≥ 0. Optional fields are kept when well-formed
 * and dropped otherwise; unknown keys are dropped. Lines repeating a sku are merged (quantities
 * summed, capped at 99) so the sku stays the line's identity.
 */
export function sanitizeCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  let lines: CartLine[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) continue;
    const { sku, name, slug, qty, priceCents } = raw;
    if (typeof sku !== 'string' || sku === '' || typeof name !== 'string' || typeof slug !== 'string') continue;
    if (!isValidQuantity(qty) || !isValidPrice(priceCents)) continue;

    const line: CartLine = { sku, name, slug, qty, priceCents };
    if (raw.regularPriceCents === null || isValidPrice(raw.regularPriceCents))
      line.regularPriceCents = raw.regularPriceCents;
    if (raw.variant_label === null || typeof raw.variant_label === 'string') line.variant_label = raw.variant_label;
    const image = sanitizeImage(raw.image);
    if (image !== undefined) line.image = image;
    if (typeof raw.item_code === 'string') line.item_code = raw.item_code;

    const { qty: lineQty, ...rest } = line;
    lines = lines.some((l) => l.sku === sku)
      ? lines.map((l) => (l.sku === sku ? { ...l, qty: Math.min(MAX_QTY, l.qty + lineQty) } : l))
      : addLine(lines, rest, lineQty);
  }
  return lines;
}

/**
 * One line per sku, quantities added up, in first-seen order (the first line's other fields
 * kept). The browser's cart already keeps one line per sku, but what a browser sends cannot be
 * trusted: 15 + 15 of a sku with 19 in stock is 30, and must be refused as 30.
 */
export function mergeLinesBySku<L extends { sku: string; qty: number }>(lines: readonly L[]): L[] {
  const merged = new Map<string, L>();
  for (const line of lines) {
    const known = merged.get(line.sku);
    merged.set(line.sku, known ? { ...known, qty: known.qty + line.qty } : { ...line });
  }
  return [...merged.values()];
}
