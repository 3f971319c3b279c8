/**
 * Where an operator reads how the Frappe site is set up (`npm run backend:check`), answering after
 * the site conditions (site.ts), as a real site with that set-up would:
 *   frappe.utils.change_log.get_versions  Token → {<app>: {title, description, branch, version}}
 *       (ERPNext 15.99.1 under erpnext-15.70, else 15.69.0: the last before mymb's payment_request broke)
 *   GET /api/resource/Customer            the Customer "Guest" (not under no-guest-customer) and the shoppers'
 *   GET /api/resource/Letter Head         a default Letter Head (none under no-letter-head)
 *   GET /api/resource/Webshop Settings/Webshop Settings   {enable_reviews: 1 | 0 under reviews-off}
 *   GET /api/resource/Email Account       the shop's default outgoing account (none under no-email-account)
 */
import type { AppContext, MockModule } from '../context';
import { method, resource, type Row } from '../frappe';
import { siteHas } from '../site';

const STAMP = '2025-01-10 10:00:00';
const standard = (doctype: string, name: string) => ({
  name,
  owner: 'Administrator',
  creation: STAMP,
  modified: STAMP,
  modified_by: 'Administrator',
  docstatus: 0,
  idx: 0,
  doctype,
});

const app = (title: string, version: string, branch = 'version-15') => ({
  title,
  description: title,
  branch,
  version,
});

function versions(c: AppContext) {
  return {
    frappe: app('Frappe Framework', '15.101.1'),
    erpnext: app('ERPNext', siteHas(c, 'erpnext-15.70') ? '15.99.1' : '15.69.0'),
    payments: app('Payments', '0.0.1', 'develop'),
    webshop: app('Webshop', '0.0.1'),
    mymb_ecommerce: app('Mymb Ecommerce', '0.0.1', 'master'),
    omnicommerce: app('Omnicommerce', '0.0.1', 'master'),
    omnicommerce_cms: app('Omnicommerce Cms', '0.0.1', 'master'),
  };
}

function customers(c: AppContext): Row[] {
  const customer = (name: string, type: string) => ({
    ...standard('Customer', name),
    customer_name: name,
    customer_type: type,
    customer_group: 'B2C',
    territory: 'Italy',
    disabled: 0,
  });
  const shoppers = (c.get('db').prepare('SELECT customer FROM user ORDER BY id').pluck().all() as string[]).map((n) =>
    customer(n, 'Individual'),
  );
  return siteHas(c, 'no-guest-customer') ? shoppers : [customer('Guest', 'Individual'), ...shoppers];
}

function letterHeads(c: AppContext): Row[] {
  if (siteHas(c, 'no-letter-head')) return [];
  return [{ ...standard('Letter Head', 'Bottega'), letter_head_name: 'Bottega', is_default: 1, disabled: 0 }];
}

/**
 * The site's outgoing mail (frappe/email/doctype/email_account): Frappe sends through the enabled
 * account ticked Default Outgoing (EmailAccount.find_default_outgoing), which is what the
 * withdrawal's Communication and mymb's password-reset mail need.
 */
function emailAccounts(c: AppContext): Row[] {
  if (siteHas(c, 'no-email-account')) return [];
  return [
    {
      ...standard('Email Account', 'Bottega'),
      email_account_name: 'Bottega',
      email_id: 'info@bottega.example',
      enable_incoming: 0,
      default_incoming: 0,
      enable_outgoing: 1,
      default_outgoing: 1,
      awaiting_password: 0,
    },
  ];
}

const webshopSettings = (c: AppContext): Row => ({
  ...standard('Webshop Settings', 'Webshop Settings'),
  enabled: 1,
  enable_reviews: siteHas(c, 'reviews-off') ? 0 : 1,
});

export const siteSetupModule: MockModule = {
  name: 'site-setup',
  register(app) {
    method(app, 'frappe.utils.change_log.get_versions', versions, { guest: false });
    resource(app, 'Customer', { list: customers, get: (c, name) => customers(c).find((r) => r.name === name) });
    resource(app, 'Letter Head', letterHeads);
    resource(app, 'Email Account', {
      list: emailAccounts,
      get: (c, name) => emailAccounts(c).find((r) => r.name === name),
    });
    // A Single DocType: one document, named after the DocType.
    resource(app, 'Webshop Settings', {
      list: () => [],
      get: (c, name) => (name === 'Webshop Settings' ? webshopSettings(c) : undefined),
    });
  },
};
