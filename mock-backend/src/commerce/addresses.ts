/**
 * Address documents (Frappe's stock Address DocType): named `<address_title>-<address_type>` with
 * `-1`, `-2` … when taken, linked to one Customer through a Dynamic Link row. The resource, the
 * checkout (`create_quotation`) and the optional address methods all write through here.
 */
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { frappeError, type Row } from '../frappe';
import { frappeDatetime } from './documents';
import { COUNTRIES } from './data';

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

const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s === '' ? null : s.slice(0, 240);
};
const check = (v: unknown) => (v === true || v === 1 || v === '1' ? 1 : 0);

export function getAddress(db: Database, name: string): AddressRow | undefined {
  return db.prepare('SELECT * FROM address WHERE name = ?').get(name) as AddressRow | undefined;
}

/** The checks Frappe makes on save: mandatory fields, a known type, a Country name. */
function validate(row: Omit<AddressRow, 'name' | 'creation' | 'modified'>): void {
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

/** A Dynamic Link must point at an existing Customer: "Guest" or a shopper's (named after the e-mail). */
function checkCustomer(db: Database, customer: string | null): void {
  if (!customer || customer === 'Guest') return;
  let known = false;
  try {
    known = Boolean(db.prepare('SELECT 1 FROM user WHERE email = ?').get(customer.toLowerCase()));
  } catch {
    known = true; // no accounts in this database: nothing to check against
  }
  if (!known) throw linkError('Customer', customer);
}

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

/** The whole Address document as Frappe serves it (resource answers keep null fields). */
export function addressDoc(r: AddressRow): Row {
  const meta = {
    owner: 'Administrator',
    creation: r.creation,
    modified: r.modified,
    modified_by: 'Administrator',
    docstatus: 0,
    idx: 0,
  };
  return {
    name: r.name,
    ...meta,
    address_title: r.address_title,
    address_type: r.address_type,
    address_line1: r.address_line1,
    address_line2: r.address_line2,
    city: r.city,
    county: null,
    state: r.state,
    country: r.country,
    pincode: r.pincode,
    email_id: r.email_id,
    phone: r.phone,
    fax: null,
    tax_category: null,
    is_primary_address: r.is_primary_address,
    is_shipping_address: r.is_shipping_address,
    disabled: r.disabled,
    is_your_company_address: 0,
    doctype: 'Address',
    links: r.customer
      ? [
          {
            name: createHash('md5').update(r.name).digest('hex').slice(0, 10),
            ...meta,
            idx: 1,
            link_doctype: 'Customer',
            link_name: r.customer,
            link_title: r.address_title,
            parent: r.name,
            parentfield: 'links',
            parenttype: 'Address',
            doctype: 'Dynamic Link',
          },
        ]
      : [],
    _user_tags: null,
    _comments: null,
    _assign: null,
    _liked_by: null,
  };
}

/** A document returned by a method loses its null fields (Frappe's `as_dict(no_nulls)` in the answer). */
export function withoutNulls<T extends Row>(doc: T): Row {
  return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== null && v !== undefined));
}

/** ERPNext's address_display: the lines joined with <br>. */
export function addressDisplay(r: AddressRow | undefined): string | null {
  if (!r) return null;
  const lines = [
    r.address_line1,
    r.address_line2,
    r.city,
    r.state,
    r.pincode,
    r.country,
    r.phone ? `Phone: ${r.phone}` : null,
    r.email_id ? `Email: ${r.email_id}` : null,
  ];
  return `${lines.filter(Boolean).join('<br>')}<br>`;
}
