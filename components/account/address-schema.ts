import { z } from 'zod';

/**
 * The address form's schema (docs/architecture.md#forms-one-schema-checked-twice): the shop's form
 * hook (components/ui/use-action-form.ts) loads it on first focus and checks with it in the
 * browser, and the server action parses the same input again. Messages are keys of
 * `Account.errors`. Frappe's Address has no first and last name, so the form asks for the full
 * name the parcel is addressed to.
 */
const ADDRESS_TYPES = ['Shipping', 'Billing'] as const;

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

/** `country` is the code of a deliverable country; the server turns it into the Country name. */
export const addressFormSchema = z
  .object({
    full_name: required(140),
    address_line1: required(140),
    address_line2: z.string().trim().max(140, 'tooLong'),
    city: required(80),
    state: z.string().trim().max(80, 'tooLong'),
    pincode: required(10),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'required'),
    phone: z
      .string()
      .trim()
      .max(30, 'tooLong')
      .refine((v) => v === '' || /^\+?[0-9 ()./-]{6,30}$/.test(v), 'phone'),
    address_type: z.enum(ADDRESS_TYPES),
    is_primary_address: z.boolean(),
  })
  .superRefine((v, ctx) => {
    // Italy, San Marino and the Vatican use five-digit CAPs; elsewhere 3–10 letters, digits, spaces, dashes.
    const cap = /^(IT|SM|VA)$/i.test(v.country.trim());
    const ok = cap ? /^\d{5}$/.test(v.pincode) : /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(v.pincode);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['pincode'], message: 'postcode' });
  });
export type AddressFormInput = z.input<typeof addressFormSchema>;
