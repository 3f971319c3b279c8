import 'server-only';
import { call } from './call';
import { listingSchema } from './schemas/catalogue';
import { anyAnswerSchema, registerAnswerSchema, statusAnswerSchema, wishlistAnswerSchema } from './schemas/account';
import { ok, type Result } from './result';

/**
 * The shopper's own data: registration, profile, password and wishlist (orders, addresses and
 * invoices are in orders.ts and addresses.ts). Everything here is personal: never cached, always with the JWT from the httpOnly
 * cookie (or one just issued, passed explicitly).
 */

const AUTH = 'mymb_ecommerce.utils.auth';
const WISHLIST = 'mymb_ecommerce.mymb_ecommerce.wishlist';

export interface NewCustomer {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
}

/** `create_customer_and_user`: creates the customer and its user, answers with a JWT. */
export function registerCustomer(customer: NewCustomer) {
  return call({ path: `${AUTH}.create_customer_and_user`, method: 'POST', params: { ...customer }, schema: registerAnswerSchema });
}

export function updateUserInfo(names: { first_name: string; last_name: string }) {
  return call({ path: `${AUTH}.update_user_info`, method: 'POST', params: names, schema: anyAnswerSchema, session: 'required' });
}

export function updateUserPassword(change: { user_email: string; old_password: string; new_password: string }) {
  return call({ path: `${AUTH}.update_user_password`, method: 'POST', params: change, schema: anyAnswerSchema, session: 'required' });
}

/** Sends the reset e-mail (a link to /pages/forgot-password?key=…). Rate-limited per hour. */
export function requestPasswordReset(email: string, locale?: string) {
  return call({ path: `${AUTH}.reset_password`, method: 'POST', params: { user: email }, schema: statusAnswerSchema, locale });
}

export function resetPasswordWithKey(key: string, newPassword: string) {
  return call({
    path: `${AUTH}.update_user_password_with_key`,
    method: 'POST',
    params: { key, new_password: newPassword },
    schema: statusAnswerSchema,
  });
}

// ---------------------------------------------------------------------------------------------
// Wishlist (spec §7: page=1, per_page=10; add/remove take item_code, then the list is reloaded)
// ---------------------------------------------------------------------------------------------

export const WISHLIST_PAGE_SIZE = 10;

export function getWishlistPage(page = 1, perPage = WISHLIST_PAGE_SIZE) {
  return call({
    path: `${WISHLIST}.get_from_wishlist`,
    method: 'POST',
    params: { page, per_page: perPage },
    schema: wishlistAnswerSchema,
    session: 'required',
  });
}

/** Every item code on the shopper's wishlist (pages of ten until a short page; at most 50 pages). */
export async function getWishlistCodes(): Promise<Result<string[]>> {
  const codes: string[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const result = await getWishlistPage(page);
    if (!result.ok) return result;
    for (const { item_code } of result.data) if (!codes.includes(item_code)) codes.push(item_code);
    if (result.data.length < WISHLIST_PAGE_SIZE) break;
  }
  return ok(codes);
}

export function addToWishlist(itemCode: string) {
  return call({ path: `${WISHLIST}.add_to_wishlist`, method: 'POST', params: { item_code: itemCode }, schema: anyAnswerSchema, session: 'required' });
}

export function removeFromWishlist(itemCode: string) {
  return call({
    path: `${WISHLIST}.remove_from_wishlist`,
    method: 'POST',
    params: { item_code: itemCode },
    schema: anyAnswerSchema,
    session: 'required',
  });
}

/** The wishlist's full products: the shop listing with `wishlist=1` (personal, so never cached). */
export function listWishlistProducts(locale: string, page: number, perPage = WISHLIST_PAGE_SIZE) {
  return call({
    path: 'mymb_ecommerce.mymb_b2c.solr_search.shop',
    params: { wishlist: 1, page, per_page: perPage, search_term: '*' },
    schema: listingSchema.pick({ products: true, totalCount: true, pages: true, current_page: true }),
    locale,
    session: 'required',
  });
}
