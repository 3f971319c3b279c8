import type { SavedAddress } from './saved-address';

/**
 * The address this browser used last, read and written through saved-address.ts once it is
 * needed: it parses with zod, so it loads apart from the checkout's page, beside the schema's chunk.
 */
export async function loadSavedAddress(): Promise<SavedAddress | null> {
  return (await import('./saved-address')).loadSavedAddress();
}

export async function saveAddress(address: Omit<SavedAddress, 'version'>): Promise<void> {
  (await import('./saved-address')).saveAddress(address);
}
