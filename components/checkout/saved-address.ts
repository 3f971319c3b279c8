/**
 * The shopper's last used checkout address, kept in the browser under `address`: one saved
 * address, so the next checkout on this browser starts filled in. Only what a courier needs: no
 * password, no tax identifiers. A corrupt value is removed instead of breaking the form.
 */
// zod/mini: the same parser as zod's classic API with a fraction of its weight in the browser.
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const text = z.catch(z.string().check(z.maxLength(254)), '');
const addressShape = z.object({
  address_line1: text,
  address_line2: text,
  city: text,
  state: text,
  pincode: text,
  country: z.catch(z.string().check(z.regex(/^[A-Z]{2}$/)), 'IT'),
});

export const savedAddressSchema = z.object({
  version: z.literal(1),
  email: text,
  first_name: text,
  last_name: text,
  company_name: text,
  phone: text,
  shipping: addressShape,
  billing_different: z.catch(z.boolean(), false),
  billing: z.extend(addressShape, { first_name: text, last_name: text }),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export function loadSavedAddress(): SavedAddress | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.address);
    if (!raw) return null;
    const parsed = savedAddressSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    /* corrupt JSON or storage blocked: fall through */
  }
  clearSavedAddress();
  return null;
}

export function saveAddress(address: Omit<SavedAddress, 'version'>): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.address, JSON.stringify({ version: 1, ...address }));
  } catch {
    /* storage full or blocked: the next checkout starts empty, nothing breaks */
  }
}

/** Forgets the saved address (call it on logout: the next shopper on this browser must not see it). */
export function clearSavedAddress(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.address);
  } catch {
    /* storage blocked: nothing was saved either */
  }
}
