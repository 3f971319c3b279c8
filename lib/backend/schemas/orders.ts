import { z } from 'zod';
import { toShopStatus } from '@/lib/domain/order-status';
import { orderAddressSchema } from './addresses';
import { euroAsCents, lenientArray, text } from './common';
import { backendTime, yesNo } from './order-fields';

/**
 * The answers about the shopper's orders and invoices (docs/backend/orders.md), read into the
 * shop's own shapes: the components never see ERPNext's statuses. Addresses: addresses.ts;
 * tracking: order-tracking.ts; the dated timeline: order-timeline.ts.
 */

const orderItemSchema = z.object({
  item_code: z.string().min(1),
  item_name: z.string().nullish(),
  qty: z.coerce.number().catch(1),
  rate: euroAsCents,
  /** Only the Sales Order document has the line amount; the list has none. */
  amount: euroAsCents.optional(),
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
    status: text,
    transaction_status: z.string().nullish(),
    creation: backendTime,
    total: euroAsCents,
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
  tax_amount: euroAsCents,
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
    grand_total: euroAsCents.optional(),
    paid: yesNo.optional(),
    total: euroAsCents,
    discount_amount: euroAsCents,
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
