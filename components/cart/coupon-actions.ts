'use server';
import * as z from 'zod/mini';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { couponFor } from '@/lib/checkout/quote';
import { cartLineInput } from '@/lib/checkout/schema';
import { limit } from '@/lib/rate-limit';
import type { CouponResult } from './coupon-keys';
import { couponSchema } from './coupon-schema';

/** The lines the code is tried on, and the shopper's language for the back-end's words. */
const cartSchema = z.object({
  lines: z.array(cartLineInput).check(z.minLength(1), z.maxLength(100)),
  locale: z.string().check(z.maxLength(8)),
});

/**
 * The coupon box: one try of a code on the cart's lines (counted as a coupon try, so codes cannot
 * be guessed). A good code goes into the cart, whose quote then carries it and says its discount.
 */
export async function tryCoupon(input: unknown, cart: unknown): Promise<CouponResult> {
  const parsed = couponSchema.safeParse(input);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message === 'missing' ? 'missing' : 'invalid';
    return { ok: false, reason: 'invalid', fieldErrors: { coupon: key } };
  }
  const on = cartSchema.safeParse(cart);
  if (!on.success) return { ok: false, reason: 'unavailable' };
  const limited = await limit('coupon');
  if (limited) return limited;
  const { lines, locale } = on.data;
  const answer = await couponFor(
    parsed.data.coupon,
    lines,
    hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
  );
  if (answer.applied || answer.atCheckout) return { ok: true, code: answer.code };
  return {
    ok: false,
    reason: 'refused',
    refusal: { code: answer.code, reason: answer.reason, message: answer.message },
  };
}
