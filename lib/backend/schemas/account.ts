import { z } from 'zod';
import { lenientArray } from './common';

/** `create_customer_and_user` answers `{user, customer, jwt}` (backend-contract.md). */
export const registerAnswerSchema = z.object({
  jwt: z.string().min(10),
  user: z.unknown().optional(),
  customer: z.unknown().optional(),
});

/** `reset_password` / `update_user_password_with_key`: `{status: "success" | "failed", message}`. */
export const statusAnswerSchema = z
  .object({
    status: z.string().nullish(),
    message: z.string().nullish(),
  })
  .nullish()
  .transform((v) => ({ status: v?.status ?? 'success', message: v?.message ?? '' }));

/** Methods that answer something we do not read (or Frappe's `{}`, which unwraps to undefined). */
export const anyAnswerSchema = z.unknown();

/** Wishlist: `[{item_code}]`, or `{}` when empty (backend-contract.md). */
export const wishlistAnswerSchema = z
  .union([lenientArray(z.object({ item_code: z.string().min(1) })), z.object({}).loose(), z.null(), z.undefined()])
  .transform((v) => (Array.isArray(v) ? v.map((i) => ({ item_code: i.item_code })) : []));
