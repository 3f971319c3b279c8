/** The checks Frappe makes when an Address is saved: mandatory fields, a known type, a Customer that exists. */
import type { Database } from 'better-sqlite3';
import { frappeError } from '../frappe';
import type { AddressRow } from './addresses';

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

/** The checks Frappe makes on save: mandatory fields and a known type. */
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
  // No Country link check: Frappe 15.101 skips the link check on a field with fetch-from fields,
  // and an Address with "IT" was saved on the real site (docs/backend.md "what running the real apps showed").
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
