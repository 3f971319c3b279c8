import { z } from 'zod';
import { amount, flag, lenientArray, text } from './common';

/** `sigin` (sic): `{"message": {"message": "Authentication successful", "jwt": "…"}}`: the JWT is inside `message`. */
export const signInAnswerSchema = z.object({ jwt: z.string().min(10) });

/** `create_customer_and_user`: `{user, customer, jwt}`; the Customer is named after the e-mail. */
export const registerAnswerSchema = z.object({
  jwt: z.string().min(10),
  user: z.string().min(1),
  customer: z.string().min(1),
});

/**
 * `get_user_info`: the user's names and roles, and `customer` as the whole Customer document.
 * The shop only needs that document's `name` (the Customer id checkout and orders send), so
 * `customer` comes out as that name.
 */
export const userInfoSchema = z.object({
  email: z.string().min(1),
  first_name: z.string().nullish().transform((v) => v ?? ''),
  last_name: z.string().nullish().transform((v) => v ?? ''),
  roles: z.array(z.string()).nullish().transform((v) => v ?? []),
  customer: z.object({ name: z.string().min(1) }).transform((c) => c.name),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * `reset_password` and `update_user_password_with_key`: `{status, message}`. Their outcome is the
 * HTTP status, not `status` (a 410 says "success"); `status` only tells a 200 that sent no mail.
 */
export const statusAnswerSchema = z.object({
  status: z.string().nullish().transform((v) => v ?? ''),
  message: z.string().nullish().transform((v) => v ?? ''),
});

/** Methods that answer something we do not read (or Frappe's `{}`, which unwraps to undefined). */
export const anyAnswerSchema = z.unknown();

/** `get_from_wishlist`: `[{item_code}]` newest first; an empty page is the body `{}` (no `message`). */
export const wishlistAnswerSchema = z
  .union([lenientArray(z.object({ item_code: z.string().min(1) })), z.undefined()])
  .transform((v) => (v ?? []).map((i) => i.item_code));

/**
 * `add_to_wishlist` answers the body `{}` when the item was added or already there, and
 * `{status: "error", message: "Item not found"}` (HTTP 200) for a code that is not an Item.
 * `remove_from_wishlist` answers `{status: "success"}`, or `{status: "error"}` when it was not there.
 */
export const wishlistChangeSchema = z
  .union([z.undefined(), z.object({ status: z.string(), message: z.string().nullish() })])
  .transform((v) => ({ refused: v?.status === 'error', message: v?.message ?? undefined }));

/** An address as the back-end spells it; an order may carry it as an object or as a formatted string. */
export const addressSchema = z.object({
  name: z.string().min(1),
  address_title: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  address_line1: text,
  address_line2: text,
  city: text,
  state: text,
  pincode: text,
  country: text,
  country_code: z.string().nullish(),
  company_name: z.string().nullish(),
  address_type: z.string().nullish().transform((v) => v ?? 'Shipping'),
  is_primary_address: flag,
  is_shipping_address: flag,
  email_id: z.string().nullish(),
  phone: z.string().nullish(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = lenientArray(addressSchema);

const orderAddressObject = z.object({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  company_name: z.string().nullish(),
  address_line1: z.string().nullish(),
  address_line2: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  pincode: z.string().nullish(),
  country: z.string().nullish(),
  phone: z.string().nullish(),
  email_id: z.string().nullish(),
});
export type OrderAddress = z.infer<typeof orderAddressObject>;

/** An order's address: an object, or (older back-ends) one formatted string kept as a single line. */
const orderAddressSchema = z
  .union([z.string(), orderAddressObject])
  .nullish()
  .catch(null)
  .transform((v): OrderAddress | null => {
    if (!v) return null;
    if (typeof v !== 'string') return v;
    const text = v
      .split(/\n|<br\s*\/?>/i)
      .map((l) => l.trim())
      .filter(Boolean)
      .join(', ');
    return text ? { address_line1: text } : null;
  });

export const orderItemSchema = z.object({
  item_code: z.string().min(1),
  item_name: z.string().nullish(),
  product_name: z.string().nullish(),
  variant: z.string().nullish(),
  slug: z.string().nullish(),
  qty: z.coerce.number().catch(1),
  rate: amount,
  amount: amount.optional(),
  image: z.string().nullish(),
});

export const timelineEntrySchema = z.object({
  status: z.string().min(1),
  date: z.string().min(1),
  note: z.string().nullish(),
});

/**
 * An order of `get_sales_orders_for_current_customer` and of the order detail call. The
 * contract's fields plus what the checkout's mock adds (payment method, totals, timeline); any
 * of the extras may be missing from a real back-end.
 */
export const orderSchema = z
  .object({
    name: z.string().min(1),
    status: z.string().nullish().transform((v) => v ?? ''),
    transaction_status: z.string().nullish(),
    creation: z.string().min(1),
    modified: z.string().nullish(),
    total: amount,
    grand_total: amount.optional(),
    subtotal: amount.optional(),
    shipping_amount: amount.optional(),
    discount_amount: amount.optional(),
    coupon_code: z.string().nullish(),
    invoice_requested: flag,
    customer_type: z.string().nullish(),
    shipping_address: orderAddressSchema,
    billing_address: orderAddressSchema,
    shipping_rule: z.string().nullish(),
    shipping_rule_label: z.string().nullish(),
    payment_method: z.string().nullish(),
    payment_gateway: z.string().nullish(),
    total_qty: z.coerce.number().catch(0),
    items: lenientArray(orderItemSchema),
    paid: flag,
    delivery_date: z.string().nullish(),
    delivered_date: z.string().nullish(),
    /** Bank details for an order paid by transfer (decisions.md: IBAN, beneficiary, amount, reason). */
    wired_transfer_data: z
      .object({
        beneficiary: z.string(),
        iban: z.string(),
        bic: z.string().nullish(),
        bank_name: z.string().nullish(),
        amount: amount,
        reason: z.string(),
      })
      .nullish()
      .catch(null),
    /** The dated status updates (decisions.md: the order detail timeline), oldest first. */
    status_timeline: lenientArray(timelineEntrySchema).optional(),
  })
  .transform(({ status_timeline, ...o }) => ({
    ...o,
    timeline: [...(status_timeline ?? [])].sort((a, b) => Date.parse(a.date) - Date.parse(b.date)),
  }));
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export const orderListSchema = lenientArray(orderSchema);

/** `get_sales_order_invoice`: `{name, attachment_files: [url], creation_date, status, total, items}`. */
export const invoiceSchema = z.object({
  name: z.string().nullish(),
  attachment_files: z.array(z.string()).nullish().transform((v) => v ?? []),
  file_url: z.string().nullish(),
});

/** `get_document`: `{file_url}`. */
export const documentSchema = z.object({ file_url: z.string().min(1) });

/** `get_deliverable_countries`: `{data: [{name, code}]}`. */
export const countriesSchema = z.object({
  data: lenientArray(z.object({ name: z.string().min(1), code: z.string().min(2).max(3) })),
});
