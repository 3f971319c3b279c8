/**
 * How Frappe answers a method path it cannot import (frappe/handler.py `execute_cmd`, frappe
 * `get_attr`): 417 ValidationError "Failed to get method for command <path> with <reason>", where
 * the reason is what Python said:
 *   - the first package or module of the path that does not exist: "No module named '<module>'";
 *   - the module exists but lacks the function: "module '<module>' has no attribute '<name>'";
 *   - the path's first segment is not an installed app: Frappe first prints "App <app> is not
 *     installed", so the answer carries two messages;
 *   - a path without a dot is looked up among frappe/handler.py's own functions (`ping`): a KeyError,
 *     "with '<path>'".
 * To decide, the mock keeps the real apps' modules (loziogigio/mymb_ecommerce 4a9bdf2, omnicommerce
 * aa9facb, omnicommerce_cms 4c917c4, without their doctype folders) and a few of Frappe's, ERPNext's,
 * webshop's and payments'.
 */
import { FrappeError, frappeError, thrownMessage } from './frappe-errors';
import { INSTALLED_APPS } from './frappe-traceback';

/** `package: leaf leaf …`; a leaf ending in `/` is a package with no module listed. */
const MODULES = `
mymb_ecommerce: hooks config/ templates/ templates.pages/ www/
mymb_ecommerce.controllers: account api_client b2b_cart cart customer groups inventory mymb_backoffice solr_crud wrapper
mymb_ecommerce.model: B2COrder B2COrderRow B2COrderTransaction Bcartmag ChannelFamilyProductFeature ChannelProduct Data FamilyProductFeature Feature Media MyBarcod MyPrecod Myartmag Mygruart Mygrxgra Mytparti Mytptpar Mytrrido ProductFeature SubmenuProduct TmpCarrello TmpCarrelloDettagli
mymb_ecommerce.mymb_b2c: api_product available_again b2c_filters constants feed_google_merchant feed_trova_prezzi item jobs mymb_documents price_check product promotion sales_order solr_action solr_search utils
mymb_ecommerce.mymb_b2c.settings: configurations connection myslq_search
mymb_ecommerce.mymb_ecommerce: item_category item_feature item_review order payment wishlist
mymb_ecommerce.repository: B2BBaseRepository B2COrderRepository B2COrderRowRepository B2COrderTransactionRepository BaseRepository BcartmagRepository DataRepository FeatureRepository MediaRepository MyBarcodRepository MyPrecodRepository MyartmagRepository MygrxgraRepository MytptparReposiotory MytrridoRepository TmpCarrelloDettagliRepository TmpCarrelloRepository
mymb_ecommerce.settings: configurations
mymb_ecommerce.utils: APIClient CircuitBreaker Database JWTManager Media MymbAPIClient MymbCustomer Solr TenantRateLimiter auth email_lib media price_list request_hooks taxation wrapper
omnicommerce: hooks config/ omnicommerce/ templates/ templates.pages/ www/
omnicommerce.controllers: address_filter blog cart email feed_google_merchant html item item_best_selling newsletter pdf promotion solr_crud solr_search
omnicommerce.settings: configurations
omnicommerce.utils: jinja_filters jinja_methods
omnicommerce_cms: hooks config/ templates/ templates.pages/
omnicommerce_cms.omnicommerce_cms: home web_page
frappe: api api.v1 api.v2 apps auth boot client handler model permissions rate_limiter realtime sessions translate
frappe.core.doctype.user: user
frappe.desk: reportview search
frappe.desk.form: load save
frappe.email.doctype.newsletter: newsletter
frappe.integrations: oauth2
frappe.templates.includes.comments: comments
frappe.utils: change_log data password response
frappe.www: contact login
erpnext.accounts.doctype.payment_request: payment_request
erpnext.controllers: queries
erpnext.regional.italy: setup
erpnext.selling.doctype.quotation: quotation
erpnext.selling.doctype.sales_order: sales_order
webshop.webshop: api
webshop.webshop.shopping_cart: cart
webshop.webshop.doctype.item_review: item_review
payments: utils
payments.payment_gateways.doctype.stripe_settings: stripe_settings
`;

/** Every importable path (the modules above and the packages that hold them), and the packages. */
const [IMPORTABLE, PACKAGES] = (() => {
  const importable = new Set<string>();
  const packages = new Set<string>();
  for (const line of MODULES.trim().split('\n')) {
    const [parent, leaves] = line.split(':') as [string, string];
    for (const leaf of leaves.trim().split(/\s+/)) {
      const parts = `${parent}.${leaf.replace(/\/$/, '')}`.split('.');
      for (let i = 1; i <= parts.length; i++) importable.add(parts.slice(0, i).join('.'));
      for (let i = 1; i < parts.length; i++) packages.add(parts.slice(0, i).join('.'));
      if (leaf.endsWith('/')) packages.add(parts.join('.'));
    }
  }
  return [importable, packages];
})();

const failed = (dotted: string, reason: string) =>
  frappeError(417, 'ValidationError', `Failed to get method for command ${dotted} with ${reason}`);

/** Frappe's 417 for a method path it cannot import (see the top of this file). */
export function unknownMethod(dotted: string): FrappeError {
  if (!dotted.includes('.')) return failed(dotted, `'${dotted}'`);
  const parts = dotted.split('.');
  const app = parts[0]!;
  if (!(INSTALLED_APPS as readonly string[]).includes(app)) {
    const err = failed(dotted, `App ${app} is not installed`);
    err.printed = [thrownMessage(`App ${app} is not installed`)];
    return err;
  }
  // importlib imports each parent package in turn: the first one missing is the one named.
  for (let i = 2; i < parts.length; i++) {
    const prefix = parts.slice(0, i).join('.');
    if (IMPORTABLE.has(prefix)) continue;
    const parent = parts.slice(0, i - 1).join('.');
    const notPackage = PACKAGES.has(parent) ? '' : `; '${parent}' is not a package`;
    return failed(dotted, `No module named '${prefix}'${notPackage}`);
  }
  return failed(dotted, `module '${parts.slice(0, -1).join('.')}' has no attribute '${parts.at(-1)}'`);
}
