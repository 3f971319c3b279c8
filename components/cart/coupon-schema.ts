// zod/mini, as the checkout's schema: a fraction of the classic API's weight when the box is used.
import * as z from 'zod/mini';
import { COUPON_MAX_LENGTH } from './coupon-keys';

/**
 * The coupon box's one schema (docs/architecture.md#forms-one-schema-checked-twice): the shop's
 * form hook checks with it in the browser, the coupon action parses it again. The code is read as
 * the back-end keeps it, in capitals. Messages are keys of `Cart.couponErrors`.
 */
export const couponSchema = z.object({
  coupon: z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, { error: 'missing' }), z.maxLength(COUPON_MAX_LENGTH, { error: 'invalid' })),
    z.transform((code) => code.toUpperCase()),
  ),
});
