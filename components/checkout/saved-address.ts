/**
 * The shopper's last used checkout address, kept in the browser under `address` (spec §3 "Order
 * address: one saved address, kept under the key address"). Only what a courier needs: no
 * password, no tax identifiers. A corrupt value is removed instead of breaking the form.
 */
import { z } from 'zod';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const text = z.string().max(254).catch('');
const addressShape = z.object({
  address_line1: text,
  address_line2: text,
  city: text,
  state: text,
  pincode: text,
  country: z.string().regex(/^[A-Z]{2}$/).catch('IT'),
});

export const savedAddressSchema = z.object({
  version: z.literal(1),
  email: text,
  first_name: text,
  last_name: text,
  company_name: text,
  phone: text,
  shipping: addressShape,
  billing_different: z.boolean().catch(false),
  billing: addressShape.extend({ first_name: text, last_name: text }),
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
