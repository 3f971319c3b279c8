/** Address documents as Frappe serves them: the whole document, a method's answer, the printed block. */
import { createHash } from 'node:crypto';
import type { Row } from '../frappe';
import type { AddressRow } from './addresses';

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
