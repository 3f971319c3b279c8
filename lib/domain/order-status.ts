/**
 * Order status values (docs/decisions.md "order status values").
 */

export const ORDER_STATUSES = [
  'Draft',
  'To Pay',
  'Paid',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;

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
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (wanted === 'canceled') return 'Cancelled';
  return ORDER_STATUSES.find((s) => s.toLowerCase() === wanted) ?? null;
}

/** What the back-end knows about an order's progress (docs/backend/orders.md "statuses"). */
export interface BackendOrderState {
  /** ERPNext's Sales Order status, or (extended back-ends) already one of the shop's words. */
  status: string;
  /** The ERP sync state: New, Inserted, Accepted, Under processing, Shipped. */
  transaction_status?: string | null;
  /** `paid` "YES" → true, "NO" → false, "" or missing → null (not known). */
  paid: boolean | null;
  /** 0 = still a draft (an online payment not completed yet). */
  docstatus?: number | null;
}

const IN_THE_WAREHOUSE = new Set(['inserted', 'accepted', 'under processing']);

/**
 * The shop's status word for an order as ERPNext describes it (docs/backend/orders.md
 * "statuses"): the shopper sees where the order is, not ERPNext's billing bookkeeping.
 * - Cancelled stays Cancelled; Completed and Closed (delivered and billed, or closed by the
 *   shop) are Delivered.
 * - To Bill (the delivery note is out: the goods left the warehouse, the invoice is still to
 *   book) and the ERP's "Shipped" mean Shipped, whatever ERPNext says about billing.
 * - A submitted order whose `paid` is "NO" waits for the shopper's bank transfer: To Pay.
 * - Paid and taken over by the warehouse (Inserted, Accepted, Under processing): Processing;
 *   paid and not yet taken over: Paid. When `paid` is unknown ("") nobody is asked to pay:
 *   Processing.
 * - A draft (docstatus 0) awaits an online payment: Draft.
 * A status nobody knows yet gives null: the page shows it as it came.
 */
export function toShopStatus(order: BackendOrderState): OrderStatus | null {
  const own = toOrderStatus(order.status);
  if (own) return own;
  const status = order.status.trim().toLowerCase();
  const sync = (order.transaction_status ?? '').trim().toLowerCase();
  if (order.docstatus === 0) return 'Draft';
  if (status === 'cancelled') return 'Cancelled';
  if (status === 'completed' || status === 'closed') return 'Delivered';
  if (status === 'to bill') return 'Shipped';
  if (!['to deliver and bill', 'to deliver', 'on hold'].includes(status)) return null;
  if (sync === 'shipped') return 'Shipped';
  if (order.paid === false) return 'To Pay';
  if (order.paid === null || IN_THE_WAREHOUSE.has(sync)) return 'Processing';
  return 'Paid';
}
