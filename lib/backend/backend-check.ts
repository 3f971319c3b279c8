import 'server-only';
import { z } from 'zod';
import { call } from './call';
import type { BackendError } from './result';
import { METHODS } from './methods';

/**
 * The operator's check before opening a shop (`npm run backend:check`, docs/operations.md): asks
 * the back-end, without changing any data, for every method and resource the shop uses, and says
 * per feature whether it works, is absent (the feature steps aside), is forbidden (naming the role
 * the API user needs) or is set up in a way the shop must work around. A feature the shop cannot
 * do without is `required`; the others are named "(optional)".
 *
 * Methods are asked with PATCH and no arguments. Frappe imports the method first (absent: 417
 * "Failed to get method"), checks that it is whitelisted (403 "… is not whitelisted"), then refuses
 * a verb outside its `methods=` with 403 "Not permitted", and that is before calling it
 * (frappe/handler.py `execute_cmd`). No whitelisted method accepts PATCH (the default is GET, POST,
 * PUT and DELETE), so no method's code runs: nothing is written, mailed or counted against a rate
 * limit, whatever the method does. A GET with no arguments would not do: Frappe's
 * `communication.email.make` takes every argument as optional and records an empty Communication.
 * Resources are read as one-row lists; the site's set-up from stock resources and two reads.
 */
export type CheckStatus = 'works' | 'absent' | 'forbidden' | 'misconfigured' | 'broken';

export interface CheckRow {
  feature: string;
  status: CheckStatus;
  /** What the operator reads: why, and what to do. */
  note: string;
  /** The shop cannot open without it. */
  required: boolean;
}

/**
 * The role the API user needs for a DocType the shop reads or works on (docs/backend/*.md, and
 * the DocTypes' permissions in Frappe and ERPNext v15): a 403 line names it.
 */
const ROLES: Record<string, string> = {
  'Sales Order': 'Sales User',
  Quotation: 'Sales User',
  Address: 'Sales User',
  Customer: 'Sales User',
  'Payment Request': 'Accounts User',
  Item: 'Stock User',
  Manufacturer: 'Stock User',
  'Item Manufacturer': 'Stock User',
  'Help Article': 'Knowledge Base Contributor or Knowledge Base Editor',
  'Help Category': 'Website Manager',
  'Blog Post': 'Website Manager',
  'Blog Category': 'Website Manager or Blogger',
  Blogger: 'Website Manager or Blogger',
  Comment: 'Website Manager',
  // Everyone reads the Communications they made ("All", if_owner); Inbox User reads them all.
  Communication: 'Inbox User',
  'Email Account': 'Inbox User or System Manager',
  Translation: 'System Manager',
};

/** What to do about a 403 on this DocType. */
const giveRole = (doctype: string) =>
  ROLES[doctype]
    ? `give the API user the role ${ROLES[doctype]} (${doctype})`
    : `give the API user a role that reads ${doctype}`;

interface MethodProbe {
  feature: string;
  path: string;
  required?: boolean;
  /** What the shop does without it (an optional method of docs/backend/ the real apps lack). */
  without?: string;
  /** The DocType the method's work needs the API user to reach: a 403 names its role. */
  doctype?: string;
}

/** The calls the shop cannot do without, then the optional ones. Each path is asked once. */
const PROBES: MethodProbe[] = [
  { feature: 'Menu', path: METHODS.menu, required: true },
  { feature: 'Footer', path: METHODS.footer, required: true },
  { feature: 'Readiness (ping)', path: METHODS.ping, required: true },
  { feature: 'Product pages', path: METHODS.product, required: true },
  { feature: 'Sign-in', path: METHODS.signIn, required: true },
  { feature: 'Registration', path: METHODS.register, required: true },
  { feature: 'Account: profile', path: METHODS.shopper, required: true },
  { feature: 'Account: profile changes', path: METHODS.updateShopper, required: true },
  { feature: 'Account: password change', path: METHODS.changePassword, required: true },
  { feature: 'Password reset', path: METHODS.resetPassword, required: true },
  { feature: 'Password reset: new password', path: METHODS.setPasswordWithKey, required: true },
  { feature: 'Wishlist', path: METHODS.wishlist, required: true },
  { feature: 'Wishlist: add', path: METHODS.addToWishlist, required: true },
  { feature: 'Wishlist: remove', path: METHODS.removeFromWishlist, required: true },
  { feature: 'Delivery countries', path: METHODS.deliveryCountries, required: true },
  { feature: 'Shipping rules', path: METHODS.shippingRules, required: true },
  { feature: 'Checkout: quotation', path: METHODS.createQuotation, required: true },
  { feature: 'Checkout: coupon', path: METHODS.applyCoupon, required: true },
  { feature: 'Checkout: payment', path: METHODS.paymentRequest, required: true },
  // ERPNext's own way to finish an order where mymb's payment_request fails (15.70 on, stock-order.ts).
  {
    feature: 'Checkout: order by stock ERPNext',
    path: METHODS.quotationToSalesOrder,
    required: true,
    doctype: 'Sales Order',
  },
  {
    feature: 'Checkout: payment request by stock ERPNext',
    path: METHODS.makePaymentRequest,
    required: true,
    doctype: 'Payment Request',
  },
  { feature: 'Order history', path: METHODS.orders, required: true },
  // The online withdrawal, recorded as a Communication on the order (withdrawal.ts).
  { feature: 'Withdrawal: recording', path: METHODS.sendCommunication, required: true, doctype: 'Sales Order' },
  { feature: 'Invoices (optional)', path: METHODS.invoice },
  { feature: 'Blog (optional)', path: METHODS.blogPosts },
  { feature: 'Blog: post pages (optional)', path: METHODS.blogPost },
  { feature: 'Blog: page count (optional)', path: METHODS.count, doctype: 'Blog Post' },
  { feature: 'Blog: posting comments (optional)', path: METHODS.pageComment },
  { feature: 'Content pages (optional)', path: METHODS.webPage },
  { feature: 'Newsletter (optional)', path: METHODS.subscribe },
  { feature: 'Newsletter: confirmation (optional)', path: METHODS.confirmSubscription },
  { feature: 'Contact form (optional)', path: METHODS.contactMessage },
  { feature: 'Reviews (optional)', path: METHODS.reviews },
  { feature: 'Reviews: writing (optional)', path: METHODS.addReview },
  {
    feature: 'Cart coupon preview (optional)',
    path: METHODS.previewCoupon,
    without: 'the cart says the coupon is applied at checkout',
  },
  {
    feature: 'Payment status (optional)',
    path: METHODS.paymentStatus,
    without: 'the result page reads the Sales Order and Payment Request resources',
  },
  {
    feature: 'Test card payments (optional)',
    path: METHODS.simulateCardPayment,
    without: 'card is offered only with a Stripe key',
  },
  {
    feature: 'Test redirect payments (optional)',
    path: METHODS.startRedirectPayment,
    without: 'the card screen offers no test redirect payment',
  },
  {
    feature: 'Order timeline (optional)',
    path: METHODS.order,
    without: 'the order page shows no dated timeline',
  },
  {
    feature: 'Guest order tracking (optional)',
    path: METHODS.trackOrder,
    without: 'tracking reads the Sales Order resource',
  },
  {
    feature: 'Store locations (optional)',
    path: METHODS.stores,
    without: 'the stores page shows the web page where-we-are',
  },
  {
    feature: 'Blog tags (optional)',
    path: METHODS.blogMeta,
    without: 'no tags are shown',
  },
  {
    feature: 'Blog threaded comments (optional)',
    path: METHODS.blogComments,
    without: 'comments come as a flat list from the Comment resource',
  },
  {
    feature: 'Blog replies (optional)',
    path: METHODS.addBlogComment,
    without: 'comments are not answered on the site',
  },
];

interface ResourceProbe {
  feature: string;
  doctype: string;
  required?: boolean;
}

/** Stock DocTypes the shop reads with the application token (ROLES names what each needs). */
const RESOURCES: ResourceProbe[] = [
  { feature: 'Address book', doctype: 'Address', required: true },
  { feature: 'Order pages and tracking', doctype: 'Sales Order', required: true },
  { feature: 'Promo tabs (optional)', doctype: 'Promo Slider' },
  { feature: 'Checkout: total before ordering (optional)', doctype: 'Quotation' },
  { feature: 'Payment state (optional)', doctype: 'Payment Request' },
  { feature: 'Withdrawal: earlier records (optional)', doctype: 'Communication' },
  { feature: 'Blog categories (optional)', doctype: 'Blog Category' },
  { feature: 'Blog authors (optional)', doctype: 'Blogger' },
  { feature: 'Blog comments (optional)', doctype: 'Comment' },
  { feature: 'FAQ (optional)', doctype: 'Help Article' },
  { feature: 'FAQ categories (optional)', doctype: 'Help Category' },
  { feature: 'Label translations (optional)', doctype: 'Translation' },
  { feature: 'Product safety: manufacturers (optional)', doctype: 'Manufacturer' },
  { feature: 'Product safety: item makers (optional)', doctype: 'Item Manufacturer' },
  { feature: 'Product safety: warnings (optional)', doctype: 'Item' },
];

/**
 * Frappe's refusal of the verb, which comes after the import and the whitelist check: the method is
 * there. Its text is translated into the API user's language; the whitelist's refusal names the
 * function, this one does not.
 */
function verbRefused(path: string, error: BackendError): boolean {
  if (error.status !== 403 || !error.message) return false;
  if (/not permitted\.?$/i.test(error.message)) return true;
  const name = path.slice(path.lastIndexOf('.') + 1);
  return error.excType === 'PermissionError' && !/whitelist/i.test(error.message) && !error.message.includes(name);
}

/** A method's answer to the PATCH: refused as a verb means present (see the top of this file). */
function methodRow(probe: MethodProbe, error: BackendError | null): CheckRow {
  const base = { feature: probe.feature, required: probe.required ?? false };
  if (!error || verbRefused(probe.path, error)) return { ...base, status: 'works', note: 'present' };
  if (error.kind === 'absent')
    return {
      ...base,
      status: 'absent',
      note: probe.without ? `not on this back-end: ${probe.without}` : `not on this back-end (${probe.path})`,
    };
  if (error.status === 401) return { ...base, status: 'broken', note: 'the application token is refused (401)' };
  if (error.status === 403)
    return {
      ...base,
      status: 'forbidden',
      note: probe.doctype
        ? `the back-end refused ${probe.path} (403): ${giveRole(probe.doctype)}; if it has that, the method is not whitelisted on this site`
        : `the back-end refused ${probe.path} to the API user (403): the method is not whitelisted on this site`,
    };
  if (error.status === 503 || error.kind === 'invalid-answer' || (error.kind === 'unavailable' && !error.status))
    return { ...base, status: 'broken', note: 'the back-end did not answer' };
  return {
    ...base,
    status: 'broken',
    note: `could not tell: ${probe.path} answered ${error.status} to the check's PATCH (does something in front of Frappe refuse that verb?)`,
  };
}

async function probeMethod(probe: MethodProbe): Promise<CheckRow> {
  const result = await call({ path: probe.path, method: 'PATCH', schema: z.unknown(), timeoutMs: 15_000 });
  return methodRow(probe, result.ok ? null : result.error);
}

async function probeResource(probe: ResourceProbe): Promise<CheckRow> {
  const result = await call({
    path: `resource:${probe.doctype}`,
    params: { fields: ['name'], limit_page_length: 1 },
    schema: z.array(z.unknown()),
    timeoutMs: 15_000,
  });
  const base = { feature: probe.feature, required: probe.required ?? false };
  if (result.ok) return { ...base, status: 'works', note: `${probe.doctype} readable` };
  if (result.error.status === 403)
    return { ...base, status: 'forbidden', note: `${giveRole(probe.doctype)}: it may not read it (403)` };
  if (result.error.status === 404)
    return { ...base, status: 'absent', note: `this site has no DocType ${probe.doctype}` };
  return {
    ...base,
    status: 'broken',
    note: `${probe.doctype}: ${result.error.kind} ${result.error.status ?? ''}`.trim(),
  };
}

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * How this site is set up, where the real apps' answers depend on it
 * (docs/backend.md "what running the real apps showed").
 */
async function siteChecks(): Promise<CheckRow[]> {
  const out: CheckRow[] = [];
  const list = (doctype: string, filters: unknown[], fields: string[]) =>
    call({ path: `resource:${doctype}`, params: { filters, fields, limit_page_length: 1 }, schema: rows });

  const guest = await list('Customer', [['name', '=', 'Guest']], ['name', 'customer_name', 'disabled']);
  out.push(
    !guest.ok
      ? {
          feature: 'Guest checkout',
          status: 'forbidden',
          required: false,
          note: `cannot tell: ${giveRole('Customer')} to read Customer`,
        }
      : guest.data.length === 0 || guest.data[0]!.customer_name !== 'Guest' || guest.data[0]!.disabled === 1
        ? {
            feature: 'Guest checkout',
            status: 'misconfigured',
            required: false,
            note: 'no Guest customer: shoppers must create an account to order. Create a Customer named Guest (customer name "Guest")',
          }
        : { feature: 'Guest checkout', status: 'works', required: false, note: 'Customer Guest exists' },
  );

  // Frappe v15 sends through the enabled account ticked Default Outgoing
  // (EmailAccount.find_default_outgoing), or else through a mail_server in site_config.json.
  const mail = await list(
    'Email Account',
    [
      ['enable_outgoing', '=', 1],
      ['default_outgoing', '=', 1],
    ],
    ['name'],
  );
  out.push(
    !mail.ok
      ? {
          feature: 'Outgoing e-mail',
          status: 'forbidden',
          required: false,
          note: `could not be checked: ${giveRole('Email Account')} to read Email Account`,
        }
      : mail.data.length === 0
        ? {
            feature: 'Outgoing e-mail',
            status: 'misconfigured',
            required: false,
            note: 'no outgoing e-mail account: the online withdrawal cannot be recorded (its page offers the e-mail address and the model form) and password-reset e-mails are not sent, though the shop says they were. Create an Email Account with Enable Outgoing and Default Outgoing (a mail_server in site_config.json also serves, which this check cannot see)',
          }
        : {
            feature: 'Outgoing e-mail',
            status: 'works',
            required: false,
            note: `Email Account ${String(mail.data[0]!.name)} sends`,
          },
  );

  const settings = await call({
    path: 'resource:Webshop Settings/Webshop Settings',
    schema: z.object({ enable_reviews: z.coerce.number().nullish() }),
  });
  out.push(
    !settings.ok
      ? { feature: 'Reviews enabled', status: 'forbidden', required: false, note: 'cannot read Webshop Settings' }
      : settings.data.enable_reviews
        ? { feature: 'Reviews enabled', status: 'works', required: false, note: 'Webshop Settings: Enable Reviews on' }
        : {
            feature: 'Reviews enabled',
            status: 'misconfigured',
            required: false,
            note: 'reviews disabled: product pages say the shop publishes none. Turn on Webshop Settings "Enable Reviews"',
          },
  );

  const letterHead = await list('Letter Head', [['is_default', '=', 1]], ['name']);
  out.push(
    !letterHead.ok
      ? { feature: 'Invoice letter head', status: 'forbidden', required: false, note: 'cannot read Letter Head' }
      : letterHead.data.length === 0
        ? {
            feature: 'Invoice letter head',
            status: 'misconfigured',
            required: false,
            note: 'no default Letter Head: invoices fail (omnicommerce pdf.py, NameError). Create a default Letter Head',
          }
        : { feature: 'Invoice letter head', status: 'works', required: false, note: 'a default Letter Head exists' },
  );

  const listing = await call({
    path: METHODS.listing,
    params: { per_page: 1 },
    schema: z.object({ min_price_all: z.number().nullish(), max_price_all: z.number().nullish() }),
  });
  out.push(
    !listing.ok
      ? { feature: 'Listing', status: 'broken', required: true, note: `the listing failed: ${listing.error.kind}` }
      : listing.data.min_price_all == null || listing.data.max_price_all == null
        ? {
            feature: 'Listing price bounds',
            status: 'misconfigured',
            required: false,
            note: 'listing stats missing (min/max_price_all null): the price filter has no bounds, only the two fields',
          }
        : {
            feature: 'Listing price bounds',
            status: 'works',
            required: false,
            note: 'the listing carries its price range',
          },
  );

  const versions = await call({
    path: METHODS.versions,
    schema: z.record(z.string(), z.object({ version: z.string() }).loose()),
  });
  const erpnext = versions.ok ? versions.data.erpnext?.version : undefined;
  out.push(
    !erpnext
      ? { feature: 'ERPNext version', status: 'forbidden', required: false, note: 'cannot read the versions' }
      : paymentRequestBrokenOn(erpnext)
        ? {
            feature: 'ERPNext version',
            status: 'misconfigured',
            required: false,
            note: `ERPNext ${erpnext}: mymb's payment_request fails from 15.70 on unless patched (docs/backend.md). Bank transfers are finished with stock ERPNext (Sales User, Accounts User); card payments are not offered`,
          }
        : { feature: 'ERPNext version', status: 'works', required: false, note: `ERPNext ${erpnext}` },
  );
  return out;
}

/** ERPNext 15.70 changed get_existing_payment_request_amount's signature; mymb's call breaks on it. */
function paymentRequestBrokenOn(version: string): boolean {
  const [major, minor] = version.split('.').map((n) => Number.parseInt(n, 10));
  if (!Number.isFinite(major) || !Number.isFinite(minor)) return false;
  return major! > 15 || (major === 15 && minor! >= 70);
}

export async function runBackendCheck(): Promise<CheckRow[]> {
  const methods = await Promise.all(PROBES.map(probeMethod));
  const resources = await Promise.all(RESOURCES.map(probeResource));
  return [...methods, ...resources, ...(await siteChecks())];
}

/** Whether the shop can open: every required feature works (a site to work around is not a stop). */
export function canOpen(report: readonly CheckRow[]): boolean {
  return report.every((row) => !row.required || row.status === 'works' || row.status === 'misconfigured');
}
