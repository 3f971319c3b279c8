import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '../../lib/storage-keys';
import { MOCK_URL, mockAt, SHOP_URL } from './backend';
import { listingCall } from './catalogue';
import { placeTransferOrderAt, registerAt, type Shopper } from './mock-shopper.mjs';

/** Helpers of the accounts journeys: fresh shoppers, orders placed at the back-end, storage checks. */

export { freshShopper, type Shopper } from './mock-shopper.mjs';

/**
 * Marks the newsletter popup as already seen (it opens after a while on content pages and would
 * cover the forms under test), with the storage version set so the boot script keeps it.
 */
export async function quietPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ versionKey, version, popupKey }) => {
      if (localStorage.getItem(versionKey) !== version) localStorage.setItem(versionKey, version);
      if (!localStorage.getItem(popupKey))
        localStorage.setItem(popupKey, JSON.stringify({ state: { status: 'shown', at: Date.now() }, version: 1 }));
    },
    { versionKey: STORAGE_VERSION_KEY, version: STORAGE_VERSION, popupKey: STORAGE_KEYS.newsletterPopup },
  );
}

/** Registers at the back-end directly; answers the JWT. */
export const registerShopper = (shopper: Shopper) => registerAt(mockAt(), shopper);

/**
 * Signs the browser in the way the storefront does (httpOnly cookie + display fields), on the
 * default storefront or the one at `shopUrl`.
 */
export async function signInAs(
  context: BrowserContext,
  shopper: Shopper,
  jwt: string,
  shopUrl = SHOP_URL,
): Promise<void> {
  await context.addCookies([{ name: 'shop_session', value: jwt, url: shopUrl, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript(
    (display) => {
      if (!localStorage.getItem('auth'))
        localStorage.setItem('auth', JSON.stringify({ state: { user: display }, version: 1 }));
    },
    { first_name: shopper.first_name, last_name: shopper.last_name, email: shopper.email },
  );
}

interface ListedProduct {
  sku: string;
  name: string;
  slug: string;
  stock: number;
  variants: Array<{ sku: string; stock: number }>;
}

/** In-stock products of the seeded catalogue (first page of the listing). */
export async function inStockProducts(count = 3): Promise<ListedProduct[]> {
  const { body } = await listingCall<{ message: { products: ListedProduct[] } }>({
    is_in_stock: 1,
    per_page: 24,
    page: 1,
  });
  return body.message.products
    .filter((p) => p.variants.some((v) => v.stock > 2) || (p.variants.length === 0 && p.stock > 2))
    .slice(0, count);
}

/** Places a bank-transfer order of two as this shopper, the way checkout does; answers the Sales Order name. */
export const placeOrder = (shopper: Shopper, jwt: string, itemCode: string) =>
  placeTransferOrderAt(mockAt(), shopper, jwt, { item_code: itemCode, qty: 2 });

/** Moves an order along its statuses (the mock's test helper), so the timeline has dated steps. */
export async function setOrderStatus(name: string, status: string, note?: string): Promise<void> {
  const res = await fetch(`${MOCK_URL}/__mock/orders/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, status, note }),
  });
  if (!res.ok) throw new Error(`status change failed: ${res.status}`);
}

const JWT_SHAPE = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/;

/** Everything page scripts can read: document.cookie, localStorage and sessionStorage. */
export async function scriptReadableState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k) => [k, s.getItem(k)]));
    return JSON.stringify({ cookie: document.cookie, local: dump(localStorage), session: dump(sessionStorage) });
  });
}

export function containsJwt(text: string): boolean {
  return JWT_SHAPE.test(text);
}
