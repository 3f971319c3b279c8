/** The address book methods, over the same Address documents as the resource. */
import type { AppContext } from '../../context';
import { FrappeError, json, notFound, str, validationError, type Args } from '../../frappe';
import { requireUser, type User } from '../../user';
import { readAddress } from '../address-input';
import {
  customerAddresses,
  deleteAddress,
  getAddress,
  insertAddress,
  updateAddress,
  type AddressRow,
} from '../addresses';
import { t } from './texts';

function addressOut(r: AddressRow) {
  return {
    name: r.name,
    address_title: r.address_title,
    address_line1: r.address_line1,
    address_line2: r.address_line2 ?? '',
    city: r.city,
    state: r.state ?? '',
    pincode: r.pincode ?? '',
    country: r.country,
    address_type: r.address_type,
    is_primary_address: r.is_primary_address,
    is_shipping_address: r.is_shipping_address,
    email_id: r.email_id ?? '',
    phone: r.phone ?? '',
    creation: r.creation,
    modified: r.modified,
  };
}

/** Address fields from flat arguments or an `address` JSON object, checked as the checkout checks them. */
function addressFields(c: AppContext, a: Args, user: User, current?: AddressRow) {
  const nested = json<Record<string, unknown>>(a, 'address');
  const given = nested && typeof nested === 'object' ? { ...a, ...nested } : a;
  const merged = {
    ...(current ?? {}),
    ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null)),
  };
  const input = readAddress(merged, c.get('lang'), { en: 'Address', it: 'Indirizzo' });
  const title =
    [str(given, 'first_name'), str(given, 'last_name')].filter(Boolean).join(' ') ||
    current?.address_title ||
    `${user.first_name} ${user.last_name}`.trim();
  const type =
    typeof merged.address_type === 'string' && merged.address_type.toLowerCase() === 'billing' ? 'Billing' : 'Shipping';
  return {
    address_title: title,
    address_type: type,
    address_line1: input.address_line1,
    address_line2: input.address_line2,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
    country: input.country.en,
    email_id: input.email_id || user.email,
    phone: input.phone,
  };
}

function ownAddress(c: AppContext, user: User, name: string | undefined): AddressRow {
  const row = name ? getAddress(c.get('db'), name) : undefined;
  if (!row || row.customer !== user.email || row.disabled) {
    throw notFound(t(c.get('lang'), `Address ${name ?? ''} not found`, `Indirizzo ${name ?? ''} non trovato`));
  }
  return row;
}

const MAX_ADDRESSES = 20;

export async function addAddress(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const db = c.get('db');
  const enabled = customerAddresses(db, user.email).filter((r) => !r.disabled);
  if (enabled.length >= MAX_ADDRESSES)
    throw validationError(`An address book holds ${MAX_ADDRESSES} addresses at most`);
  const primary =
    enabled.length === 0 || a.is_primary_address === 1 || a.is_primary_address === true || a.is_primary_address === '1';
  const row = insertAddress(
    db,
    {
      ...addressFields(c, a, user),
      is_primary_address: primary ? 1 : 0,
      links: [{ link_doctype: 'Customer', link_name: user.email }],
    },
    c.get('options').now(),
    c.get('lang'),
  );
  return addressOut(row);
}

export async function updateOwnAddress(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const current = ownAddress(c, user, str(a, 'name'));
  const changes: Record<string, unknown> = addressFields(c, a, user, current);
  if (a.is_primary_address === 1 || a.is_primary_address === true || a.is_primary_address === '1')
    changes.is_primary_address = 1;
  return addressOut(updateAddress(c.get('db'), current.name, changes, c.get('options').now())!);
}

/** Deletes the address, or disables it when an order uses it (the address book no longer shows it either way). */
export async function deleteOwnAddress(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const db = c.get('db');
  const row = ownAddress(c, user, str(a, 'name'));
  const now = c.get('options').now();
  try {
    deleteAddress(db, row.name);
  } catch (err) {
    if (!(err instanceof FrappeError) || err.excType !== 'LinkExistsError') throw err;
    updateAddress(db, row.name, { disabled: 1, is_primary_address: 0 }, now);
  }
  if (row.is_primary_address) {
    const next = customerAddresses(db, user.email)
      .filter((r) => !r.disabled)
      .at(-1);
    if (next) updateAddress(db, next.name, { is_primary_address: 1 }, now);
  }
  return { name: row.name, deleted: 1 };
}

export async function setDefaultAddress(c: AppContext, a: Args) {
  const user = await requireUser(c);
  const row = ownAddress(c, user, str(a, 'name'));
  return addressOut(updateAddress(c.get('db'), row.name, { is_primary_address: 1 }, c.get('options').now())!);
}
