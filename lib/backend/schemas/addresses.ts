import { z } from 'zod';
import { flag, lenientArray, text } from './common';

/**
 * An Address document (a resource row, or the whole document inside an order). Frappe's Address
 * has no first or last name: the shop keeps the full name in `address_title`.
 */
export const addressDocSchema = z
  .object({
    name: z.string().min(1),
    address_title: text,
    address_type: z
      .string()
      .nullish()
      .transform((v) => (v === 'Billing' ? 'Billing' : 'Shipping')),
    address_line1: text,
    address_line2: text,
    city: text,
    state: text,
    pincode: text,
    country: text,
    email_id: z.string().nullish(),
    phone: z.string().nullish(),
    is_primary_address: flag,
    disabled: flag,
    links: lenientArray(z.object({ link_doctype: z.string(), link_name: z.string() })).optional(),
  })
  .transform(({ address_title, email_id, phone, ...a }) => ({
    ...a,
    title: address_title,
    email: email_id ?? null,
    phone: phone ?? null,
  }));
export type Address = z.infer<typeof addressDocSchema>;
export const addressListSchema = lenientArray(addressDocSchema);

/** An order's address: the whole Address document, or nothing (the back-end drops null fields). */
export const orderAddressSchema = addressDocSchema
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
