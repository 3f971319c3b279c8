'use server';
import { getLocale } from 'next-intl/server';
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from '@/lib/backend/account';
import type { BackendError } from '@/lib/backend/result';
import { log } from '@/lib/log';
import { addressFormSchema, fieldErrors, type ErrorKey } from './schemas';

type AddressField = 'first_name' | 'last_name' | 'address_line1' | 'address_line2' | 'city' | 'state' | 'pincode' | 'country' | 'phone';
const FIELDS: readonly AddressField[] = ['first_name', 'last_name', 'address_line1', 'address_line2', 'city', 'state', 'pincode', 'country', 'phone'];

export type AddressActionResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<AddressField, ErrorKey>> }
  | { ok: false; reason: 'rejected'; message?: string }
  | { ok: false; reason: 'signed-out' | 'not-found' | 'unavailable' };

const NAME = /^[\w.-]{1,64}$/;

function failure(error: BackendError, event: string): AddressActionResult {
  if (error.kind === 'unauthorised') return { ok: false, reason: 'signed-out' };
  if (error.kind === 'not-found') return { ok: false, reason: 'not-found' };
  // The back-end's own sentence (in the shopper's language where it has one): "invalid postcode", "we do not deliver to …".
  if (error.kind === 'rejected') return { ok: false, reason: 'rejected', message: error.message };
  log.warn(event, { kind: error.kind, status: error.status });
  return { ok: false, reason: 'unavailable' };
}

/** Adds an address (`name` null) or updates one, parsed again with the form's schema. */
export async function saveAddressAction(name: unknown, input: unknown): Promise<AddressActionResult> {
  if (name !== null && (typeof name !== 'string' || !NAME.test(name))) return { ok: false, reason: 'not-found' };
  const parsed = addressFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: fieldErrors(parsed.error, FIELDS) };
  const locale = await getLocale();
  const address = { ...parsed.data, country: parsed.data.country.toUpperCase() };
  const result = name === null ? await addAddress(address, locale) : await updateAddress(name, address, locale);
  return result.ok ? { ok: true } : failure(result.error, 'account.address-save-failed');
}

export async function deleteAddressAction(name: unknown): Promise<AddressActionResult> {
  if (typeof name !== 'string' || !NAME.test(name)) return { ok: false, reason: 'not-found' };
  const result = await deleteAddress(name);
  return result.ok ? { ok: true } : failure(result.error, 'account.address-delete-failed');
}

export async function setDefaultAddressAction(name: unknown): Promise<AddressActionResult> {
  if (typeof name !== 'string' || !NAME.test(name)) return { ok: false, reason: 'not-found' };
  const result = await setDefaultAddress(name);
  return result.ok ? { ok: true } : failure(result.error, 'account.address-default-failed');
}
