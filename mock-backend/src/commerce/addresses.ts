/**
 * Address documents (Frappe's stock Address DocType): named `<address_title>-<address_type>` with
 * `-1`, `-2` … when taken, linked to one Customer through a Dynamic Link row. The resource, the
 * checkout (`create_quotation`) and the optional address methods all write through here.
 */
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { frappeError, type Row } from '../frappe';
import { checkCustomer, validate } from './address-checks';
import { frappeDatetime } from './frappe-time';

export interface AddressRow {
  name: string;
  address_title: string;
  address_type: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string | null;
  pincode: string | null;
  country: string;
  email_id: string | null;
  phone: string | null;
  is_primary_address: number;
  is_shipping_address: number;
  disabled: number;
  customer: string | null;
  creation: string;
  modified: string;
}

const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s === '' ? null : s.slice(0, 240);
};
const check = (v: unknown) => (v === true || v === 1 || v === '1' ? 1 : 0);

export function getAddress(db: Database, name: string): AddressRow | undefined {
  return db.prepare('SELECT * FROM address WHERE name = ?').get(name) as AddressRow | undefined;
}

function uniqueName(db: Database, base: string): string {
  if (!getAddress(db, base)) return base;
  for (let n = 1; ; n++) if (!getAddress(db, `${base}-${n}`)) return `${base}-${n}`;
}

/** Frappe clears a preferred flag on the Customer's other enabled addresses when one takes it. */
function clearPreferred(
  db: Database,
  row: Pick<AddressRow, 'name' | 'customer' | 'is_primary_address' | 'is_shipping_address'>,
): void {
  if (!row.customer) return;
  for (const field of ['is_primary_address', 'is_shipping_address'] as const) {
    if (row[field])
      db.prepare(`UPDATE address SET ${field} = 0 WHERE customer = ? AND name != ? AND disabled = 0`).run(
        row.customer,
        row.name,
      );
  }
}

/** The Customer a document's `links` point to (the first Customer link). */
function linkedCustomer(links: unknown): string | null {
  if (!Array.isArray(links)) return null;
  const link = links.find((l) => l && typeof l === 'object' && (l as Row).link_doctype === 'Customer') as
    Row | undefined;
  return link ? text(link.link_name) : null;
}

/** Frappe names an address with its type label translated into the request's language. */
const TYPE_LABEL_IT: Record<string, string> = {
  Shipping: 'Spedizione',
  Billing: 'Fatturazione',
  Office: 'Ufficio',
  Personal: 'Personale',
  Other: 'Altro',
};

/** Inserts a new Address from document fields (`links` name its Customer). */
export function insertAddress(db: Database, doc: Row, now: number, lang: Lang = 'en'): AddressRow {
  const customer = linkedCustomer(doc.links);
  const row = {
    address_title: text(doc.address_title) ?? customer ?? '',
    address_type: text(doc.address_type) ?? '',
    address_line1: text(doc.address_line1) ?? '',
    address_line2: text(doc.address_line2),
    city: text(doc.city) ?? '',
    state: text(doc.state),
    pincode: text(doc.pincode),
    country: text(doc.country) ?? '',
    email_id: text(doc.email_id),
    phone: text(doc.phone),
    is_primary_address: check(doc.is_primary_address),
    is_shipping_address: check(doc.is_shipping_address),
    disabled: check(doc.disabled),
    customer,
  };
  if (!row.address_title) throw frappeError(417, 'ValidationError', 'Address Title is mandatory.');
  validate(row);
  checkCustomer(db, customer);
  return db.transaction(() => {
    const label = lang === 'it' ? (TYPE_LABEL_IT[row.address_type] ?? row.address_type) : row.address_type;
    const name = uniqueName(db, `${row.address_title}-${label}`);
    const at = frappeDatetime(now);
    db.prepare(
      `INSERT INTO address (name, address_title, address_type, address_line1, address_line2, city, state, pincode, country, email_id, phone,
        is_primary_address, is_shipping_address, disabled, customer, creation, modified)
       VALUES (@name, @address_title, @address_type, @address_line1, @address_line2, @city, @state, @pincode, @country, @email_id, @phone,
        @is_primary_address, @is_shipping_address, @disabled, @customer, @creation, @modified)`,
    ).run({ ...row, name, creation: at, modified: at });
    clearPreferred(db, { ...row, name });
    return getAddress(db, name)!;
  })();
}

const EDITABLE = [
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
] as const;
const CHECKS = ['is_primary_address', 'is_shipping_address', 'disabled'] as const;

/** Applies the given fields (a PUT); undefined when there is no such address. */
export function updateAddress(db: Database, name: string, changes: Row, now: number): AddressRow | undefined {
  const current = getAddress(db, name);
  if (!current) return undefined;
  const next: AddressRow = { ...current };
  for (const f of EDITABLE) if (f in changes) (next as unknown as Row)[f] = text(changes[f]);
  for (const f of CHECKS) if (f in changes) next[f] = check(changes[f]);
  if ('links' in changes) {
    next.customer = linkedCustomer(changes.links);
    checkCustomer(db, next.customer);
  }
  validate({
    ...next,
    address_type: next.address_type ?? '',
    address_line1: next.address_line1 ?? '',
    city: next.city ?? '',
    country: next.country ?? '',
  });
  db.transaction(() => {
    db.prepare(
      `UPDATE address SET address_title = @address_title, address_type = @address_type, address_line1 = @address_line1, address_line2 = @address_line2,
        city = @city, state = @state, pincode = @pincode, country = @country, email_id = @email_id, phone = @phone,
        is_primary_address = @is_primary_address, is_shipping_address = @is_shipping_address, disabled = @disabled, customer = @customer, modified = @modified
       WHERE name = @name`,
    ).run({ ...next, modified: frappeDatetime(now) });
    if (!next.disabled) clearPreferred(db, next);
  })();
  return getAddress(db, name);
}

/** Deletes an address nothing links; a quotation or order using it → 417 LinkExistsError. */
export function deleteAddress(db: Database, name: string): boolean {
  if (!getAddress(db, name)) return false;
  for (const [doctype, table] of [
    ['Sales Order', 'sales_order'],
    ['Quotation', 'quotation'],
  ] as const) {
    const user = db
      .prepare(`SELECT name FROM ${table} WHERE customer_address = ? OR shipping_address_name = ? LIMIT 1`)
      .get(name, name) as { name: string } | undefined;
    if (user) {
      throw frappeError(
        417,
        'LinkExistsError',
        `Cannot delete or cancel because Address ${name} is linked with ${doctype} ${user.name}`,
      );
    }
  }
  db.prepare('DELETE FROM address WHERE name = ?').run(name);
  return true;
}

/** The Customer's addresses, disabled ones included (what the real methods and resource see). */
export function customerAddresses(db: Database, customer: string): AddressRow[] {
  return db.prepare('SELECT * FROM address WHERE customer = ? ORDER BY creation, name').all(customer) as AddressRow[];
}

export function allAddresses(db: Database): AddressRow[] {
  return db.prepare('SELECT * FROM address ORDER BY modified DESC, name').all() as AddressRow[];
}
