import 'server-only';
import { sumCents, timesQuantity, ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { pickupFromComment } from '@/lib/domain/pickup';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { getUserInfo } from './auth';
import { call } from './call';
import { fail, ok, type Result } from './result';
import { fromBackendTime } from './schemas/order-fields';
import { orderTimelineSchema, type TimelineEntry } from './schemas/order-timeline';
import {
  orderCommentsSchema,
  orderListSchema,
  salesOrderDocSchema,
  type Order,
  type OrderItem,
  type SalesOrderDoc,
} from './schemas/orders';
import { METHODS } from './methods';

/**
 * The shopper's orders and one order's detail (docs/backend/orders.md; tracking for guests in
 * order-tracking.ts, the invoice PDF in invoice.ts). Everything here is personal: never cached, always with the JWT from
 * the httpOnly cookie. Ownership comes by construction: an order is the shopper's when it is in
 * the shopper's own list.
 */

const PAGE_SIZE = 50;
const MAX_PAGES = 20;

export function getOrdersPage(pageNum: number, pageSize: number, timeoutMs?: number) {
  return call({
    path: METHODS.orders,
    method: 'POST',
    params: { page_num: pageNum, page_size: pageSize },
    schema: orderListSchema,
    session: 'required',
    timeoutMs,
  });
}

/**
 * The shopper's whole history, newest first: pages of 50 until a short page (at most 1000
 * orders), all within ONE deadline, so a slow back-end costs the shopper one timeout, not twenty.
 */
export async function getAllOrders(): Promise<Result<Order[]>> {
  const deadline = performance.now() + env().BACKEND_TIMEOUT_MS;
  const orders: Order[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const left = Math.round(deadline - performance.now());
    if (left <= 0) {
      log.warn('backend.unavailable', { path: 'orders', reason: 'deadline', pages: page - 1 });
      return fail({ kind: 'unavailable', message: 'timeout' });
    }
    const result = await getOrdersPage(page, PAGE_SIZE, left);
    if (!result.ok) return result;
    orders.push(...result.data);
    if (result.data.length < PAGE_SIZE) break;
  }
  // A new order arriving between two pages shifts the pages: the same order may come twice.
  const seen = new Set<string>();
  const unique = orders.filter((o) => (seen.has(o.name) ? false : (seen.add(o.name), true)));
  return ok(unique.sort((a, b) => Date.parse(b.creation) - Date.parse(a.creation)));
}

/** One order as its page shows it: the list's row, enriched where the back-end allows. */
export interface OrderDetail extends Order {
  items: OrderItem[];
  /** Sum of the lines before shipping and discount. */
  subtotal: Cents | null;
  /** Null when the Sales Order document could not be read: the page then shows no shipping line. */
  shipping: { label: string | null; amount: Cents | null } | null;
  discount: { amount: Cents; coupon: string | null } | null;
  payment_mode: string | null;
  /** Null when this back-end has no timeline (the optional `get_sales_order`). */
  timeline: TimelineEntry[] | null;
  /** Local Pickup: where the shopper collects the order ("title — address"), from the order's comment. */
  pickup: string | null;
  /** A card order still waiting for its payment: the page offers "Pay now". */
  payable: boolean;
}

/** The detail from the list's row, the shopper's own Sales Order document (or null), the timeline (or null) and the pickup point. */
function orderDetail(
  order: Order,
  document: SalesOrderDoc | null,
  timeline: TimelineEntry[] | null,
  pickup: string | null = null,
): OrderDetail {
  // A line's amount is the document's; the list's lines have only their rate, times the quantity.
  const items = (document && document.items.length > 0 ? document.items : order.items).map((i) => ({
    ...i,
    amount: i.amount ?? (i.rate !== null ? timesQuantity(i.rate, i.qty) : null),
  }));
  const fromLines = sumCents(...items.map((i) => i.amount ?? ZERO_CENTS));
  return {
    ...order,
    items,
    subtotal: document?.total ?? fromLines,
    shipping: document?.shipping ?? null,
    discount: document?.discount_amount
      ? { amount: document.discount_amount, coupon: document.coupon_code ?? null }
      : null,
    payment_mode: document?.payment_mode ?? null,
    timeline,
    pickup,
    payable: !order.paid && /stripe|card/i.test(document?.payment_mode ?? '') && (document?.docstatus ?? 1) === 0,
  };
}

/**
 * One order of the signed-in shopper. Found in the shopper's own list (another customer's order
 * is `not-found`); the stock Sales Order document adds shipping, discount and payment mode only
 * when its `customer` is the shopper's Customer; the optional `get_sales_order` adds the timeline.
 */
export async function getOrder(name: string): Promise<Result<OrderDetail>> {
  const found = await findOwnOrder(name);
  if (!found.ok) return found;
  const { order, unlisted } = found.data;
  const [document, timeline, pickup] = await Promise.all([
    unlisted ?? readOwnSalesOrder(name),
    readTimeline(name),
    readPickup(name),
  ]);
  return ok(orderDetail(order, document, timeline, pickup));
}

/**
 * The signed-in shopper's order by its name, `not-found` when it is not theirs: what the proxy asks
 * before the order's page is sent (lib/routing/missing-address.ts), and the order's page itself.
 */
export async function findOwnOrder(name: string): Promise<Result<{ order: Order; unlisted: SalesOrderDoc | null }>> {
  const orders = await getAllOrders();
  if (!orders.ok) return orders;
  const listed = orders.data.find((o) => o.name === name);
  // Outside the list only the shopper's own document is read, and only to find an unpaid card order.
  const unlisted = listed ? null : await readOwnSalesOrder(name);
  const order = listed ?? (unlisted ? unpaidCardOrder(unlisted) : null);
  return order ? ok({ order, unlisted }) : fail({ kind: 'not-found' });
}

/**
 * A card order waiting for its payment is a Draft, which the shopper's list leaves out
 * (docs/backend/orders.md "pay now"). The shopper's own Draft card order is built from its Sales
 * Order document, so its page can offer "Pay now"; any other order missing from the list stays
 * not found.
 */
function unpaidCardOrder(document: SalesOrderDoc): Order | null {
  if (
    document.docstatus !== 0 ||
    document.paid ||
    !/stripe|card/i.test(document.payment_mode ?? '') ||
    !document.creation
  )
    return null;
  return {
    name: document.name,
    status: 'To Pay',
    creation: fromBackendTime(document.creation),
    total: document.grand_total ?? document.total,
    paid: false,
    invoice_requested: false,
    customer_type: null,
    shipping_address: null,
    billing_address: null,
    total_qty: document.items.reduce((n, i) => n + i.qty, 0),
    items: document.items,
  };
}

/** The Sales Order document, or null when it is not readable or not the shopper's. */
async function readOwnSalesOrder(name: string): Promise<SalesOrderDoc | null> {
  const [user, document] = await Promise.all([
    getUserInfo(),
    call({ path: `resource:Sales Order/${name}`, schema: salesOrderDocSchema }),
  ]);
  if (!user.ok || !user.data.customer || !document.ok) {
    if (!document.ok)
      log.info('orders.document-unreadable', { kind: document.error.kind, status: document.error.status });
    return null;
  }
  if (document.data.customer !== user.data.customer) {
    // The list said it is the shopper's; a document that disagrees is not shown.
    log.warn('orders.document-customer-mismatch', { order: name });
    return null;
  }
  return document.data;
}

/**
 * Where a Local Pickup order is collected: the first line of its comment (lib/domain/pickup.ts).
 * The order is the shopper's (found in the own list) before its comments are read.
 */
async function readPickup(name: string): Promise<string | null> {
  const comments = await call({
    path: 'resource:Comment',
    params: {
      fields: ['content'],
      filters: [
        ['reference_doctype', '=', 'Sales Order'],
        ['reference_name', '=', name],
        ['comment_type', '=', 'Comment'],
      ],
      order_by: 'creation asc',
      limit_page_length: 20,
    },
    schema: orderCommentsSchema,
  });
  if (!comments.ok) return null;
  for (const text of comments.data) {
    const point = pickupFromComment(text);
    if (point) return point;
  }
  return null;
}

async function readTimeline(name: string): Promise<TimelineEntry[] | null> {
  const result = await call({
    path: METHODS.order,
    method: 'POST',
    params: { name },
    schema: orderTimelineSchema,
    session: 'required',
  });
  return result.ok ? result.data : null;
}
