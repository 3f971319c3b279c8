/** What every document the mock hands out carries alike: Frappe's standard fields, the company, the Customer. */
import { frappeDatetime } from './frappe-time';

export const COMPANY = 'Bottega Ferramenta S.r.l.';

export const meta = (creation: string, modified: string, docstatus: number) => ({
  owner: 'Guest',
  creation: frappeDatetime(creation),
  modified: frappeDatetime(modified),
  modified_by: 'Guest',
  docstatus,
  idx: 0,
});

/** The Customer a quotation or order is for: named after the shopper's e-mail, or "Guest". */
export const customerName = (userEmail: string | null) => userEmail ?? 'Guest';
