import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { readSessionJwt } from '@/lib/session';
import { getUserInfo } from './auth';
import { call } from './call';
import { fail, ok, type Result } from './result';
import {
  invoiceAnswerSchema,
  orderListSchema,
  orderTimelineSchema,
  salesOrderDocSchema,
  trackedRowsSchema,
  trackOrderAnswerSchema,
  type Order,
  type OrderItem,
  type SalesOrderDoc,
  type TimelineEntry,
  type TrackedOrder,
} from './schemas/orders';

/**
 * The shopper's orders, one order's detail, tracking for guests and the invoice PDF
 * (docs/backend/orders.md). Everything here is personal: never cached, always with the JWT from
 * the httpOnly cookie. Ownership comes by construction: an order is the shopper's when it is in
 * the shopper's own list.
 */

const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

export function getOrdersPage(pageNum: number, pageSize: number, timeoutMs?: number) {
  return call({
    path: `${ORDER}.get_sales_orders_for_current_customer`,
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
  const deadline = Date.now() + env().BACKEND_TIMEOUT_MS;
  const orders: Order[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const left = deadline - Date.now();
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
  subtotal: number | null;
  /** Null when the Sales Order document could not be read: the page then shows no shipping line. */
  shipping: { label: string | null; amount: number | null } | null;
  discount: { amount: number; coupon: string | null } | null;
  payment_mode: string | null;
  /** Null when this back-end has no timeline (the optional `get_sales_order`). */
  timeline: TimelineEntry[] | null;
}

/** The detail from the list's row, the shopper's own Sales Order document (or null) and the timeline (or null). */
export function orderDetail(order: Order, document: SalesOrderDoc | null, timeline: TimelineEntry[] | null): OrderDetail {
  const items = document && document.items.length > 0 ? document.items : order.items;
  const fromLines = items.reduce((sum, i) => sum + (i.amount ?? (i.rate ?? 0) * i.qty), 0);
  return {
    ...order,
    items,
    subtotal: document?.total ?? fromLines,
    shipping: document?.shipping ?? null,
    discount: document?.discount_amount ? { amount: document.discount_amount, coupon: document.coupon_code ?? null } : null,
    payment_mode: document?.payment_mode ?? null,
    timeline,
  };
}

/**
 * One order of the signed-in shopper. Found in the shopper's own list (another customer's order
 * is `not-found`); the stock Sales Order document adds shipping, discount and payment mode only
 * when its `customer` is the shopper's Customer; the optional `get_sales_order` adds the timeline.
 */
export async function getOrder(name: string): Promise<Result<OrderDetail>> {
  const orders = await getAllOrders();
  if (!orders.ok) return orders;
  const order = orders.data.find((o) => o.name === name);
  if (!order) return fail({ kind: 'not-found' });
  const [document, timeline] = await Promise.all([readOwnSalesOrder(name), readTimeline(name)]);
  return ok(orderDetail(order, document, timeline));
}

/** The Sales Order document, or null when it is not readable or not the shopper's. */
async function readOwnSalesOrder(name: string): Promise<SalesOrderDoc | null> {
  const [user, document] = await Promise.all([getUserInfo(), call({ path: `resource:Sales Order/${name}`, schema: salesOrderDocSchema })]);
  if (!user.ok || !user.data.customer || !document.ok) {
    if (!document.ok) log.info('orders.document-unreadable', { kind: document.error.kind, status: document.error.status });
    return null;
  }
  if (document.data.customer !== user.data.customer) {
    // The list said it is the shopper's; a document that disagrees is not shown.
    log.warn('orders.document-customer-mismatch', { order: name });
    return null;
  }
  return document.data;
}

async function readTimeline(name: string): Promise<TimelineEntry[] | null> {
  const result = await call({ path: `${ORDER}.get_sales_order`, method: 'POST', params: { name }, schema: orderTimelineSchema, session: 'required' });
  return result.ok ? result.data : null;
}

// ---------------------------------------------------------------------------------------------
// Tracking
// ---------------------------------------------------------------------------------------------

const TRACKED_FIELDS = ['name', 'status', 'transaction_status', 'docstatus', 'creation', 'grand_total', 'paid'];

/**
 * Order tracking for anyone holding the order number and its e-mail (guests included): the
 * optional `track_order`, else the Sales Order list filtered by name AND `recipient_email`
 * (`[]` when either is wrong: the same `not-found`). `absent` when this back-end offers neither.
 */
export async function trackOrder(orderNumber: string, email: string): Promise<Result<TrackedOrder>> {
  const method = await call({ path: `${ORDER}.track_order`, method: 'POST', params: { order_id: orderNumber, email }, schema: trackOrderAnswerSchema });
  if (method.ok || method.error.kind !== 'absent') return method;
  const rows = await call({
    path: 'resource:Sales Order',
    params: {
      fields: TRACKED_FIELDS,
      filters: [
        ['name', '=', orderNumber],
        ['recipient_email', '=', email],
      ],
      limit_page_length: 1,
    },
    schema: trackedRowsSchema,
  });
  if (!rows.ok) {
    // The app token may not read Sales Orders: then this back-end cannot track at all.
    return rows.error.kind === 'unauthorised' ? fail({ kind: 'absent' }) : rows;
  }
  const [order] = rows.data;
  return order ? ok(order) : fail({ kind: 'not-found' });
}

// ---------------------------------------------------------------------------------------------
// Invoice
// ---------------------------------------------------------------------------------------------

export interface BackendFile {
  body: ReadableStream<Uint8Array>;
  filename: string;
}

/**
 * The invoice PDF of one of the shopper's orders. `get_sales_order_invoice` names the file
 * (another customer's order answers 200 `{error}`: not found); the file sits at a public,
 * guessable `/files/` URL, so the storefront reads it itself and never hands the URL out.
 */
export async function getInvoicePdf(orderName: string): Promise<Result<BackendFile>> {
  const invoice = await call({
    path: 'omnicommerce.controllers.pdf.get_sales_order_invoice',
    method: 'POST',
    params: { order_id: orderName },
    schema: invoiceAnswerSchema,
    session: 'required',
  });
  if (!invoice.ok) return invoice;
  if (!invoice.data.file) return fail({ kind: 'not-found' });
  return fetchBackendFile(invoice.data.file, 'application/pdf');
}

/**
 * A file of the back-end (`/files/…` or `/private/files/…`), streamed. Limited by IDLE time: it
 * fails when no byte arrives for the back-end timeout, however long a big file takes in total.
 */
async function fetchBackendFile(fileUrl: string, expectedType: string): Promise<Result<BackendFile>> {
  const config = env();
  let url: URL;
  try {
    url = new URL(fileUrl, config.BACKEND_URL);
  } catch {
    return fail({ kind: 'invalid-answer' });
  }
  // Only the back-end's own files: a file URL pointing elsewhere is refused, not fetched.
  if (url.origin !== new URL(config.BACKEND_URL).origin || !/^\/(private\/)?files\//.test(url.pathname)) {
    log.warn('backend.invalid-answer', { path: 'file', reason: 'foreign file url' });
    return fail({ kind: 'invalid-answer' });
  }
  const jwt = await readSessionJwt();
  const watch = idleWatch(config.BACKEND_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      headers: {
        Authorization: `token ${config.BACKEND_API_KEY}:${config.BACKEND_API_SECRET}`,
        ...(jwt ? { Jwt: `Bearer ${jwt}` } : {}),
      },
      cache: 'no-store',
      signal: watch.signal,
    });
    watch.pause();
    if (response.status === 404) return fail({ kind: 'not-found', status: 404 });
    if (!response.ok || !response.body) return fail({ kind: 'unavailable', status: response.status });
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith(expectedType)) {
      log.warn('backend.invalid-answer', { path: 'file', reason: `content-type ${type}` });
      await response.body.cancel();
      return fail({ kind: 'invalid-answer' });
    }
    let filename = url.pathname.split('/').pop() ?? 'document.pdf';
    try {
      filename = decodeURIComponent(filename);
    } catch {
      /* a name that is not valid percent-encoding is used as it is */
    }
    return ok({ body: idleLimited(response.body, watch), filename });
  } catch (error) {
    watch.pause();
    log.warn('backend.unavailable', { path: 'file', reason: String(error) });
    return fail({ kind: 'unavailable' });
  }
}

interface IdleWatch {
  signal: AbortSignal;
  /** Starts (again) counting the idle time. */
  arm(): void;
  /** Stops counting: bytes arrived, or the reader is not asking for more. */
  pause(): void;
}

/** An abort signal that fires after `idleMs` without bytes; armed at once (waiting for the headers). */
export function idleWatch(idleMs: number): IdleWatch {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => clearTimeout(timer);
  const arm = () => {
    pause();
    timer = setTimeout(() => controller.abort(new DOMException('No bytes for too long', 'TimeoutError')), idleMs);
  };
  arm();
  return { signal: controller.signal, arm, pause };
}

/** The stream, failing when the back-end sends nothing for the watch's idle time while we wait for it. */
export function idleLimited(source: ReadableStream<Uint8Array>, watch: IdleWatch): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      watch.arm();
      try {
        const { done, value } = await reader.read();
        watch.pause();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        watch.pause();
        log.warn('backend.unavailable', { path: 'file', reason: 'idle' });
        controller.error(error);
      }
    },
    cancel(reason) {
      watch.pause();
      return reader.cancel(reason);
    },
  });
}
