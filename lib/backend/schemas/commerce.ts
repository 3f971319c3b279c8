import { z } from 'zod';
import { amount, flag, lenientArray, text } from './common';

/**
 * The answers of the cart, checkout and payment calls, as the real back-end gives them
 * (docs/backend/checkout.md). Whole Frappe documents are read for the few fields the shop uses;
 * everything else they carry is ignored.
 */

/** get_deliverable_countries: `{data: [{name: "Italy", code: "it"}]}`; `name` travels in every other call. */
const countrySchema = z.object({
  name: z.string().min(1),
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase()),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesSchema = z.object({ data: lenientArray(countrySchema) });

const number = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)))
  .refine((v) => v === null || Number.isFinite(v));

/** get_shipping_rules: one row per rule × rule country, only the band that applies to `totalPrice`. */
const shippingRowSchema = z.object({
  shipping_rule: z.string().min(1),
  label: text,
  shipping_amount: z.coerce.number().finite().nonnegative(),
  country: z.string().nullish(),
  price_range_from: number,
  price_range_to: number,
});
export type ShippingRow = z.infer<typeof shippingRowSchema>;
export const shippingRulesSchema = z.object({ data: lenientArray(shippingRowSchema) });

/**
 * The listing asked with `skus=a;b`: the current price and stock of each sku it still sells
 * (unknown skus are absent). A product carries its own sku; in the extended catalogue it also
 * carries `variants` with theirs.
 */
const pricedVariantSchema = z.object({
  sku: z.string().min(1),
  price: amount,
  sale_price: amount,
  stock: z.coerce.number().nullish().catch(null),
});
const pricedProductSchema = z.object({
  sku: z.string().min(1),
  name: z.string().nullish(),
  price: amount,
  sale_price: amount,
  is_sale: flag,
  stock: z.coerce.number().nullish().catch(null),
  variants: lenientArray(pricedVariantSchema).optional(),
});
export type PricedProduct = z.infer<typeof pricedProductSchema>;
export const pricedListingSchema = z.object({ products: lenientArray(pricedProductSchema) });

/**
 * apply_coupon_code on a quotation: the whole Quotation (plus `coupon_description`) or, with
 * HTTP 200, `{status: "error", message, coupon_description: ""}`. The optional cart preview
 * answers the same two shapes.
 */
export const couponRefusalSchema = z.object({
  status: z.literal('error'),
  message: z.string().nullish(),
  /** Only the optional preview says why in a word (`expired`, `min_spend`, …). */
  error_code: z.string().nullish(),
});
/**
 * A Quotation's totals as ERPNext computed them: items (`total`), the shipping rule as a tax row
 * (`total_taxes_and_charges`), the coupon's discount (on the grand total, shipping included, where
 * `apply_discount_on` says so) and what the order will cost. Read from apply_coupon_code's answer
 * or the Quotation resource.
 */
export const quotationTotalsSchema = z.object({
  name: z.string().nullish(),
  total: amount,
  total_taxes_and_charges: amount,
  discount_amount: amount,
  apply_discount_on: z.string().nullish().catch(null),
  additional_discount_percentage: amount.catch(null),
  grand_total: amount,
  rounded_total: amount,
  disable_rounded_total: flag.catch(false),
});
export const couponQuotationSchema = quotationTotalsSchema.extend({
  coupon_code: z.string().nullish(),
  coupon_description: z.string().nullish(),
});

/**
 * create_quotation answers the quotation's name; an unknown shipping rule answers (HTTP 200)
 * `{error: "Invalid Shipping Rule provided…"}` with the quotation saved without its rule.
 */
export const quotationAnswerSchema = z.union([z.string().min(1), z.object({ error: z.string() })]);

/** payment_request: two whole documents; the order is `payment_request.reference_name`. */
export const paymentRequestSchema = z.object({
  payment_request: z.object({
    name: z.string().min(1),
    reference_name: z.string().min(1),
    grand_total: z.coerce.number().finite().nonnegative(),
    currency: z.string().nullish(),
  }),
  payment_url: z.string().nullish(),
  /** HTML (bank text + `<h2>order</h2>`) for a bank transfer; rendered only after sanitising. */
  wired_transfer_data: z.string().nullish().catch(null),
  clientSecret: z.string().nullish(),
  quotation: z.object({ name: z.string().nullish(), grand_total: amount }).nullish().catch(null),
  /** Not in the real answer: a back-end with the optional payment-status methods may add the order's proof. */
  order_token: z.string().nullish().catch(null),
});

/** `GET /api/resource/Sales Order/<name>`: the fields the outcome pages read. */
export const salesOrderSchema = z.object({
  name: z.string().min(1),
  customer: z.string().nullish(),
  docstatus: z.coerce.number().int(),
  status: z.string().nullish(),
  /** `"YES"`/`"NO"` (or `""`) on this DocType, not a check field. */
  paid: z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform(
      (v) => v === true || v === 1 || (typeof v === 'string' && ['yes', '1', 'true'].includes(v.trim().toLowerCase())),
    ),
  grand_total: amount,
  currency: z.string().nullish(),
  payment_mode: z.string().nullish(),
  /** mymb's field: the Stripe payment intent of a card order (what Stripe's webhook finds it by). */
  custom_payment_code: z.string().nullish(),
  recipient_email: z.string().nullish(),
  transaction_date: z.string().nullish(),
  creation: z.string().nullish(),
});
export type SalesOrderDoc = z.infer<typeof salesOrderSchema>;

/** `GET /api/resource/Payment Request?filters=[["reference_name","=",order]]`. */
export const paymentRequestRowsSchema = lenientArray(
  z.object({
    name: z.string().min(1),
    status: z.string().nullish(),
    grand_total: amount,
    currency: z.string().nullish(),
    payment_gateway: z.string().nullish(),
  }),
);

/** Optional `get_payment_status(order)`: the order's state in one call. */
export const paymentStatusSchema = z.object({
  order: z.object({
    name: z.string().min(1),
    total: amount,
    creation: z.string().nullish(),
    currency: z.string().nullish(),
  }),
  paid: flag,
  status: z.string().min(1),
  payment_method: z.string().nullish(),
  last_payment: z
    .object({
      status: z.string().nullish(),
      failure: z.string().nullish(),
      gateway: z.string().nullish(),
      /** A Stripe attempt's payment intent, and where it stands in Stripe's words (`succeeded`, `processing`, …). */
      payment_intent: z.string().nullish(),
      intent_status: z.string().nullish(),
    })
    .nullish()
    .catch(null),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Optional `simulate_card_payment`: the test gateway's verdict. */
export const cardPaymentSchema = z.object({
  status: z.enum(['succeeded', 'declined']),
  message: z.string().nullish(),
  decline_code: z.string().nullish(),
});

/** Optional `start_redirect_payment`: the test gateway's page for a redirect method. */
export const redirectPaymentSchema = z.object({
  redirect_url: z.url({ protocol: /^https?$/ }),
  payment_intent: z.string().nullish(),
});

/** create_customer_and_user: `{user, customer, jwt}`. */
export const newCustomerSchema = z.object({ jwt: z.string().min(10), customer: z.string().nullish() });
