import 'server-only';
import { call } from './call';
import { z } from 'zod';
import { listingSchema } from './schemas/listing';
import {
  anyAnswerSchema,
  registerAnswerSchema,
  statusAnswerSchema,
  wishlistAnswerSchema,
  wishlistChangeSchema,
} from './schemas/account';
import { callAsShopper } from './auth';
import { fail, ok, type Result } from './result';
import { METHODS } from './methods';

/**
 * The shopper's own data: registration, profile, password and wishlist (orders, addresses and
 * invoices are in orders.ts and addresses.ts). Everything here is personal: never cached, always with the JWT from the httpOnly
 * cookie (or one just issued, passed explicitly).
 */

export interface NewCustomer {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
}

/**
 * `create_customer_and_user` (needs the application token, which `call` always sends): creates
 * the user and its Customer, answers with a JWT. A taken e-mail is 409, an invalid one 417.
 */
export function registerCustomer(customer: NewCustomer) {
  return call({
    path: METHODS.register,
    method: 'POST',
    params: { ...customer },
    schema: registerAnswerSchema,
  });
}

/** Names are applied only when non-empty: the back-end cannot clear a name. */
export function updateUserInfo(names: { first_name: string; last_name: string }) {
  return callAsShopper({ path: METHODS.updateShopper, method: 'POST', params: names, schema: anyAnswerSchema });
}

/**
 * A wrong old password is 401 `AuthenticationError`: a refused input, not a refused session.
 * `user_email` is required by the method but ignored: the JWT decides whose password changes.
 */
export function updateUserPassword(change: { user_email: string; old_password: string; new_password: string }) {
  return callAsShopper({
    path: METHODS.changePassword,
    method: 'POST',
    params: change,
    schema: anyAnswerSchema,
  });
}

/**
 * Mails a link to /pages/update-password?key=… (valid 20 minutes). Limited per client IP, so the
 * shopper's IP goes first in X-Forwarded-For. An unknown address is 404.
 */
export function requestPasswordReset(email: string, clientIp: string | undefined, locale?: string) {
  return call({
    path: METHODS.resetPassword,
    method: 'POST',
    params: { user: email },
    schema: statusAnswerSchema,
    clientIp,
    locale,
  });
}

/** The outcome is the HTTP status: 200 done, 410 link used or expired, 400 password too weak. */
export function resetPasswordWithKey(key: string, newPassword: string) {
  return call({
    path: METHODS.setPasswordWithKey,
    method: 'POST',
    params: { key, new_password: newPassword },
    schema: statusAnswerSchema,
  });
}

// ---------------------------------------------------------------------------------------------
// Wishlist: item codes from get_from_wishlist, products from the listing with `skus=`
// ---------------------------------------------------------------------------------------------

/** Rows shown per wishlist page. */
const WISHLIST_PAGE_SIZE = 10;
/** Codes read per back-end call; the whole list is read in pages of this size. */
const CODES_PER_CALL = 100;
/** At most this many calls: a list longer than 2 000 items is cut there. */
const MAX_CODE_CALLS = 20;
/** One deadline for a whole multi-call read, however many calls it takes. */
const WISHLIST_READ_MS = 8_000;

const timeLeft = (deadline: number) => deadline - Date.now();
const late = (): Result<never> => fail({ kind: 'unavailable', message: 'timeout' });

function getWishlistPage(page: number, perPage: number, timeoutMs: number) {
  return callAsShopper({
    path: METHODS.wishlist,
    method: 'POST',
    params: { page, per_page: perPage },
    schema: wishlistAnswerSchema,
    timeoutMs,
  });
}

/** Every item code on the shopper's wishlist, newest first (never passes `user`: that reads another's list). */
export async function getWishlistCodes(deadline = Date.now() + WISHLIST_READ_MS): Promise<Result<string[]>> {
  const codes = new Set<string>();
  for (let page = 1; page <= MAX_CODE_CALLS; page += 1) {
    const left = timeLeft(deadline);
    if (left <= 0) return late();
    const result = await getWishlistPage(page, CODES_PER_CALL, left);
    if (!result.ok) return result;
    for (const code of result.data) codes.add(code);
    if (result.data.length < CODES_PER_CALL) break;
  }
  return ok([...codes]);
}

/** Adding what is already there is fine; a code that is not an Item is `not-found`. */
export async function addToWishlist(itemCode: string): Promise<Result<null>> {
  const result = await callAsShopper({
    path: METHODS.addToWishlist,
    method: 'POST',
    params: { item_code: itemCode },
    schema: wishlistChangeSchema,
  });
  if (!result.ok) return result;
  return result.data.refused ? fail({ kind: 'not-found', message: result.data.message }) : ok(null);
}

/** Removing what is not there leaves the list as the shopper wants it: not a failure. */
export async function removeFromWishlist(itemCode: string): Promise<Result<null>> {
  const result = await callAsShopper({
    path: METHODS.removeFromWishlist,
    method: 'POST',
    params: { item_code: itemCode },
    schema: wishlistChangeSchema,
  });
  return result.ok ? ok(null) : result;
}

const wishlistProductsSchema = listingSchema.pick({ products: true });
export type WishlistPage = {
  products: z.infer<typeof wishlistProductsSchema>['products'];
  totalCount: number;
  pages: number;
};

/**
 * One page of the wishlist's products: the codes, then the public listing with `skus=` for this
 * page's codes, in the wishlist's order. Not `wishlist=1`: that covers only the first 20 items and
 * answers the whole catalogue when the wishlist is empty. A sku the listing no longer has is left out.
 */
export async function readWishlistPage(
  locale: string,
  page: number,
  deadline = Date.now() + WISHLIST_READ_MS,
): Promise<Result<WishlistPage>> {
  const codes = await getWishlistCodes(deadline);
  if (!codes.ok) return codes;
  const totalCount = codes.data.length;
  const pages = Math.ceil(totalCount / WISHLIST_PAGE_SIZE);
  const wanted = codes.data.slice((page - 1) * WISHLIST_PAGE_SIZE, page * WISHLIST_PAGE_SIZE);
  if (wanted.length === 0) return ok({ products: [], totalCount, pages });
  const left = timeLeft(deadline);
  if (left <= 0) return late();
  const listing = await call({
    path: METHODS.listing,
    params: { skus: wanted.join(';'), per_page: wanted.length, page: 1 },
    schema: wishlistProductsSchema,
    locale,
    timeoutMs: left,
  });
  if (!listing.ok) return listing;
  const bySku = new Map(listing.data.products.map((p) => [p.sku, p]));
  return ok({ products: wanted.flatMap((sku) => bySku.get(sku) ?? []), totalCount, pages });
}
