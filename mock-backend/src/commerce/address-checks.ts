/** The checks Frappe makes when an Address is saved: mandatory fields, a known type, a Country name, a Customer that exists. */
import type { Database } from 'better-sqlite3';
import { frappeError } from '../frappe';
import type { AddressRow } from './addresses';
import { COUNTRIES } from './data';

/** Country names Frappe's Country DocType knows (its names are English). */
const COUNTRY_NAMES = (() => {
  const names = new Set(COUNTRIES.map((c) => c.en));
  const display = new Intl.DisplayNames('en', { type: 'region' });
  for (let a = 65; a < 91; a++) {
    for (let b = 65; b < 91; b++) {
      const code = String.fromCharCode(a, b);
      try {
        const name = display.of(code);
        if (name && name !== code) names.add(name);
      } catch {
        /* not a region */
      }
    }
  }
  return names;
})();

const isCountryName = (value: string) => COUNTRY_NAMES.has(value);

const TYPES = [
  'Billing',
  'Shipping',
  'Office',
  'Personal',
  'Plant',
  'Postal',
  'Shop',
  'Subsidiary',
  'Warehouse',
  'Current',
  'Permanent',
  'Other',
];

const mandatoryError = (doctype: string, field: string) =>
  frappeError(417, 'MandatoryError', `Error: Value missing for ${doctype}: ${field}`);
const linkError = (doctype: string, value: string) =>
  frappeError(417, 'LinkValidationError', `Could not find ${doctype}: ${value}`);

/** The checks Frappe makes on save: mandatory fields, a known type, a Country name. */
export function validate(row: Omit<AddressRow, 'name' | 'creation' | 'modified'>): void {
  if (!row.address_type) throw mandatoryError('Address', 'Address Type');
  if (!row.address_line1) throw mandatoryError('Address', 'Address Line 1');
  if (!row.city) throw mandatoryError('Address', 'City/Town');
  if (!row.country) throw mandatoryError('Address', 'Country');
  if (!TYPES.includes(row.address_type)) {
    throw frappeError(
      417,
      'ValidationError',
      `Address Type cannot be "${row.address_type}". It should be one of ${TYPES.map((t) => `"${t}"`).join(', ')}`,
    );
  }
  if (!isCountryName(row.country)) throw linkError('Country', row.country);
}

/** A Dynamic Link must point at an existing Customer: "Guest" or a shopper's (named after the e-mail). */
export function checkCustomer(db: Database, customer: string | null): void {
  if (!customer || customer === 'Guest') return;
  let known = false;
  try {
    known = Boolean(db.prepare('SELECT 1 FROM user WHERE email = ?').get(customer.toLowerCase()));
  } catch {
    known = true; // no accounts in this database: nothing to check against
  }
  if (!known) throw linkError('Customer', customer);
}
