import { z } from 'zod';

/**
 * The online withdrawal's forms (docs/decisions.md "the law"): the shopper gives only what the law
 * allows, their name, what identifies the contract (the order number, and for a guest the order's
 * e-mail, where the acknowledgement goes) and, if they wish, which items. Messages are keys of the
 * `Account.errors` namespace, as the account forms' are.
 */
const name = z.string().trim().min(1, 'required').max(140, 'tooLong');
const orderNumber = z
  .string()
  .trim()
  .min(1, 'required')
  .max(64, 'tooLong')
  .regex(/^[\w.\-/]+$/, 'orderNumber')
  .transform((v) => v.toUpperCase());
const email = z
  .string()
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .pipe(z.email('email'))
  .transform((v) => v.toLowerCase());

/** Step one for a guest: who they are and which order. */
export const guestOrderSchema = z.object({ name, order_number: orderNumber, email });

/** The confirmation: the same, the chosen lines, and the attempt that makes a retry record once. */
export const confirmSchema = z.object({
  attempt: z.string().regex(/^[\w-]{16,64}$/),
  order_number: orderNumber,
  /** A guest's; a signed-in shopper's come from their account. */
  name: name.optional(),
  email: email.optional(),
  items: z.array(z.string().min(1).max(140)).max(200),
  locale: z.string().max(8),
});
