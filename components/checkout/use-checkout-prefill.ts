'use client';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/stores/auth';
import { useApiRead } from '@/components/ui/use-api-read';
import type { CountryOption } from './address-fields';
import type { CheckoutFields } from './checkout-fields';
import { loadSavedAddress } from './saved-address-later';
import type { SavedAddress } from './saved-address';
import { countryCodeOf } from '@/lib/domain/country-names';
import type { Shopper } from '@/lib/domain/shopper';

/** GET /api/checkout/prefill: the signed-in shopper's names and default address (enabled ones only). */
interface CheckoutPrefill {
  user: Shopper;
  address: {
    address_line1: string;
    address_line2: string;
    city: string;
    state: string;
    pincode: string;
    /** A Country name ("Italy"). */
    country: string;
    phone: string | null;
  } | null;
}

const PREFILL = { url: '/api/checkout/prefill' };
const prefillOf = (answer: unknown) => answer as CheckoutPrefill;

interface Form {
  setValues(values: Partial<CheckoutFields>): void;
  edited(field: keyof CheckoutFields): boolean;
}

/**
 * Fills the checkout fields once: a signed-in shopper's account details and default address
 * (read through the shop's reader, never cached across shoppers: the route answers `private, no-store`); else, or
 * when the account has no address, the address this browser used last (kept under `address`). A
 * field the shopper already changed or is in is never overwritten, nor one the account filled.
 */
export function useCheckoutPrefill(form: Form, countries: readonly CountryOption[]) {
  const signedIn = useAuth((s) => s.user !== null);
  const { data, error } = useApiRead(signedIn ? PREFILL : null, prefillOf);
  const done = useRef(false);
  const settled = !signedIn || data !== undefined || error !== undefined;

  useEffect(() => {
    if (done.current || !settled) return;
    done.current = true;
    const filled = new Set<string>();
    const fill = (path: keyof CheckoutFields, value: string | boolean | null | undefined) => {
      if (value === null || value === undefined || value === '') return;
      if (filled.has(path) || form.edited(path)) return;
      filled.add(path);
      form.setValues({ [path]: value });
    };
    const fillSaved = (saved: SavedAddress | null) => {
      if (!saved) return;
      fill('email', saved.email);
      fill('first_name', saved.first_name);
      fill('last_name', saved.last_name);
      fill('company_name', saved.company_name);
      fill('phone', saved.phone);
      for (const key of ['address_line1', 'address_line2', 'city', 'state', 'pincode', 'country'] as const)
        fill(`shipping.${key}`, saved.shipping[key]);
      if (saved.billing_different) {
        fill('billing_different', true);
        for (const key of [
          'first_name',
          'last_name',
          'address_line1',
          'address_line2',
          'city',
          'state',
          'pincode',
          'country',
        ] as const)
          fill(`billing.${key}`, saved.billing[key]);
      }
    };
    if (data) {
      fill('email', data.user.email);
      fill('first_name', data.user.first_name);
      fill('last_name', data.user.last_name);
    }
    const a = data?.address;
    if (!a) {
      void loadSavedAddress().then(fillSaved);
      return;
    }
    // The list names countries in the shopper's language; the address carries Frappe's English name.
    const code = countries.find((c) => c.code === countryCodeOf(a.country))?.code;
    if (code) fill('shipping.country', code);
    fill('shipping.address_line1', a.address_line1);
    fill('shipping.address_line2', a.address_line2);
    fill('shipping.city', a.city);
    fill('shipping.state', a.state);
    fill('shipping.pincode', a.pincode);
    fill('phone', a.phone);
  }, [settled, data, countries, form]);
}
