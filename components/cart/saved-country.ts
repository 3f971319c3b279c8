import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * Only the delivery country of the saved checkout address (see ./saved-address), read without its
 * zod schema: the cart page estimates shipping with it and should not carry zod (30 KiB) for one
 * field. Anything odd gives null.
 */
export function savedShippingCountry(): string | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.address) ?? 'null');
    const country = (saved as { shipping?: { country?: unknown } } | null)?.shipping?.country;
    return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
  } catch {
    return null;
  }
}
