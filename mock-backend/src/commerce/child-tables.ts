/**
 * The child tables of a Quotation and a Sales Order: their item rows and the shipping rule as a
 * "Sales Taxes and Charges" row, with item names in the shop's one content language (Italian).
 */
import type { Row } from '../frappe';
import { itemTitle } from './catalogue-items';
import { meta } from './frappe-doc';
import type { PricedLine } from './priced-lines';
import { euro } from './store';

const SHIPPING_ACCOUNT = 'Spese di spedizione - BF';

/** A child row's name: short, lower-case, from its parent's name. */
const childName = (parent: string, suffix: string) =>
  `${parent}-${suffix}`
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(-10);

/** The `items` table: a "Quotation Item" or "Sales Order Item" row per line. */
export function itemRows(
  lines: PricedLine[],
  parent: string,
  parenttype: string,
  creation: string,
  docstatus: number,
): Row[] {
  return lines.map((l, i) => ({
    name: childName(parent, String(i + 1)),
    ...meta(creation, creation, docstatus),
    idx: i + 1,
    item_code: l.item_code,
    item_name: itemTitle(l, 'it'),
    description: itemTitle(l, 'it'),
    qty: l.qty,
    stock_uom: 'Nos',
    uom: 'Nos',
    conversion_factor: 1,
    price_list_rate: euro(l.price_cents),
    discount_percentage: 0,
    rate: euro(l.rate_cents),
    amount: euro(l.rate_cents * l.qty),
    net_rate: euro(l.rate_cents),
    net_amount: euro(l.rate_cents * l.qty),
    base_rate: euro(l.rate_cents),
    base_amount: euro(l.rate_cents * l.qty),
    image: l.image,
    warehouse: 'Negozio - BF',
    parent,
    parentfield: 'items',
    parenttype,
    doctype: `${parenttype} Item`,
  }));
}

/** The `taxes` table: the shipping rule's amount as one "Actual" charge, none without a rule. */
export function taxRows(
  rule: string | null,
  shippingCents: number,
  grandCents: number,
  parent: string,
  parenttype: string,
  creation: string,
  docstatus: number,
): Row[] {
  if (!rule) return [];
  return [
    {
      name: childName(parent, 't1'),
      ...meta(creation, creation, docstatus),
      idx: 1,
      charge_type: 'Actual',
      account_head: SHIPPING_ACCOUNT,
      description: rule,
      included_in_print_rate: 0,
      rate: 0,
      tax_amount: euro(shippingCents),
      base_tax_amount: euro(shippingCents),
      total: euro(grandCents),
      base_total: euro(grandCents),
      tax_amount_after_discount_amount: euro(shippingCents),
      parent,
      parentfield: 'taxes',
      parenttype,
      doctype: 'Sales Taxes and Charges',
    },
  ];
}
