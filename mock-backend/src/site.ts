/**
 * How the mocked Frappe site is set up, where the real answer depends on the site rather than on
 * the apps' code (docs/backend.md "what running the real apps showed"). The default is a site that
 * works: a Customer named Guest, reviews enabled, an ERPNext whose payment_request works, a default
 * Letter Head, an API user with the Knowledge Base roles, and mymb's Solr call without price
 * statistics (its code asks for none). Each condition below is one way a real site differs;
 * `MOCK_SITE` (a comma list) or `POST /__mock/site {"conditions": [...]}` sets them.
 */
import type { AppContext } from './context';

const SITE_CONDITIONS = [
  /** No Customer named Guest: create_quotation for a guest answers 404 "Customer Guest not found". */
  'no-guest-customer',
  /** Webshop Settings "Enable Reviews" off: get_item_reviews answers `{}`. */
  'reviews-off',
  /** ERPNext 15.70 or later: mymb's payment_request fails with 500 AttributeError, nothing made. */
  'erpnext-15.70',
  /** No default Letter Head: omnicommerce's invoice PDF fails with 500 NameError. */
  'no-letter-head',
  /** The API user lacks the Knowledge Base roles: the Help Article resource answers 403. */
  'no-help-roles',
  /** The production Solr core sets stats defaults: the listing carries min_price_all/max_price_all. */
  'solr-stats',
  /** The API user lacks System Manager, the one role that reads Translation: its list answers 403. */
  'no-translation-roles',
  /**
   * No outgoing Email Account: the Email Account list has no enabled Default Outgoing one,
   * Communication make with send_email answers 417 OutgoingEmailError, and mymb's reset_password
   * answers success but sends nothing (its mail helper swallows the error).
   */
  'no-email-account',
] as const;

export type SiteCondition = (typeof SITE_CONDITIONS)[number];

/** `MOCK_SITE=no-guest-customer,reviews-off` → the conditions; an unknown name stops the mock. */
export function siteConditionsFrom(value: string | undefined): Set<SiteCondition> {
  const names = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(SITE_CONDITIONS as readonly string[]).includes(name))
      throw new Error(`MOCK_SITE: unknown condition "${name}" (known: ${SITE_CONDITIONS.join(', ')})`);
  }
  return new Set(names as SiteCondition[]);
}

/** Whether the mocked site is set up this way now. */
export function siteHas(c: AppContext, condition: SiteCondition): boolean {
  return c.get('state').site.has(condition);
}
