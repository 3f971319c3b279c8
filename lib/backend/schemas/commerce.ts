import { z } from 'zod';
import { amount, flag, lenientArray, text } from './common';

/** get_deliverable_countries: `{data: [{name, code}]}`; the mock adds the payment methods per country. */
export const countrySchema = z.object({
  name: z.string().min(1),
  code: z.string().min(2).max(3),
  /** Absent on a back-end that does not say: every method is then offered. */
  payment_methods: z.array(z.string()).nullish(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesSchema = z.object({ data: lenientArray(countrySchema) });

/** get_shipping_rules: `{data: [{shipping_rule, label, shipping_amount, country, price_range_from, price_range_to}]}`. */
const number = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)))
  .refine((v) => v === null || Number.isFinite(v));
export const shippingRowSchema = z.object({
  shipping_rule: z.string().min(1),
  label: text,
  shipping_amount: z.coerce.number().finite().nonnegative(),
  country: z.string().nullish(),
  price_range_from: number,
  price_range_to: number,
});
export const shippingRulesSchema = z.object({ data: lenientArray(shippingRowSchema) });

/** get_products_price: the current price of each item (unknown codes are left out). */
export const productPriceSchema = z.object({
  item_code: z.string().min(1),
  requested_code: z.string().nullish(),
  item_name: z.string().nullish(),
  product_name: z.string().nullish(),
  slug: z.string().nullish(),
  price: amount,
  sale_price: amount,
  rate: amount,
  stock: z.coerce.number().nullish(),
  is_in_stock: flag.optional(),
  image: z.string().nullish(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;
export const productPricesSchema = lenientArray(productPriceSchema);

/**
 * apply_coupon_code: the quotation with its coupon, or (real quirk) HTTP 200 `{status: "error",
 * message}` — inside `message` as Frappe wraps return values, or at the top level.
 */
export const couponRefusalSchema = z.object({
  status: z.literal('error'),
  message: z.string().nullish(),
  error_code: z.string().nullish(),
});
export const couponAppliedSchema = z.object({
  name: z.string().nullish(),
  coupon_code: z.string().min(1),
  coupon_description: z.string().nullish(),
  discount_amount: amount,
  total: amount.optional(),
  grand_total: amount.optional(),
});

/** create_quotation answers the quotation's name. */
export const quotationNameSchema = z.string().min(1);

export const wiredTransferSchema = z.object({
  beneficiary: z.string().min(1),
  iban: z.string().min(15),
  bic: z.string().nullish(),
  bank_name: z.string().nullish(),
  amount: amount,
  currency: z.string().nullish(),
  reason: z.string().min(1),
});
export type WiredTransfer = z.infer<typeof wiredTransferSchema>;

/** payment_request: creates the sales order and says where the shopper goes next. */
export const paymentRequestSchema = z.object({
  payment_request: z.string().nullish(),
  payment_url: z.string().nullish(),
  wired_transfer_data: wiredTransferSchema.nullish(),
  clientSecret: z.string().nullish(),
  quotation: z.string().nullish(),
  sales_order: z.string().nullish(),
  order_token: z.string().nullish(),
  status: z.string().nullish(),
  amount: amount.optional(),
});
export type PaymentRequestAnswer = z.infer<typeof paymentRequestSchema>;

const orderAddress = z
  .object({
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
  })
  .nullish()
  .catch(null);
export type OrderAddress = NonNullable<z.infer<typeof orderAddress>>;

/** The order as the payment pages show it (the contract's fields plus totals and the timeline). */
export const placedOrderSchema = z.object({
  name: z.string().min(1),
  status: z.string().min(1),
  creation: z.string().min(1),
  total: amount,
  subtotal: amount.optional(),
  shipping_amount: amount.optional(),
  shipping_rule_label: z.string().nullish(),
  shipping_rule: z.string().nullish(),
  discount_amount: amount.optional(),
  coupon_code: z.string().nullish(),
  currency: z.string().nullish(),
  payment_method: z.string().nullish(),
  paid: flag,
  contact: z.object({ email_id: z.string().nullish(), first_name: z.string().nullish(), last_name: z.string().nullish() }).nullish().catch(null),
  shipping_address: orderAddress,
  billing_address: orderAddress,
  items: lenientArray(
    z.object({
      item_code: z.string().min(1),
      item_name: z.string().nullish(),
      qty: z.coerce.number().int().positive(),
      rate: amount,
      amount: amount.optional(),
      image: z.string().nullish(),
      slug: z.string().nullish(),
    }),
  ),
  wired_transfer_data: wiredTransferSchema.nullish().catch(null),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const paymentStatusSchema = z.object({
  order: placedOrderSchema,
  paid: flag,
  status: z.string().min(1),
  payment_method: z.string().nullish(),
  quotation: z.string().nullish(),
  last_payment: z
    .object({ status: z.string().nullish(), failure: z.string().nullish(), gateway: z.string().nullish() })
    .nullish()
    .catch(null),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The simulated card gateway's answer. */
export const cardPaymentSchema = z.object({
  status: z.enum(['succeeded', 'declined']),
  message: z.string().nullish(),
  decline_code: z.string().nullish(),
  redirect_url: z.string().min(1),
});

/** create_customer_and_user: `{user, customer, jwt}`. */
export const newCustomerSchema = z.object({ jwt: z.string().min(10) });

/** get_addresses_for_current_customer, read only for the checkout's prefill. */
export const prefillAddressSchema = z.object({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  company_name: z.string().nullish(),
  address_line1: z.string().min(1),
  address_line2: z.string().nullish(),
  city: z.string().min(1),
  state: z.string().nullish(),
  pincode: z.string().nullish(),
  country: z.string().nullish(),
  country_code: z.string().nullish(),
  phone: z.string().nullish(),
  is_primary_address: flag,
});
export type PrefillAddress = z.infer<typeof prefillAddressSchema>;
export const prefillAddressesSchema = lenientArray(prefillAddressSchema);
