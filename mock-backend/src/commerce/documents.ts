/**
 * The stock Frappe/ERPNext documents the real back-end hands out, built from the mock's rows:
 * Quotation, Sales Order and Payment Request, with ERPNext's own status words, `docstatus`, the
 * shipping rule as a tax row and item names in the shop's one content language (Italian).
 */
import type { Row } from '../frappe';
import { frappeDate, frappeDatetime } from './frappe-time';
import { findCoupon } from './data';
import type { OrderData, OrderRow, QuotationRow } from './orders';
import { itemTitle } from './catalogue-items';
import type { PricedLine } from './priced-lines';
import { euro } from './store';

export { frappeDatetime };

const COMPANY = 'Bottega Ferramenta S.r.l.';
const SHIPPING_ACCOUNT = 'Spese di spedizione - BF';

/** ERPNext's view of an order whose life the mock keeps in the shop's status words. */
export interface ErpState {
  docstatus: 0 | 1 | 2;
  status: string;
  paid: 'YES' | 'NO';
  transaction_status: string;
}

/** Gateways whose orders are submitted at once (no online payment to wait for). */
const SUBMITTED_AT_ONCE = ['transfer', 'cash_on_delivery'];

export function erpState(o: Pick<OrderRow, 'status' | 'payment_method' | 'paid_cents'>): ErpState {
  switch (o.status) {
    case 'Draft':
      return { docstatus: 0, status: 'Draft', paid: 'NO', transaction_status: 'New' };
    case 'To Pay':
      return SUBMITTED_AT_ONCE.includes(o.payment_method)
        ? { docstatus: 1, status: 'To Deliver and Bill', paid: 'NO', transaction_status: 'New' }
        : { docstatus: 0, status: 'Draft', paid: 'NO', transaction_status: 'New' };
    case 'Paid':
      return { docstatus: 1, status: 'To Deliver and Bill', paid: 'YES', transaction_status: 'Inserted' };
    case 'Processing':
      return { docstatus: 1, status: 'To Deliver and Bill', paid: 'YES', transaction_status: 'Under processing' };
    case 'Shipped':
      return { docstatus: 1, status: 'To Bill', paid: 'YES', transaction_status: 'Shipped' };
    case 'Delivered':
      return { docstatus: 1, status: 'Completed', paid: 'YES', transaction_status: 'Shipped' };
    case 'Refunded':
      return { docstatus: 1, status: 'Closed', paid: 'YES', transaction_status: 'Accepted' };
    case 'Cancelled':
      return { docstatus: 2, status: 'Cancelled', paid: o.paid_cents > 0 ? 'YES' : 'NO', transaction_status: 'New' };
  }
}

const meta = (creation: string, modified: string, docstatus: number) => ({
  owner: 'Guest',
  creation: frappeDatetime(creation),
  modified: frappeDatetime(modified),
  modified_by: 'Guest',
  docstatus,
  idx: 0,
});

/** Totals as ERPNext computes them: the discount on the net total, shipping as a tax row. */
function totals(r: {
  subtotal_cents: number;
  shipping_cents: number;
  discount_cents: number;
  coupon_code: string | null;
}) {
  const net = Math.max(0, r.subtotal_cents - r.discount_cents);
  const grand = net + r.shipping_cents;
  const coupon = r.coupon_code ? findCoupon(r.coupon_code) : undefined;
  return {
    total: euro(r.subtotal_cents),
    base_total: euro(r.subtotal_cents),
    net_total: euro(net),
    base_net_total: euro(net),
    total_taxes_and_charges: euro(r.shipping_cents),
    base_total_taxes_and_charges: euro(r.shipping_cents),
    apply_discount_on: 'Net Total',
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

function itemRows(
  lines: PricedLine[],
  parent: string,
  parenttype: string,
  childDoctype: string,
  creation: string,
  docstatus: number,
): Row[] {
  return lines.map((l, i) => ({
    name: `${parent}-${i + 1}`
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(-10),
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
    doctype: childDoctype,
  }));
}

function taxRows(
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
      name: `${parent}-t1`
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(-10),
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

const grandCents = (r: { subtotal_cents: number; shipping_cents: number; discount_cents: number }) =>
  Math.max(0, r.subtotal_cents - r.discount_cents) + r.shipping_cents;

const customerName = (userEmail: string | null) => userEmail ?? 'Guest';

/** The whole Quotation (null fields kept, as `apply_coupon_code` and `payment_request` answer it). */
export function quotationDoc(q: QuotationRow): Row {
  const data = JSON.parse(q.data) as OrderData;
  const lines = JSON.parse(q.items) as PricedLine[];
  const customer = customerName(q.user_email);
  return {
    name: q.name,
    ...meta(q.created, q.modified, 0),
    title: customer,
    naming_series: 'SAL-QTN-.YYYY.-',
    quotation_to: 'Customer',
    party_name: customer,
    customer_name: customer,
    transaction_date: frappeDate(q.created),
    valid_till: null,
    order_type: 'Shopping Cart',
    company: COMPANY,
    currency: 'EUR',
    conversion_rate: 1,
    selling_price_list: 'Standard Selling',
    price_list_currency: 'EUR',
    plc_conversion_rate: 1,
    ignore_pricing_rule: 0,
    total_qty: lines.reduce((n, l) => n + l.qty, 0),
    total_net_weight: 0,
    ...totals(q),
    shipping_rule: q.shipping_rule,
    taxes_and_charges: null,
    tax_category: null,
    coupon_code: q.coupon_code,
    referral_sales_partner: null,
    customer_address: q.customer_address,
    shipping_address_name: q.shipping_address_name,
    contact_person: null,
    contact_email: q.email,
    contact_mobile: data.contact.phone || null,
    status: 'Draft',
    recipient_full_name: `${data.contact.first_name} ${data.contact.last_name}`.trim(),
    recipient_email: q.email,
    invoice_requested: data.invoice ? 'YES' : 'NO',
    channel: 'B2C',
    customer_type: q.customer_type,
    ...businessFields(data),
    terms: null,
    doctype: 'Quotation',
    items: itemRows(lines, q.name, 'Quotation', 'Quotation Item', q.created, 0),
    taxes: taxRows(q.shipping_rule, q.shipping_cents, grandCents(q), q.name, 'Quotation', q.created, 0),
    payment_schedule: [],
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

/** The whole Sales Order, as `GET /api/resource/Sales Order/<name>` serves it. */
export function salesOrderDoc(o: OrderRow, display: { billing: string | null; shipping: string | null }): Row {
  const data = JSON.parse(o.data) as OrderData;
  const lines = JSON.parse(o.items) as PricedLine[];
  const state = erpState(o);
  const customer = customerName(o.user_email);
  const delivered = o.status === 'Delivered' ? 100 : 0;
  const comment = data.order_comment || null;
  return {
    name: o.name,
    ...meta(o.creation, o.modified, state.docstatus),
    title: customer,
    naming_series: 'SAL-ORD-.YYYY.-',
    customer,
    customer_name: customer,
    order_type: 'Shopping Cart',
    transaction_date: frappeDate(o.creation),
    delivery_date: null,
    company: COMPANY,
    currency: 'EUR',
    conversion_rate: 1,
    selling_price_list: 'Standard Selling',
    price_list_currency: 'EUR',
    plc_conversion_rate: 1,
    total_qty: lines.reduce((n, l) => n + l.qty, 0),
    ...totals(o),
    shipping_rule: o.shipping_rule,
    coupon_code: o.coupon_code,
    customer_address: o.customer_address,
    address_display: display.billing,
    shipping_address_name: o.shipping_address_name,
    shipping_address: display.shipping,
    contact_email: o.email,
    contact_mobile: data.contact.phone || null,
    status: state.status,
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
    recipient_full_name: `${data.contact.first_name} ${data.contact.last_name}`.trim(),
    recipient_email: o.email,
    invoice_requested: data.invoice ? 'YES' : 'NO',
    channel: 'B2C',
    customer_type: o.customer_type,
    ...businessFields(data),
    order_comment: comment,
    doctype: 'Sales Order',
    items: itemRows(lines, o.name, 'Sales Order', 'Sales Order Item', o.creation, state.docstatus).map((i) => ({
      ...i,
      delivered_qty: delivered ? i.qty : 0,
    })),
    taxes: taxRows(
      o.shipping_rule,
      o.shipping_cents,
      grandCents(o),
      o.name,
      'Sales Order',
      o.creation,
      state.docstatus,
    ),
    payment_schedule: [],
  };
}

/** The columns a `GET /api/resource/Sales Order` list row has (no child tables). */
export function salesOrderRow(o: OrderRow): Row {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { items, taxes, payment_schedule, ...row } = salesOrderDoc(o, { billing: null, shipping: null });
  return row;
}

export interface PaymentRequestRow {
  name: string;
  sales_order: string;
  gateway: string;
  amount_cents: number;
  status: string;
  client_secret: string | null;
  failure: string | null;
  created: string;
  modified: string;
}

const GATEWAY_ACCOUNT: Record<string, string> = {
  stripe: 'Stripe-EUR',
  paypal: 'PayPal-EUR',
  gestpay: 'Gestpay-EUR',
};

/** The whole Payment Request (submitted) for an order. */
export function paymentRequestDoc(
  pr: PaymentRequestRow,
  order: Pick<OrderRow, 'name' | 'user_email' | 'email'>,
  paymentUrl: string | null,
): Row {
  const account = GATEWAY_ACCOUNT[pr.gateway] ?? 'Bonifico-EUR';
  return {
    name: pr.name,
    ...meta(pr.created, pr.modified, 1),
    naming_series: 'ACC-PRQ-.YYYY.-',
    payment_request_type: 'Inward',
    transaction_date: frappeDate(pr.created),
    company: COMPANY,
    mode_of_payment: null,
    party_type: 'Customer',
    party: customerName(order.user_email),
    reference_doctype: 'Sales Order',
    reference_name: order.name,
    grand_total: euro(pr.amount_cents),
    currency: 'EUR',
    is_a_subscription: 0,
    email_to: order.email,
    subject: `Payment Request for ${order.name}`,
    message: `<p>Dear ${customerName(order.user_email)},</p><p>Requesting payment against Sales Order ${order.name} for amount EUR ${euro(pr.amount_cents).toFixed(2)}.</p>`,
    payment_gateway_account: account,
    payment_gateway: account.replace(/-EUR$/, ''),
    payment_account: 'Banca - BF',
    payment_channel: 'Email',
    status: pr.status,
    payment_url: paymentUrl,
    doctype: 'Payment Request',
  };
}

/** The columns of a `GET /api/resource/Payment Request` list row. */
export function paymentRequestRow(pr: PaymentRequestRow, order: Pick<OrderRow, 'name' | 'user_email' | 'email'>): Row {
  return paymentRequestDoc(pr, order, null);
}
