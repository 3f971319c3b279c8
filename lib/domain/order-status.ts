/**
 * Order status values (decisions.md "order status values"; the spec says "not shown").
 */

export const ORDER_STATUSES = ['Draft', 'To Pay', 'Paid', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Refunded'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Badge colour per status. Decided: what waits on the shopper (To Pay) is a warning; money
 * received and goods received are successes; steps in progress are information; a cancelled
 * order is danger; a draft or a refunded order is neutral. A status the back-end invents later
 * shows as neutral instead of breaking the page.
 */
const TONES: Record<OrderStatus, StatusTone> = {
  Draft: 'neutral',
  'To Pay': 'warning',
  Paid: 'success',
  Processing: 'info',
  Shipped: 'info',
  Delivered: 'success',
  Cancelled: 'danger',
  Refunded: 'neutral',
};

export function statusTone(status: string): StatusTone {
  return isOrderStatus(status) ? TONES[status] : 'neutral';
}

/**
 * Reads a status as the back-end may spell it ("to pay", "TO_PAY", "Canceled") into the decided
 * value, or null when it is none of them.
 */
export function toOrderStatus(value: unknown): OrderStatus | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (wanted === 'canceled') return 'Cancelled';
  return ORDER_STATUSES.find((s) => s.toLowerCase() === wanted) ?? null;
}
