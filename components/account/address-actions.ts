'use server';
import { getLocale } from 'next-intl/server';
import { addAddress, removeAddress, setDefaultAddress, updateAddress } from '@/lib/backend/addresses';
import { getDeliverableCountries } from '@/lib/backend/commerce';
import type { BackendError } from '@/lib/backend/result';
import { log } from '@/lib/log';
import { addressFormSchema } from './address-schema';
import { fieldErrors, type ErrorKey } from './schemas';

type AddressField =
  'full_name' | 'address_line1' | 'address_line2' | 'city' | 'state' | 'pincode' | 'country' | 'phone';
const FIELDS: readonly AddressField[] = [
  'full_name',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'pincode',
  'country',
  'phone',
];

export type AddressActionResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<AddressField, ErrorKey>> }
  | { ok: false; reason: 'rejected'; message?: string }
  | { ok: false; reason: 'signed-out' | 'not-found' | 'unavailable' };

/** Frappe names addresses after their title ("Mario Rossi-Shipping"): any text, checked against the shopper's list. */
const isName = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;

function failure(error: BackendError, event: string): AddressActionResult {
  if (error.kind === 'unauthorised') return { ok: false, reason: 'signed-out' };
  if (error.kind === 'not-found') return { ok: false, reason: 'not-found' };
  // The back-end's own sentence ("Address Line 1 is mandatory"); a refusal that embeds the request is not shown.
  if (error.kind === 'rejected')
    return {
      ok: false,
      reason: 'rejected',
      message: error.message && error.message.length < 200 ? error.message : undefined,
    };
  log.warn(event, { kind: error.kind, status: error.status });
  return { ok: false, reason: 'unavailable' };
}

/** Adds an address (`name` null) or updates one of the shopper's, parsed again with the form's schema. */
export async function saveAddressAction(name: unknown, input: unknown): Promise<AddressActionResult> {
  if (name !== null && !isName(name)) return { ok: false, reason: 'not-found' };
  const parsed = addressFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: fieldErrors(parsed.error, FIELDS) };
  const countries = await getDeliverableCountries(await getLocale());
  if (!countries.ok) return failure(countries.error, 'orders.address-countries-failed');
  // The back-end spells countries by their Country name ("Italy"), never by code.
  const country = countries.data.find((c) => c.code.toUpperCase() === parsed.data.country.toUpperCase());
  if (!country) return { ok: false, reason: 'invalid', fieldErrors: { country: 'required' } };
  const { full_name, ...rest } = parsed.data;
  const address = { ...rest, title: full_name, country: country.name };
  const result = name === null ? await addAddress(address) : await updateAddress(name, address);
  return result.ok ? { ok: true } : failure(result.error, 'orders.address-save-failed');
}

/** Removes (disables) one of the shopper's addresses. */
export async function deleteAddressAction(name: unknown): Promise<AddressActionResult> {
  if (!isName(name)) return { ok: false, reason: 'not-found' };
  const result = await removeAddress(name);
  return result.ok ? { ok: true } : failure(result.error, 'orders.address-remove-failed');
}

export async function setDefaultAddressAction(name: unknown): Promise<AddressActionResult> {
  if (!isName(name)) return { ok: false, reason: 'not-found' };
  const result = await setDefaultAddress(name);
  return result.ok ? { ok: true } : failure(result.error, 'orders.address-default-failed');
}
