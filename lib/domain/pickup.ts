/**
 * Local Pickup: where the shopper collects the order (docs/backend/checkout.md "local pickup").
 * The back-end has no pickup field on a quotation or an order; the one free text it keeps and
 * copies to the Sales Order is `order_comment`, so the chosen point travels there as its first
 * line, in Italian (the shop staff's language and the back-end's one content language).
 */

/** A place to collect an order: a store from the store list, or the head office without one. */
export interface PickupPoint {
  id: string;
  title: string;
  /** One line: street, postcode, town and province. */
  address: string;
}

/** What a store of the optional store list gives (lib/backend/schemas/content.ts `Store`). */
export interface StoreLike {
  name: string;
  title: string;
  address_line1: string;
  pincode: string;
  city: string;
  province: string;
}

/** The head office, as the footer gives it: the one pickup point when the back-end lists no stores. */
export const HEAD_OFFICE: PickupPoint = Object.freeze({
  id: 'head-office',
  title: 'Bottega Casa & Fai da te',
  address: 'Via dei Mille 24, 40121 Bologna (BO)',
});

const oneLine = (s: StoreLike) =>
  `${s.address_line1}, ${[s.pincode, s.city].filter(Boolean).join(' ')}${s.province ? ` (${s.province})` : ''}`;

/** The stores as pickup points; none known (no list, an empty one) gives the head office alone. */
export function pickupPoints(stores: readonly StoreLike[] | null): PickupPoint[] {
  const points = (stores ?? []).map((s) => ({ id: s.name, title: s.title, address: oneLine(s) }));
  return points.length > 0 ? points : [HEAD_OFFICE];
}

const NOTE_PREFIX = 'Ritiro in negozio: ';

/** How the shop names a point to the shopper and to its staff: "title — address". */
export const pickupLabel = (point: PickupPoint) => `${point.title} — ${point.address}`;

/** The order comment with the pickup point as its first line, the shopper's note after it. */
export function withPickupNote(point: PickupPoint, comment: string): string {
  const line = `${NOTE_PREFIX}${pickupLabel(point)}`;
  return comment.trim() ? `${line}\n\n${comment.trim()}` : line;
}

/** The pickup point an order's comment names ("title — address"), or null for a delivered order. */
export function pickupFromComment(comment: string | null | undefined): string | null {
  const first = (comment ?? '').split('\n', 1)[0] ?? '';
  return first.startsWith(NOTE_PREFIX) ? first.slice(NOTE_PREFIX.length).trim() || null : null;
}
