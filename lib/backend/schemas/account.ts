import { z } from 'zod';
import { lenientArray } from './common';

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
  first_name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  last_name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  roles: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  customer: z.object({ name: z.string().min(1) }).transform((c) => c.name),
});

/**
 * `reset_password` and `update_user_password_with_key`: `{status, message}`. Their outcome is the
 * HTTP status, not `status` (a 410 says "success"); `status` only tells a 200 that sent no mail.
 */
export const statusAnswerSchema = z.object({
  status: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
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
