import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '../../lib/storage-keys';
import { backendCall, MOCK_URL, SHOP_URL } from './backend';
import { listingCall } from './catalogue';

/** Helpers of the accounts journeys: fresh shoppers, orders placed at the back-end, storage checks. */

export interface Shopper {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

let counter = 0;

/** A new shopper nobody else's test touches (sign-in lockouts and password changes stay local). */
export function freshShopper(tag: string): Shopper {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    email: `e2e.${tag}.${stamp}@example.com`,
    password: 'Sicura-2026!',
    first_name: 'Giulia',
    last_name: `Bianchi${counter}`,
  };
}

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
export async function registerShopper(shopper: Shopper): Promise<string> {
  const { status, body } = await backendCall<{ message?: { jwt?: string } }>(
    'mymb_ecommerce.utils.auth.create_customer_and_user',
    {
      email: shopper.email,
      first_name: shopper.first_name,
      last_name: shopper.last_name,
      password: shopper.password,
    },
  );
  const jwt = body?.message?.jwt;
  if (status !== 200 || !jwt) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
  return jwt;
}

/** Signs the browser in the way the storefront does (httpOnly cookie + display fields). */
export async function signInAs(context: BrowserContext, shopper: Shopper, jwt: string): Promise<void> {
  await context.addCookies([{ name: 'shop_session', value: jwt, url: SHOP_URL, httpOnly: true, sameSite: 'Lax' }]);
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

/** Places a bank-transfer order as this shopper, the way checkout does; answers the sales order name. */
export async function placeOrder(shopper: Shopper, jwt: string, itemCode: string): Promise<string> {
  const quotation = await backendCall<{ message: string }>(
    'mymb_ecommerce.mymb_ecommerce.order.create_quotation',
    {
      items: [{ item_code: itemCode, qty: 2 }],
      customer_type: 'Individual',
      customer_id: shopper.email,
      channel: 'B2C',
      contact_info: {
        first_name: shopper.first_name,
        last_name: shopper.last_name,
        email_id: shopper.email,
        phone: '+39 333 1234567',
        shipping_address: {
          address_line1: 'Via Torino 45',
          city: 'Milano',
          state: 'MI',
          pincode: '20123',
          country: 'Italy',
        },
      },
      shipping_address_different: 0,
      invoice: 0,
      shipping_rule: 'Flat Rate',
      order_comment: '',
    },
    jwt,
  );
  if (quotation.status !== 200)
    throw new Error(`quotation failed: ${quotation.status} ${JSON.stringify(quotation.body)}`);
  const payment = await backendCall<{ message: { sales_order: string } }>(
    'mymb_ecommerce.mymb_ecommerce.payment.payment_request',
    { quotation_name: quotation.body.message, payment_gateway: 'transfer' },
    jwt,
  );
  if (payment.status !== 200)
    throw new Error(`payment request failed: ${payment.status} ${JSON.stringify(payment.body)}`);
  return payment.body.message.sales_order;
}

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
