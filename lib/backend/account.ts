import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { readSessionJwt } from '@/lib/session';
import { call } from './call';
import { listingSchema } from './schemas/catalogue';
import {
  addressListSchema,
  anyAnswerSchema,
  countriesSchema,
  documentSchema,
  invoiceSchema,
  orderListSchema,
  orderSchema,
  registerAnswerSchema,
  statusAnswerSchema,
  wishlistAnswerSchema,
  wishlistChangeSchema,
} from './schemas/account';
import { callAsShopper } from './auth';
import { fail, ok, type Result } from './result';

/**
 * The shopper's own data: registration, profile, password, wishlist, orders, addresses and
 * invoices. Everything here is personal: never cached, always with the JWT from the httpOnly
 * cookie (or one just issued, passed explicitly).
 */

const AUTH = 'mymb_ecommerce.utils.auth';
const WISHLIST = 'mymb_ecommerce.mymb_ecommerce.wishlist';
const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';

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
  return call({ path: `${AUTH}.create_customer_and_user`, method: 'POST', params: { ...customer }, schema: registerAnswerSchema });
}

/** Names are applied only when non-empty: the back-end cannot clear a name. */
export function updateUserInfo(names: { first_name: string; last_name: string }) {
  return callAsShopper({ path: `${AUTH}.update_user_info`, method: 'POST', params: names, schema: anyAnswerSchema });
}

/**
 * A wrong old password is 401 `AuthenticationError`: a refused input, not a refused session.
 * `user_email` is required by the method but ignored: the JWT decides whose password changes.
 */
export function updateUserPassword(change: { user_email: string; old_password: string; new_password: string }) {
  return callAsShopper({ path: `${AUTH}.update_user_password`, method: 'POST', params: change, schema: anyAnswerSchema });
}

/**
 * Mails a link to /pages/update-password?key=… (valid 20 minutes). Limited per client IP, so the
 * shopper's IP goes first in X-Forwarded-For. An unknown address is 404.
 */
export function requestPasswordReset(email: string, clientIp: string | undefined, locale?: string) {
  return call({ path: `${AUTH}.reset_password`, method: 'POST', params: { user: email }, schema: statusAnswerSchema, clientIp, locale });
}

/** The outcome is the HTTP status: 200 done, 410 link used or expired, 400 password too weak. */
export function resetPasswordWithKey(key: string, newPassword: string) {
  return call({
    path: `${AUTH}.update_user_password_with_key`,
    method: 'POST',
    params: { key, new_password: newPassword },
    schema: statusAnswerSchema,
  });
}

// ---------------------------------------------------------------------------------------------
// Wishlist: item codes from get_from_wishlist, products from the listing with `skus=`
// ---------------------------------------------------------------------------------------------

/** Rows shown per wishlist page. */
export const WISHLIST_PAGE_SIZE = 10;
/** Codes read per back-end call; the whole list is read in pages of this size. */
const CODES_PER_CALL = 100;
/** At most this many calls: a list longer than 2 000 items is cut there. */
const MAX_CODE_CALLS = 20;
/** One deadline for a whole multi-call read, however many calls it takes. */
export const WISHLIST_READ_MS = 8_000;

const timeLeft = (deadline: number) => deadline - Date.now();
const late = (): Result<never> => fail({ kind: 'unavailable', message: 'timeout' });

function getWishlistPage(page: number, perPage: number, timeoutMs: number) {
  return callAsShopper({
    path: `${WISHLIST}.get_from_wishlist`,
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
  const result = await callAsShopper({ path: `${WISHLIST}.add_to_wishlist`, method: 'POST', params: { item_code: itemCode }, schema: wishlistChangeSchema });
  if (!result.ok) return result;
  return result.data.refused ? fail({ kind: 'not-found', message: result.data.message }) : ok(null);
}

/** Removing what is not there leaves the list as the shopper wants it: not a failure. */
export async function removeFromWishlist(itemCode: string): Promise<Result<null>> {
  const result = await callAsShopper({ path: `${WISHLIST}.remove_from_wishlist`, method: 'POST', params: { item_code: itemCode }, schema: wishlistChangeSchema });
  return result.ok ? ok(null) : result;
}

const wishlistProductsSchema = listingSchema.pick({ products: true });
export type WishlistPage = { products: z.infer<typeof wishlistProductsSchema>['products']; totalCount: number; pages: number };

/**
 * One page of the wishlist's products: the codes, then the public listing with `skus=` for this
 * page's codes, in the wishlist's order. Not `wishlist=1`: that covers only the first 20 items and
 * answers the whole catalogue when the wishlist is empty. A sku the listing no longer has is left out.
 */
export async function readWishlistPage(locale: string, page: number, deadline = Date.now() + WISHLIST_READ_MS): Promise<Result<WishlistPage>> {
  const codes = await getWishlistCodes(deadline);
  if (!codes.ok) return codes;
  const totalCount = codes.data.length;
  const pages = Math.ceil(totalCount / WISHLIST_PAGE_SIZE);
  const wanted = codes.data.slice((page - 1) * WISHLIST_PAGE_SIZE, page * WISHLIST_PAGE_SIZE);
  if (wanted.length === 0) return ok({ products: [], totalCount, pages });
  const left = timeLeft(deadline);
  if (left <= 0) return late();
  const listing = await call({
    path: 'mymb_ecommerce.mymb_b2c.solr_search.shop',
    params: { skus: wanted.join(';'), per_page: wanted.length, page: 1 },
    schema: wishlistProductsSchema,
    locale,
    timeoutMs: left,
  });
  if (!listing.ok) return listing;
  const bySku = new Map(listing.data.products.map((p) => [p.sku, p]));
  return ok({ products: wanted.flatMap((sku) => bySku.get(sku) ?? []), totalCount, pages });
}

// ---------------------------------------------------------------------------------------------
// Orders, invoices, tracking
// ---------------------------------------------------------------------------------------------

export function getOrdersPage(pageNum: number, pageSize: number, locale?: string) {
  return call({
    path: `${ORDER}.get_sales_orders_for_current_customer`,
    method: 'POST',
    params: { page_num: pageNum, page_size: pageSize },
    schema: orderListSchema,
    session: 'required',
    locale,
  });
}

/** The shopper's whole history, newest first (pages of 50; a short page ends it; at most 1000 orders). */
export async function getAllOrders(locale?: string) {
  const size = 50;
  const orders: z.infer<typeof orderListSchema> = [];
  for (let page = 1; page <= 20; page += 1) {
    const result = await getOrdersPage(page, size, locale);
    if (!result.ok) return result;
    orders.push(...result.data);
    if (result.data.length < size) break;
  }
  const seen = new Set<string>();
  const unique = orders.filter((o) => (seen.has(o.name) ? false : (seen.add(o.name), true)));
  return ok(unique.sort((a, b) => Date.parse(b.creation) - Date.parse(a.creation)));
}

/** One order of the signed-in shopper; another customer's order is `not-found` (the back-end enforces it). */
export function getOrder(name: string, locale?: string) {
  return call({ path: `${ORDER}.get_sales_order`, method: 'POST', params: { name }, schema: orderSchema, session: 'required', locale });
}

/** Order tracking for anyone holding the order number and its e-mail (guests included). */
export function trackOrder(orderNumber: string, email: string, locale?: string) {
  return call({
    path: `${ORDER}.track_order`,
    method: 'POST',
    params: { order_id: orderNumber, email },
    schema: orderSchema,
    locale,
  });
}

/**
 * The invoice PDF of an order, fetched on the server: `get_sales_order_invoice` names the file
 * (owner-only: another customer's order is `not-found`), `get_document` is the fallback; the
 * file itself is read from the back-end, never exposed at a public URL.
 */
export async function getInvoicePdf(orderName: string): Promise<Result<{ body: ReadableStream<Uint8Array>; filename: string }>> {
  const invoice = await call({
    path: 'omnicommerce.controllers.pdf.get_sales_order_invoice',
    method: 'POST',
    params: { order_id: orderName },
    schema: invoiceSchema,
    session: 'required',
  });
  if (!invoice.ok) return invoice;
  let fileUrl = invoice.data.attachment_files[0] ?? invoice.data.file_url ?? null;
  if (!fileUrl) {
    const document = await call({
      path: 'mymb_ecommerce.mymb_b2c.mymb_documents.get_document',
      method: 'POST',
      params: { name: invoice.data.name ?? orderName, order_id: orderName },
      schema: documentSchema,
      session: 'required',
    });
    if (!document.ok) return document;
    fileUrl = document.data.file_url;
  }
  return fetchBackendFile(fileUrl, 'application/pdf');
}

/** A file of the back-end (`/files/…` or `/private/files/…`), with the application token and the JWT. */
async function fetchBackendFile(fileUrl: string, expectedType: string): Promise<Result<{ body: ReadableStream<Uint8Array>; filename: string }>> {
  const config = env();
  let url: URL;
  try {
    url = new URL(fileUrl, config.BACKEND_URL);
  } catch {
    return fail({ kind: 'invalid-answer' });
  }
  // Only the back-end's own files: a file URL pointing elsewhere is refused, not fetched.
  if (url.origin !== new URL(config.BACKEND_URL).origin || !/^\/(private\/)?files\//.test(url.pathname)) {
    log.warn('backend.invalid-answer', { path: 'file', reason: 'foreign file url' });
    return fail({ kind: 'invalid-answer' });
  }
  const jwt = await readSessionJwt();
  try {
    const response = await fetch(url, {
      headers: {
        Authorization: `token ${config.BACKEND_API_KEY}:${config.BACKEND_API_SECRET}`,
        ...(jwt ? { Jwt: `Bearer ${jwt}` } : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(config.BACKEND_TIMEOUT_MS),
    });
    if (response.status === 404) return fail({ kind: 'not-found', status: 404 });
    if (!response.ok || !response.body) return fail({ kind: 'unavailable', status: response.status });
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith(expectedType)) {
      log.warn('backend.invalid-answer', { path: 'file', reason: `content-type ${type}` });
      return fail({ kind: 'invalid-answer' });
    }
    const filename = decodeURIComponent(url.pathname.split('/').pop() ?? 'document.pdf');
    return ok({ body: response.body, filename });
  } catch (error) {
    log.warn('backend.unavailable', { path: 'file', reason: String(error) });
    return fail({ kind: 'unavailable' });
  }
}

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

/** Where the shop delivers (public: cached per locale for an hour). The address book's country list. */
export async function getDeliverableCountries(locale: string) {
  const result = await call({
    path: 'omnicommerce.controllers.cart.get_deliverable_countries',
    schema: countriesSchema,
    locale,
    cache: { revalidate: 3600, tags: ['countries'] },
  });
  return result.ok ? ok(result.data.data) : result;
}

export function getAddresses(locale?: string) {
  return call({ path: `${ORDER}.get_addresses_for_current_customer`, method: 'POST', schema: addressListSchema, session: 'required', locale });
}

export interface AddressInput {
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pincode: string;
  /** ISO code or name of a deliverable country. */
  country: string;
  phone: string;
  address_type: 'Shipping' | 'Billing';
  is_primary_address: boolean;
}

const asParams = (a: AddressInput) => ({ ...a, is_primary_address: a.is_primary_address ? 1 : 0 });

export function addAddress(address: AddressInput, locale?: string) {
  return call({ path: `${ORDER}.add_address`, method: 'POST', params: asParams(address), schema: anyAnswerSchema, session: 'required', locale });
}

export function updateAddress(name: string, address: AddressInput, locale?: string) {
  return call({
    path: `${ORDER}.update_address`,
    method: 'POST',
    params: { ...asParams(address), name },
    schema: anyAnswerSchema,
    session: 'required',
    locale,
  });
}

export function deleteAddress(name: string) {
  return call({ path: `${ORDER}.delete_address`, method: 'POST', params: { name }, schema: anyAnswerSchema, session: 'required' });
}

/** Makes this address the shopper's default (the one checkout offers first). */
export function setDefaultAddress(name: string) {
  return call({ path: `${ORDER}.set_default_address`, method: 'POST', params: { name }, schema: anyAnswerSchema, session: 'required' });
}
