/** Addresses as the address book and the checkout read them, and as an order keeps them. */
import type { Lang } from '../context';
import { validationError } from '../frappe';
import type { AddressRow } from './addresses';
import { findCountry, type CountryDef } from './data';

export interface AddressInput {
  first_name: string;
  last_name: string;
  company_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pincode: string;
  country: CountryDef;
  email_id: string;
  phone: string;
}

const clean = (v: unknown, max: number) =>
  typeof v === 'string' ? v.trim().slice(0, max) : typeof v === 'number' ? String(v) : '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]{6,20}$/;

/** Validates an address object; `what` names it in messages ("Shipping address"). */
export function readAddress(value: unknown, lang: Lang, what: { en: string; it: string }): AddressInput {
  const a = (typeof value === 'string' ? safeJson(value) : value) as Record<string, unknown> | null;
  const label = what[lang];
  if (!a || typeof a !== 'object') throw validationError(lang === 'it' ? `${label}: mancante` : `${label} is missing`);
  const field = (key: string, en: string, it: string, max = 140) => {
    const v = clean(a[key], max);
    if (!v) throw validationError(lang === 'it' ? `${label}: ${it} è obbligatorio` : `${label}: ${en} is required`);
    return v;
  };
  const address_line1 = field('address_line1', 'address', "l'indirizzo");
  const city = field('city', 'town / city', 'la città', 80);
  const countryRaw = field('country', 'country', 'il paese', 80);
  const country = findCountry(countryRaw);
  if (!country)
    throw validationError(lang === 'it' ? `Non spediamo in ${countryRaw}` : `We do not deliver to ${countryRaw}`);
  const pincode = field('pincode', 'postcode', 'il CAP', 12).toUpperCase();
  const pinOk =
    country.code === 'IT' || country.code === 'SM' || country.code === 'VA'
      ? /^\d{5}$/.test(pincode)
      : /^[A-Z0-9][A-Z0-9 -]{2,9}$/.test(pincode);
  if (!pinOk)
    throw validationError(
      lang === 'it' ? `${label}: CAP non valido (${pincode})` : `${label}: invalid postcode (${pincode})`,
    );
  const phone = clean(a.phone, 30);
  if (phone && !PHONE.test(phone))
    throw validationError(lang === 'it' ? `${label}: numero di telefono non valido` : `${label}: invalid phone number`);
  const email_id = clean(a.email_id ?? a.email, 254).toLowerCase();
  if (email_id && !EMAIL.test(email_id))
    throw validationError(lang === 'it' ? `${label}: e-mail non valida` : `${label}: invalid email address`);
  return {
    first_name: clean(a.first_name, 80),
    last_name: clean(a.last_name, 80),
    company_name: clean(a.company_name, 140),
    address_line1,
    address_line2: clean(a.address_line2, 140),
    city,
    state: clean(a.state, 80),
    pincode,
    country,
    email_id,
    phone,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * How an address is stored inside an order and answered (country by its English name, like Frappe).
 * @public
 */
export function addressOut(a: AddressInput) {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    company_name: a.company_name,
    address_line1: a.address_line1,
    address_line2: a.address_line2,
    city: a.city,
    state: a.state,
    pincode: a.pincode,
    country: a.country.en,
    country_code: a.country.code,
    email_id: a.email_id,
    phone: a.phone,
  };
}
export type StoredAddress = ReturnType<typeof addressOut>;

/** A saved Address as an order keeps it, under the shopper's name (blank fields when there is none). */
export function storedAddress(address: AddressRow | undefined, first: string, last: string): StoredAddress {
  return {
    first_name: first,
    last_name: last,
    company_name: '',
    address_line1: address?.address_line1 ?? '',
    address_line2: address?.address_line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    pincode: address?.pincode ?? '',
    country: address?.country ?? '',
    country_code: findCountry(address?.country)?.code ?? '',
    email_id: address?.email_id ?? '',
    phone: address?.phone ?? '',
  };
}
