/** `create_quotation`: the checkout's addresses saved, then the Quotation with its lines and shipping rule. */
import type { AppContext } from '../../context';
import { args, missingArgument, notFound, validationError, type Row } from '../../frappe';
import { findUserByEmail } from '../../user';
import { siteHas } from '../../site';
import { storedAddress } from '../../commerce/address-input';
import { getAddress, insertAddress } from '../../commerce/addresses';
import { findShippingRule, shippingCostCents } from '../../commerce/data';
import { iso, yearOf, type OrderData } from '../../commerce/orders';
import { nextName } from '../../commerce/store';
import { asObject, noneAttribute, text } from './method-args';
import { insertFailed, quotationLines } from './quotation-lines';

/** `customer_id` → the Customer (its name is the shopper's e-mail; the mock also knows the account's own customer id). */
function customerFor(c: AppContext, id: string): string | null {
  if (id === 'Guest') {
    // A site without the Customer "Guest" (mymb fetches it first, so nothing is saved).
    if (siteHas(c, 'no-guest-customer')) throw notFound('Customer Guest not found');
    return null;
  }
  const byEmail = findUserByEmail(c, id);
  if (byEmail) return byEmail.email;
  const row = c.get('db').prepare('SELECT email FROM user WHERE customer = ?').get(id) as { email: string } | undefined;
  if (row) return row.email;
  throw notFound(`Customer ${id} not found`);
}

/** The Address a checkout uses: a saved one by `{name}` (not checked against the Customer, as in the real method), else a new one. */
function checkoutAddress(
  c: AppContext,
  info: Row,
  contact: Row,
  type: 'Shipping' | 'Billing',
  fullName: string,
  customer: string,
): string {
  const saved = text(info.name);
  if (saved) return saved;
  const row = insertAddress(
    c.get('db'),
    {
      address_title: fullName,
      email_id: contact.email_id,
      phone: contact.phone,
      address_line1: info.address_line1,
      address_line2: info.address_line2,
      city: info.city,
      state: info.state,
      pincode: info.pincode,
      country: info.country,
      address_type: type,
      is_primary_address: 0,
      links: [{ link_doctype: 'Customer', link_name: customer, link_title: fullName }],
    },
    c.get('options').now(),
    c.get('lang'),
  );
  return row.name;
}

export async function createQuotation(c: AppContext) {
  const db = c.get('db');
  const now = c.get('options').now();
  const a = await args(c);
  if (a.items === undefined) throw missingArgument('create_quotation', 'items');
  const customer = customerFor(c, text(a.customer_id) || 'Guest');
  const contact = asObject(a.contact_info);
  if (!contact) throw noneAttribute();
  const first = text(contact.first_name);
  const last = text(contact.last_name);
  const fullName = text(contact.name) || [first, last].filter(Boolean).join(' ');
  const customerType = text(a.customer_type) || 'Individual';
  const invoice = a.invoice === true || a.invoice === 1 || a.invoice === '1' || a.invoice === 'true';
  const business = asObject(a.business_info);
  if (invoice && !business) throw noneAttribute();
  const businessInfo =
    invoice && business
      ? Object.fromEntries(
          Object.entries(business)
            .map(([k, v]) => [k, text(v)])
            .filter(([, v]) => v),
        )
      : null;
  const different =
    a.shipping_address_different === true || a.shipping_address_different === 1 || a.shipping_address_different === '1';

  // Addresses are saved first, each on its own, as the real method does: a failure later leaves them.
  const shippingInfo = asObject(contact.shipping_address);
  if (!shippingInfo) throw noneAttribute();
  const link = customer ?? 'Guest';
  const shippingName = checkoutAddress(c, shippingInfo, contact, 'Shipping', fullName, link);
  let billingName = shippingName;
  if (different) {
    const billingInfo = asObject(contact.billing_address);
    if (!billingInfo) throw noneAttribute();
    billingName = checkoutAddress(c, billingInfo, contact, 'Billing', fullName, link);
  }
  const shipping = getAddress(db, shippingName);
  const billing = getAddress(db, billingName);
  if (!shipping) throw insertFailed(a, `Could not find Shipping Address Name: ${shippingName}`);
  if (!billing) throw insertFailed(a, `Could not find Customer Address: ${billingName}`);

  const lines = quotationLines(c, a);
  const subtotal = lines.reduce((n, l) => n + l.rate_cents * l.qty, 0);
  const rule = findShippingRule(text(a.shipping_rule) || undefined);
  const data: OrderData = {
    contact: {
      first_name: first || fullName,
      last_name: last,
      email_id: text(contact.email_id).toLowerCase(),
      phone: text(contact.phone),
      company_name: businessInfo?.company_name ?? '',
    },
    shipping_address: storedAddress(shipping, first || fullName, last),
    billing_address: storedAddress(billing, first || fullName, last),
    shipping_address_different: different,
    invoice,
    business_info: businessInfo,
    order_comment: text(a.order_comment),
    shipping_rule_label: rule ? { en: rule.name, it: rule.label } : { en: '', it: '' },
    lang: c.get('lang'),
  };
  const name = db.transaction(() => {
    const qname = nextName(db, `SAL-QTN-${yearOf(now)}-`);
    db.prepare(
      `INSERT INTO quotation (name, user_email, email, customer_type, data, items, country, shipping_rule, shipping_cents, subtotal_cents,
        coupon_code, discount_cents, customer_address, shipping_address_name, created, modified) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0, ?, NULL, 0, ?, ?, ?, ?)`,
    ).run(
      qname,
      customer,
      data.contact.email_id,
      customerType,
      JSON.stringify(data),
      JSON.stringify(lines),
      shipping.country,
      subtotal,
      billingName,
      shippingName,
      iso(now),
      iso(now),
    );
    return qname;
  })();

  // The shipping rule is applied after the quotation was saved.
  const ruleName = text(a.shipping_rule);
  if (ruleName) {
    if (!rule) {
      // The message, and the link error ERPNext logged on the way (msgprint rides along on a 200).
      const inner = JSON.stringify({
        message: `Could not find Shipping Rule: ${ruleName}`,
        title: 'Message',
        indicator: 'red',
      });
      return c.json({
        message: { error: 'Invalid Shipping Rule provided. Please check and try again.' },
        _server_messages: JSON.stringify([inner]),
      });
    }
    const cost = shippingCostCents(rule, shipping.country, subtotal);
    if (cost === 'not-applicable')
      throw validationError(`Shipping rule not applicable for country ${shipping.country} in Shipping Address`);
    db.prepare('UPDATE quotation SET shipping_rule = ?, shipping_cents = ? WHERE name = ?').run(rule.name, cost, name);
  }
  return name;
}
