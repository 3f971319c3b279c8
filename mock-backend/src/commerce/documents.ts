/**
 * The Quotation and the Sales Order the real back-end hands out, built from the mock's rows by one
 * builder (they are both ERPNext selling documents): ERPNext's own status words, `docstatus`, the
 * totals as ERPNext computes them and the child tables of child-tables.ts.
 */
import type { Row } from '../frappe';
import { itemRows, taxRows } from './child-tables';
import { findCoupon, grandTotalCents } from './data';
import { erpState } from './erp-state';
import { COMPANY, customerName, meta } from './frappe-doc';
import { frappeDate } from './frappe-time';
import type { OrderData, OrderRow, QuotationRow } from './orders';
import type { PricedLine } from './priced-lines';
import { euro } from './store';

type Amounts = Pick<QuotationRow, 'subtotal_cents' | 'shipping_cents' | 'discount_cents'>;

const grandCents = grandTotalCents;

/** Totals as ERPNext computes them: shipping as a tax row, the coupon's discount on the grand total. */
function totals(r: Amounts & Pick<QuotationRow, 'coupon_code'>) {
  const net = Math.max(0, r.subtotal_cents - r.discount_cents);
  const grand = grandCents(r);
  const coupon = r.coupon_code ? findCoupon(r.coupon_code) : undefined;
  return {
    total: euro(r.subtotal_cents),
    base_total: euro(r.subtotal_cents),
    net_total: euro(net),
    base_net_total: euro(net),
    total_taxes_and_charges: euro(r.shipping_cents),
    base_total_taxes_and_charges: euro(r.shipping_cents),
    apply_discount_on: 'Grand Total',
    additional_discount_percentage: coupon?.kind === 'percent' ? coupon.value : 0,
    discount_amount: euro(r.discount_cents),
    base_discount_amount: euro(r.discount_cents),
    grand_total: euro(grand),
    base_grand_total: euro(grand),
    rounding_adjustment: 0,
    rounded_total: euro(grand),
    base_rounded_total: euro(grand),
  };
}

function businessFields(data: OrderData): Row {
  const info = data.business_info ?? {};
  return {
    tax_code: info.tax_code ?? null,
    vat_number: info.vat_number ?? null,
    company_name: info.company_name ?? null,
    pec: info.pec ?? null,
    client_id: info.client_id ?? null,
    recipient_code: info.recipient_code ?? null,
  };
}

/** The columns a quotation and an order keep alike. */
type SellingRow = Amounts &
  Pick<
    QuotationRow,
    | 'name'
    | 'user_email'
    | 'email'
    | 'customer_type'
    | 'data'
    | 'items'
    | 'shipping_rule'
    | 'coupon_code'
    | 'customer_address'
    | 'shipping_address_name'
  >;

interface SellingDoc {
  doctype: 'Quotation' | 'Sales Order';
  row: SellingRow;
  creation: string;
  modified: string;
  docstatus: 0 | 1 | 2;
  status: string;
  /** Fields only this DocType has. */
  own: Row;
  /** Fields only this DocType's item rows have. */
  ownItemFields?: (line: PricedLine) => Row;
}

const NAMING_SERIES = { Quotation: 'SAL-QTN-.YYYY.-', 'Sales Order': 'SAL-ORD-.YYYY.-' };

/** A whole selling document: what a Quotation and a Sales Order share, then the DocType's own fields. */
function sellingDoc({ doctype, row, creation, modified, docstatus, status, own, ownItemFields }: SellingDoc): Row {
  const data = JSON.parse(row.data) as OrderData;
  const lines = JSON.parse(row.items) as PricedLine[];
  const customer = customerName(row.user_email);
  return {
    name: row.name,
    ...meta(creation, modified, docstatus),
    title: customer,
    naming_series: NAMING_SERIES[doctype],
    customer_name: customer,
    order_type: 'Shopping Cart',
    transaction_date: frappeDate(creation),
    company: COMPANY,
    currency: 'EUR',
    conversion_rate: 1,
    selling_price_list: 'Standard Selling',
    price_list_currency: 'EUR',
    plc_conversion_rate: 1,
    total_qty: lines.reduce((n, l) => n + l.qty, 0),
    ...totals(row),
    shipping_rule: row.shipping_rule,
    coupon_code: row.coupon_code,
    customer_address: row.customer_address,
    shipping_address_name: row.shipping_address_name,
    contact_email: row.email,
    contact_mobile: data.contact.phone || null,
    status,
    recipient_full_name: `${data.contact.first_name} ${data.contact.last_name}`.trim(),
    recipient_email: row.email,
    invoice_requested: data.invoice ? 'YES' : 'NO',
    channel: 'B2C',
    customer_type: row.customer_type,
    ...businessFields(data),
    ...own,
    doctype,
    items: itemRows(lines, row.name, doctype, creation, docstatus).map((item, i) => ({
      ...item,
      ...ownItemFields?.(lines[i]!),
    })),
    taxes: taxRows(row.shipping_rule, row.shipping_cents, grandCents(row), row.name, doctype, creation, docstatus),
    payment_schedule: [],
  };
}

/** The whole Quotation (null fields kept, as `apply_coupon_code` and `payment_request` answer it). */
export function quotationDoc(q: QuotationRow): Row {
  return sellingDoc({
    doctype: 'Quotation',
    row: q,
    creation: q.created,
    modified: q.modified,
    docstatus: 0,
    status: 'Draft',
    own: {
      quotation_to: 'Customer',
      party_name: customerName(q.user_email),
      valid_till: null,
      ignore_pricing_rule: 0,
      total_net_weight: 0,
      taxes_and_charges: null,
      tax_category: null,
      referral_sales_partner: null,
      contact_person: null,
      terms: null,
    },
  });
}

/** The whole Sales Order, as `GET /api/resource/Sales Order/<name>` serves it. */
export function salesOrderDoc(o: OrderRow, display: { billing: string | null; shipping: string | null }): Row {
  const state = erpState(o);
  const delivered = o.status === 'Delivered' ? 100 : 0;
  return sellingDoc({
    doctype: 'Sales Order',
    row: o,
    creation: o.creation,
    modified: o.modified,
    docstatus: state.docstatus,
    status: state.status,
    own: {
      customer: customerName(o.user_email),
      delivery_date: null,
      address_display: display.billing,
      shipping_address: display.shipping,
      delivery_status: delivered ? 'Fully Delivered' : 'Not Delivered',
      billing_status: 'Not Billed',
      per_delivered: delivered,
      per_billed: 0,
      advance_paid: euro(o.paid_cents),
      payment_mode: o.payment_method.toUpperCase(),
      paid: state.paid,
      transaction_status: state.transaction_status,
      custom_payment_code: o.payment_code,
      custom_mymb_order_extra_info: null,
      erp_document_number: null,
      quotation_name: o.quotation,
      order_comment: (JSON.parse(o.data) as OrderData).order_comment || null,
    },
    ownItemFields: (line) => ({ delivered_qty: delivered ? line.qty : 0 }),
  });
}

/** The columns a `GET /api/resource/Sales Order` list row has (no child tables). */
export function salesOrderRow(o: OrderRow): Row {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { items, taxes, payment_schedule, ...row } = salesOrderDoc(o, { billing: null, shipping: null });
  return row;
}
