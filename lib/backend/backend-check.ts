import 'server-only';
import { z } from 'zod';
import { call } from './call';
import type { BackendError } from './result';
import { METHODS } from './methods';

/**
 * The operator's check before opening a shop (`npm run backend:check`, docs/operations.md): asks
 * the back-end, without changing any data, for every method and resource the shop uses, and says
 * per feature whether it works, is absent (the feature steps aside), is forbidden (naming the role
 * the API user needs) or is set up in a way the shop must work around. Methods are probed with a
 * GET and no arguments: Frappe resolves the method before anything else (absent: 417 "Failed to
 * get method"), refuses a wrong verb before running it (403 "Not permitted"), and rolls back every
 * GET request, so nothing a probe reaches is kept.
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

interface MethodProbe {
  feature: string;
  path: string;
  required?: boolean;
  /** What the shop does without it (an optional method). */
  without?: string;
}

/** The calls the shop cannot do without, then the optional ones of docs/backend/. */
const PROBES: MethodProbe[] = [
  { feature: 'Menu', path: METHODS.menu, required: true },
  { feature: 'Footer', path: METHODS.footer, required: true },
  { feature: 'Product pages', path: METHODS.product, required: true },
  { feature: 'Sign-in', path: METHODS.signIn, required: true },
  { feature: 'Registration', path: METHODS.register, required: true },
  { feature: 'Account: profile', path: METHODS.shopper, required: true },
  { feature: 'Password reset', path: METHODS.resetPassword, required: true },
  { feature: 'Wishlist', path: METHODS.wishlist, required: true },
  { feature: 'Delivery countries', path: METHODS.deliveryCountries, required: true },
  { feature: 'Shipping rules', path: METHODS.shippingRules, required: true },
  { feature: 'Checkout: quotation', path: METHODS.createQuotation, required: true },
  { feature: 'Checkout: coupon', path: METHODS.applyCoupon, required: true },
  { feature: 'Checkout: payment', path: METHODS.paymentRequest, required: true },
  {
    feature: 'Order history',
    path: METHODS.orders,
    required: true,
  },
  { feature: 'Invoices', path: METHODS.invoice },
  { feature: 'Blog', path: METHODS.blogPosts },
  { feature: 'Content pages', path: METHODS.webPage },
  { feature: 'Newsletter', path: METHODS.subscribe },
  { feature: 'Contact form', path: METHODS.contactMessage },
  { feature: 'Reviews', path: METHODS.reviews },
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
    feature: 'Blog tags and replies (optional)',
    path: METHODS.blogMeta,
    without: 'the blog lists categories from the Blog Category resource',
  },
];

interface ResourceProbe {
  feature: string;
  doctype: string;
  /** The role to give the API user when it may not read the DocType. */
  role: string;
  required?: boolean;
}

/** Stock DocTypes the shop reads with the application token (docs/backend/orders.md lists the roles). */
const RESOURCES: ResourceProbe[] = [
  { feature: 'Promo tabs', doctype: 'Promo Slider', role: 'any (Guest may read it)' },
  { feature: 'Address book', doctype: 'Address', role: 'Sales User', required: true },
  { feature: 'Order pages and tracking', doctype: 'Sales Order', role: 'Sales User', required: true },
  { feature: 'Checkout: total before ordering', doctype: 'Quotation', role: 'Sales User' },
  { feature: 'Payment state', doctype: 'Payment Request', role: 'Accounts User' },
  { feature: 'Blog categories', doctype: 'Blog Category', role: 'Website Manager or Blogger' },
  { feature: 'Blog comments', doctype: 'Comment', role: 'Website Manager' },
  { feature: 'FAQ', doctype: 'Help Article', role: 'Knowledge Base Contributor or Knowledge Base Editor' },
  { feature: 'FAQ categories', doctype: 'Help Category', role: 'Website Manager' },
  { feature: 'Product safety: manufacturers', doctype: 'Manufacturer', role: 'Stock User' },
  { feature: 'Product safety: item makers', doctype: 'Item Manufacturer', role: 'Stock User' },
  { feature: 'Product safety: warnings', doctype: 'Item', role: 'Stock User' },
];

/** A method's probe answer: an error other than these proves the method ran (it lacked its arguments). */
function methodRow(probe: MethodProbe, error: BackendError | null): CheckRow {
  const base = { feature: probe.feature, required: probe.required ?? false };
  if (!error) return { ...base, status: 'works', note: 'answers' };
  if (error.kind === 'absent')
    return {
      ...base,
      status: 'absent',
      note: probe.without ? `not on this back-end: ${probe.without}` : `not on this back-end (${probe.path})`,
    };
  if (error.status === 401) return { ...base, status: 'broken', note: 'the application token is refused (401)' };
  // A wrong verb is refused after the method was found: it exists (POST-only methods).
  if (error.status === 403 && !/not permitted$/i.test(error.message ?? ''))
    return { ...base, status: 'forbidden', note: `the API user may not call ${probe.path} (403)` };
  if (error.status === 503 || error.kind === 'invalid-answer' || (error.kind === 'unavailable' && !error.status))
    return { ...base, status: 'broken', note: 'the back-end did not answer' };
  return { ...base, status: 'works', note: 'answers' };
}

async function probeMethod(probe: MethodProbe): Promise<CheckRow> {
  const result = await call({ path: probe.path, schema: z.unknown(), timeoutMs: 15_000 });
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
    return { ...base, status: 'forbidden', note: `give the API user the role ${probe.role} (${probe.doctype}, 403)` };
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
          note: 'cannot tell: give the API user Sales User to read Customer',
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
