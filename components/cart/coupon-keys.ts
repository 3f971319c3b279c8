/**
 * The coupon box's limit and answers, without zod: the form needs them from its first paint, its
 * schema (coupon-schema.ts) only once used.
 */

/** The longest code the box takes (the quote's and the order's schemas take as much). */
export const COUPON_MAX_LENGTH = 40;

/** The back-end's refusal of a code: its reason code (`expired`, `min_spend`, …) and its own words. */
export interface CouponRefusal {
  code: string;
  reason: string | null;
  message: string | null;
}

/**
 * What the coupon action answers: the code is good (applied, or kept for checkout on a back-end
 * that applies coupons to orders only; the cart's quote then carries it), or why not. Field
 * errors are keys of `Cart.couponErrors`.
 */
export type CouponResult =
  | { ok: true; code: string }
  | { ok: false; reason: 'invalid'; fieldErrors: { coupon: 'missing' | 'invalid' } }
  | { ok: false; reason: 'refused'; refusal: CouponRefusal }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'unavailable' };
