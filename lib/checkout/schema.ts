/**
 * The checkout form's one schema (docs/architecture.md#forms-one-schema-checked-twice): the shop's
 * form hook checks with it in the browser (use-action-form, the fields' dotted names nested), the
 * place-order server action parses it again. Messages are keys of the `Checkout.errors` namespace.
 * Invoice identifiers get the real Italian checks of lib/domain/italian-tax.ts through
 * tax-id-problems.ts (docs/decisions.md "invoice (Italy)").
 */
// zod/mini: the classic API's parser with a fraction of its weight in the checkout's JavaScript.
import * as z from 'zod/mini';
import { isValidPec, isValidRecipientCode } from '@/lib/domain/italian-tax';
import { MAX_QTY, MIN_QTY } from '@/lib/domain/cart';
import { cents } from '@/lib/domain/money';
import { isPickup } from '@/lib/domain/shipping';
import { DEFAULT_COUNTRY } from '@/lib/shop-terms';
import { PAYMENT_METHODS } from './defaults';
import { taxCodeProblem, vatProblem } from './tax-id-problems';

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'tooLong' }));
const optional = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: 'tooLong' }));

const PHONE = /^\+?[\d\s().-]{6,20}$/;
/** Italy, San Marino and the Vatican use five-digit CAPs; elsewhere 3–10 letters and digits. */
const FIVE_DIGIT_POSTCODES = new Set(['IT', 'SM', 'VA']);

export function isValidPostcode(postcode: string, country: string): boolean {
  const value = postcode.trim().toUpperCase();
  return FIVE_DIGIT_POSTCODES.has(country) ? /^\d{5}$/.test(value) : /^[A-Z0-9][A-Z0-9 -]{2,9}$/.test(value);
}

const addressShape = {
  address_line1: required(140),
  address_line2: optional(140),
  city: required(80),
  state: optional(80),
  pincode: required(12),
  country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, { error: 'country' })),
};

/** The billing address is only checked when it differs from the shipping address (superRefine). */
const billingShape = {
  first_name: optional(80),
  last_name: optional(80),
  address_line1: optional(140),
  address_line2: optional(140),
  city: optional(80),
  state: optional(80),
  pincode: optional(12),
  country: z.string().check(z.trim()),
};

export const checkoutSchema = z
  .object({
    // No `abort` here: an aborting issue would skip the superRefine below (zod 4), hiding the
    // conditional fields' errors until these are fixed. The form shows each field's first issue.
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'required' }),
        z.maxLength(254, { error: 'tooLong' }),
        z.refine(isValidPec, { error: 'email' }),
      ),
    first_name: required(80),
    last_name: required(80),
    company_name: optional(140),
    phone: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(30, { error: 'tooLong' }),
      z.refine((v) => PHONE.test(v), { error: 'phone' }),
    ),
    shipping: z.object(addressShape),
    billing_different: z.boolean(),
    billing: z.object(billingShape),
    create_account: z.boolean(),
    password: z.string().check(z.maxLength(128, { error: 'tooLong' })),
    invoice: z.boolean(),
    customer_type: z.enum(['Individual', 'Company']),
    tax_code: optional(40),
    vat_number: optional(40),
    recipient_code: optional(20),
    pec: optional(254),
    order_comment: optional(1000),
    shipping_rule: z.string().check(z.trim(), z.minLength(1, { error: 'shippingRule' }), z.maxLength(140)),
    /** The pickup point's id when the rule is Local Pickup (the server checks it is one it offers). */
    pickup_point: z.string().check(z.maxLength(140)),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'paymentMethod' }),
    // The terms and the 14-day right of withdrawal are accepted before ordering, and the server
    // refuses an order without it (docs/decisions.md "right of withdrawal"). A boolean rather
    // than `z.literal(true)` so the form can start unticked.
    accept_terms: z.boolean().check(z.refine((v) => v, { error: 'acceptTerms' })),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: Array<string>, message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (v.shipping.pincode && !isValidPostcode(v.shipping.pincode, v.shipping.country))
        issue(['shipping', 'pincode'], 'postcode');

      if (v.billing_different) {
        for (const key of ['first_name', 'last_name', 'address_line1', 'city', 'pincode'] as const) {
          if (!v.billing[key].trim()) issue(['billing', key], 'required');
        }
        if (!/^[A-Z]{2}$/.test(v.billing.country)) issue(['billing', 'country'], 'country');
        else if (v.billing.pincode.trim() && !isValidPostcode(v.billing.pincode, v.billing.country))
          issue(['billing', 'pincode'], 'postcode');
      }

      // The rule's kind is the quote's; its name already says pickup (the server checks the kind again).
      if (isPickup({ id: v.shipping_rule, label: '' }) && !v.pickup_point) issue(['pickup_point'], 'pickupPoint');

      if (v.create_account && v.password.length < 8) issue(['password'], v.password ? 'passwordShort' : 'required');

      if (v.invoice && v.customer_type === 'Individual') {
        if (!v.tax_code) issue(['tax_code'], 'required');
        else {
          const problem = taxCodeProblem(v.tax_code);
          if (problem) issue(['tax_code'], problem);
        }
      }
      if (v.invoice && v.customer_type === 'Company') {
        if (!v.company_name) issue(['company_name'], 'required');
        if (!v.vat_number) issue(['vat_number'], 'required');
        else {
          const problem = vatProblem(v.vat_number);
          if (problem) issue(['vat_number'], problem);
        }
        if (!v.recipient_code && !v.pec) issue(['recipient_code'], 'recipientOrPec');
        if (v.recipient_code && !isValidRecipientCode(v.recipient_code)) issue(['recipient_code'], 'recipientCode');
        if (v.pec && !isValidPec(v.pec)) issue(['pec'], 'pec');
      }
    }),
  );

export type CheckoutValues = z.infer<typeof checkoutSchema>;
export type CheckoutInput = z.input<typeof checkoutSchema>;

/** A cart line as the browser sends it: a wish list of skus and quantities, with the price it showed in cents. */
export const cartLineInput = z.object({
  sku: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  qty: z.int().check(z.gte(MIN_QTY), z.lte(MAX_QTY)),
  priceCents: z.pipe(z.int().check(z.nonnegative()), z.transform(cents)),
});

export const quoteInputSchema = z.object({
  lines: z.array(cartLineInput).check(z.maxLength(100)),
  country: z.catch(z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/)), DEFAULT_COUNTRY),
  shippingRule: z.nullish(z.string().check(z.trim(), z.maxLength(140))),
  coupon: z.nullish(z.string().check(z.trim(), z.maxLength(40))),
  locale: z.optional(z.string().check(z.maxLength(8))),
});

export const placeOrderSchema = z.object({
  form: checkoutSchema,
  lines: z.array(cartLineInput).check(z.minLength(1), z.maxLength(100)),
  coupon: z.nullish(z.string().check(z.trim(), z.maxLength(40))),
  /** The checkout attempt (one per cart, kept across reloads): with the order's content it makes the idempotency key. */
  attempt: z.string().check(z.regex(/^[\w-]{16,64}$/)),
  /** The price to pay the shopper saw; a different server total stops the order and shows the change. */
  expectedTotalCents: z.pipe(z.int().check(z.nonnegative()), z.transform(cents)),
  locale: z.string().check(z.maxLength(8)),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether MM/YY is this month or later (cards are valid to the end of their month). */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The simulated card form (used when no Stripe key is configured): same schema in the form and the action. */
export const testCardSchema = z.object({
  cardholder: required(80),
  card_number: z
    .pipe(
      z.string(),
      z.transform((v: string) => v.replace(/[\s-]/g, '')),
    )
    .check(
      z.refine((v: string) => v.length > 0, { error: 'required', abort: true }),
      z.refine((v: string) => luhnValid(v), { error: 'cardNumber' }),
    ),
  expiry: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.refine((v) => /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(v), { error: 'cardExpiryFormat', abort: true }),
    z.refine((v) => expiryInFuture(v, new Date()), { error: 'cardExpired' }),
  ),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, { error: 'cardCvc' })),
});
export type TestCardInput = z.input<typeof testCardSchema>;
