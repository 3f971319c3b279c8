import 'server-only';
import { getUserInfo } from './auth';
import { call } from './call';
import { fail, ok, type Result } from './result';
import { addressDocSchema, addressListSchema, type Address } from './schemas/addresses';

/**
 * The shopper's address book through Frappe's stock Address resource (docs/backend/orders.md
 * "addresses"): the back-end has no address methods for shoppers. Resources run as the app
 * token's user, who sees every customer's addresses, so the storefront enforces ownership: it
 * lists by the shopper's own Customer and changes only an address found in that list.
 */

const FIELDS = [
  'name',
  'address_title',
  'address_type',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'pincode',
  'country',
  'email_id',
  'phone',
  'is_primary_address',
  'is_shipping_address',
  'disabled',
];

/** What the address form saves; `title` is the full name (Address has no first or last name). */
export interface AddressInput {
  title: string;
  address_type: 'Shipping' | 'Billing';
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pincode: string;
  /** A Country name ("Italy"), as every back-end call spells countries. */
  country: string;
  phone: string;
  is_primary_address: boolean;
}

/**
 * Whose address book it is: the signed-in user's Customer (the party the back-end's orders and
 * addresses are linked to) and the e-mail an address carries. Not the shop's `Shopper`
 * (lib/domain/shopper.ts), which is what the storefront shows of them.
 */
interface AddressOwner {
  customer: string;
  email: string;
}

async function currentOwner(jwt?: string): Promise<Result<AddressOwner>> {
  const info = await getUserInfo(jwt);
  if (!info.ok) return info;
  if (!info.data.customer) return fail({ kind: 'not-found', message: 'No customer for this user' });
  return ok({ customer: info.data.customer, email: info.data.email });
}

/**
 * The session was just proven by `get_user_info`: a resource refused now (403) is the app
 * token's missing permission, not a signed-out shopper.
 */
function asShopperResult<T>(result: Result<T>): Result<T> {
  return !result.ok && result.error.kind === 'unauthorised' ? fail({ ...result.error, kind: 'unavailable' }) : result;
}

function enabledAddressesOf(customer: string) {
  return call({
    path: 'resource:Address',
    params: {
      fields: FIELDS,
      filters: [
        ['Dynamic Link', 'link_doctype', '=', 'Customer'],
        ['Dynamic Link', 'link_name', '=', customer],
        ['disabled', '=', 0],
      ],
      limit_page_length: 0,
    },
    schema: addressListSchema,
  });
}

/**
 * The shopper's enabled addresses, the default first (removed ones are disabled, never shown).
 * The one reader of the address book: the account, the checkout's prefill and the quotation's
 * reuse of a saved address (`jwt` when the session is not yet in the cookie, at checkout).
 */
export async function listAddresses(jwt?: string): Promise<Result<Address[]>> {
  const owner = await currentOwner(jwt);
  if (!owner.ok) return owner;
  const list = asShopperResult(await enabledAddressesOf(owner.data.customer));
  if (!list.ok) return list;
  return ok(
    [...list.data.filter((a) => !a.disabled)].sort(
      (a, b) => Number(b.is_primary_address) - Number(a.is_primary_address),
    ),
  );
}

const fields = (a: AddressInput, email: string) => ({
  address_title: a.title,
  address_type: a.address_type,
  address_line1: a.address_line1,
  address_line2: a.address_line2,
  city: a.city,
  state: a.state,
  pincode: a.pincode,
  country: a.country,
  phone: a.phone,
  email_id: email,
  is_primary_address: a.is_primary_address ? 1 : 0,
});

/** A new address linked to the shopper's Customer (Frappe names it `<title>-<type>`). */
export async function addAddress(address: AddressInput): Promise<Result<Address>> {
  const owner = await currentOwner();
  if (!owner.ok) return owner;
  const { customer, email } = owner.data;
  return asShopperResult(
    await call({
      path: 'resource:Address',
      method: 'POST',
      params: { ...fields(address, email), links: [{ link_doctype: 'Customer', link_name: customer }] },
      schema: addressDocSchema,
    }),
  );
}

/**
 * Changes one of the shopper's addresses. The address must be in the shopper's own list first:
 * anything else is `not-found`, and the back-end is never asked to change it.
 */
async function changeOwnAddress(
  name: string,
  change: (owner: AddressOwner) => Record<string, unknown>,
): Promise<Result<Address>> {
  const owner = await currentOwner();
  if (!owner.ok) return owner;
  const own = asShopperResult(await enabledAddressesOf(owner.data.customer));
  if (!own.ok) return own;
  if (!own.data.some((a) => a.name === name)) return fail({ kind: 'not-found' });
  return asShopperResult(
    await call({
      path: `resource:Address/${name}`,
      method: 'PUT',
      params: change(owner.data),
      schema: addressDocSchema,
    }),
  );
}

export function updateAddress(name: string, address: AddressInput) {
  return changeOwnAddress(name, ({ email }) => fields(address, email));
}

/** The default address: Frappe clears the flag on the Customer's other addresses itself. */
export function setDefaultAddress(name: string) {
  return changeOwnAddress(name, () => ({ is_primary_address: 1 }));
}

/**
 * Removing disables: an address an order or a quotation uses cannot be deleted (417
 * LinkExistsError), and the orders keep pointing at it.
 */
export function removeAddress(name: string) {
  return changeOwnAddress(name, () => ({ disabled: 1 }));
}
