import { z } from 'zod';
import { toShopStatus } from '@/lib/domain/order-status';
import { amount, flag, lenientArray, text } from './common';

/**
 * The answers about the shopper's orders, addresses, tracking and invoices
 * (docs/backend/orders.md), read into the shop's own shapes: the components never see
 * ERPNext's statuses, "YES"/"NO" flags or server-local datetimes.
 */

const SHOP_TIME_ZONE = 'Europe/Rome';

/** Minutes the zone is ahead of UTC at `utcMs`. */
function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * Frappe's Datetime is the server's local time with no zone ("2025-03-14 09:12:45.123456"); the
 * shop's site runs on Italian time. Read as an ISO instant, so dates group and sort right in every
 * browser. A text that already carries a zone (or a bare date) is kept as it is.
 */
export function fromBackendTime(value: string, timeZone = SHOP_TIME_ZONE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?$/.exec(value.trim());
  if (!m) return value;
  const [, y, mo, d, h, mi, s = '0', frac = '0'] = m;
  const local = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(frac.padEnd(3, '0').slice(0, 3)),
  );
  // The offset at the guessed instant, checked once more at the result (the hours around a DST change).
  let utc = local - zoneOffsetMinutes(local, timeZone) * 60_000;
  utc = local - zoneOffsetMinutes(utc, timeZone) * 60_000;
  return new Date(utc).toISOString();
}

const backendTime = z
  .string()
  .min(1)
  .transform((v) => fromBackendTime(v));

/** `paid` / `invoice_requested`: "YES" / "NO", sometimes "" (not known); extended back-ends send 0/1. */
const yesNo = z
  .union([z.string(), z.number(), z.boolean()])
  .nullish()
  .transform((v): boolean | null => {
    if (v === true || v === 1 || (typeof v === 'string' && /^(yes|si|sì|1|true)$/i.test(v.trim()))) return true;
    if (v === false || v === 0 || (typeof v === 'string' && /^(no|0|false)$/i.test(v.trim()))) return false;
    return null;
  });

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

/**
 * An Address document (a resource row, or the whole document inside an order). Frappe's Address
 * has no first or last name: the shop keeps the full name in `address_title`.
 */
export const addressDocSchema = z
  .object({
    name: z.string().min(1),
    address_title: text,
    address_type: z
      .string()
      .nullish()
      .transform((v) => (v === 'Billing' ? 'Billing' : 'Shipping')),
    address_line1: text,
    address_line2: text,
    city: text,
    state: text,
    pincode: text,
    country: text,
    email_id: z.string().nullish(),
    phone: z.string().nullish(),
    is_primary_address: flag,
    disabled: flag,
    links: lenientArray(z.object({ link_doctype: z.string(), link_name: z.string() })).optional(),
  })
  .transform(({ address_title, email_id, phone, ...a }) => ({
    ...a,
    title: address_title,
    email: email_id ?? null,
    phone: phone ?? null,
  }));
export type Address = z.infer<typeof addressDocSchema>;
export const addressListSchema = lenientArray(addressDocSchema);

/** An order's address: the whole Address document, or nothing (the back-end drops null fields). */
const orderAddressSchema = addressDocSchema
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

const orderItemSchema = z.object({
  item_code: z.string().min(1),
  item_name: z.string().nullish(),
  qty: z.coerce.number().catch(1),
  rate: amount,
  /** Only the Sales Order document has the line amount; the list has none. */
  amount: amount.optional(),
  image: z.string().nullish(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * One row of `get_sales_orders_for_current_customer`: `total` is the grand total (taxes and
 * shipping included); Draft orders never appear. `status` becomes the shop's word.
 */
const orderRowSchema = z
  .object({
    name: z.string().min(1),
    status: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    transaction_status: z.string().nullish(),
    creation: backendTime,
    total: amount,
    paid: yesNo,
    invoice_requested: yesNo,
    customer_type: z.string().nullish(),
    shipping_address: orderAddressSchema,
    billing_address: orderAddressSchema,
    total_qty: z.coerce.number().catch(0),
    items: lenientArray(orderItemSchema),
  })
  .transform(({ status, transaction_status, ...o }) => ({
    ...o,
    /** The shop's status word, or ERPNext's own text when it is one nobody mapped yet. */
    status: toShopStatus({ status, transaction_status, paid: o.paid }) ?? status,
  }));
export type Order = z.infer<typeof orderRowSchema>;
export const orderListSchema = lenientArray(orderRowSchema);

const taxRowSchema = z.object({
  charge_type: z.string().nullish(),
  description: z.string().nullish(),
  tax_amount: amount,
});

/**
 * `GET /api/resource/Sales Order/<name>`: the whole document. Read only for what the list lacks
 * (shipping, discount, coupon, payment mode, line amounts) and for `customer`, which the
 * storefront compares with the shopper's own Customer before using anything else.
 */
export const salesOrderDocSchema = z
  .object({
    name: z.string().min(1),
    customer: z.string().min(1),
    docstatus: z.coerce.number().nullish(),
    payment_mode: z.string().nullish(),
    /** Read for an unpaid card order, which the shopper's list leaves out (a Draft). */
    creation: z.string().nullish(),
    grand_total: amount.optional(),
    paid: yesNo.optional(),
    total: amount,
    discount_amount: amount,
    coupon_code: z.string().nullish(),
    shipping_rule: z.string().nullish(),
    taxes: lenientArray(taxRowSchema),
    items: lenientArray(orderItemSchema),
  })
  .transform(({ taxes, ...o }) => {
    // The shipping rule's charge is ERPNext's "Actual" tax row (VAT rows are "On Net Total").
    const row = taxes.find((t) => t.charge_type === 'Actual');
    return {
      ...o,
      shipping: row ? { label: row.description ?? o.shipping_rule ?? null, amount: row.tax_amount } : null,
    };
  });
export type SalesOrderDoc = z.infer<typeof salesOrderDocSchema>;

/**
 * The order's comments (stock Comment resource): the shopper's note, copied from the quotation.
 * Frappe keeps `content` as sanitised HTML, so it comes out as plain text.
 */
export const orderCommentsSchema = lenientArray(z.object({ content: z.string() })).transform((rows) =>
  rows.map((r) =>
    r.content
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
      ),
  ),
);

const timelineEntrySchema = z.object({
  status: z.string().min(1),
  date: backendTime,
  note: z.string().nullish(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

const oldestFirst = (entries: TimelineEntry[]) => [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));

/** The optional `get_sales_order` (docs/backend/orders.md): only its dated status updates are read. */
export const orderTimelineSchema = z
  .object({ status_timeline: lenientArray(timelineEntrySchema) })
  .transform(({ status_timeline }) => oldestFirst(status_timeline));

/** What tracking shows: no address and nothing else that identifies the buyer. */
const trackedOrderShape = {
  name: z.string().min(1),
  status: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  transaction_status: z.string().nullish(),
  docstatus: z.coerce.number().nullish(),
  creation: backendTime,
  paid: yesNo,
};

/** The optional `track_order` (docs/backend/orders.md): the order with its items and timeline. */
export const trackOrderAnswerSchema = z
  .object({
    ...trackedOrderShape,
    total: amount,
    payment_method: z.string().nullish(),
    items: lenientArray(
      z.object({ item_code: z.string().min(1), item_name: z.string().nullish(), qty: z.coerce.number().catch(1) }),
    ),
    status_timeline: lenientArray(timelineEntrySchema),
  })
  .transform(({ status, transaction_status, docstatus, status_timeline, ...o }) => ({
    ...o,
    status: toShopStatus({ status, transaction_status, docstatus, paid: o.paid }) ?? status,
    timeline: oldestFirst(status_timeline),
  }));

/** The stock Sales Order list filtered by name and `recipient_email`: `[]` when they do not match. */
export const trackedRowsSchema = lenientArray(
  z
    .object({ ...trackedOrderShape, grand_total: amount })
    .transform(({ status, transaction_status, docstatus, grand_total, ...o }) => ({
      ...o,
      status: toShopStatus({ status, transaction_status, docstatus, paid: o.paid }) ?? status,
      total: grand_total,
      payment_method: null,
      items: [],
      timeline: [],
    })),
);
export type TrackedOrder = z.infer<typeof trackOrderAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Invoice
// ---------------------------------------------------------------------------------------------

/**
 * `get_sales_order_invoice`: the file's URL in `attachment_files[0]`, or, for another customer's
 * order, HTTP 200 with `{error}` (read as not found).
 */
export const invoiceAnswerSchema = z.union([
  z.object({ error: z.string() }).transform(() => ({ file: null })),
  z
    .object({ attachment_files: z.array(z.string().min(1)).min(1) })
    .transform((v) => ({ file: v.attachment_files[0]! })),
]);
