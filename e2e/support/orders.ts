import type { BrowserContext } from '@playwright/test';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '../../lib/storage-keys';
import { APP_TOKEN } from './backend';
import type { Shopper } from './accounts';
import { listingCall } from './catalogue';

/**
 * Helpers of the orders journeys, for either storefront: the default one (real profile) or the
 * extended one. Orders are placed at the back-end the way checkout does (create_quotation, then
 * payment_request by bank transfer), answers read in the contract's real shapes.
 */

export interface Target {
  mock: string;
  shop: string;
}

async function post<T>(
  target: Target,
  path: string,
  params: Record<string, unknown>,
  jwt?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${target.mock}/api/method/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: APP_TOKEN, ...(jwt ? { Jwt: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify(params),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** Registers at the back-end; answers the JWT (`{message: {user, customer, jwt}}`). */
export async function register(target: Target, shopper: Shopper): Promise<string> {
  const { status, body } = await post<{ message?: { jwt?: string } }>(
    target,
    'mymb_ecommerce.utils.auth.create_customer_and_user',
    { ...shopper },
  );
  const jwt = body?.message?.jwt;
  if (status !== 200 || !jwt) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
  return jwt;
}

/** Signs the browser in as the storefront does: the JWT in the httpOnly cookie, display fields in storage. */
export async function signIn(target: Target, context: BrowserContext, shopper: Shopper, jwt: string): Promise<void> {
  await context.addCookies([{ name: 'shop_session', value: jwt, url: target.shop, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript(
    ({ display, versionKey, version, popupKey }) => {
      if (localStorage.getItem(versionKey) !== version) localStorage.setItem(versionKey, version);
      if (!localStorage.getItem('auth'))
        localStorage.setItem('auth', JSON.stringify({ state: { user: display }, version: 1 }));
      // The newsletter popup would cover the forms under test.
      if (!localStorage.getItem(popupKey))
        localStorage.setItem(popupKey, JSON.stringify({ state: { status: 'shown', at: Date.now() }, version: 1 }));
    },
    {
      display: { first_name: shopper.first_name, last_name: shopper.last_name, email: shopper.email },
      versionKey: STORAGE_VERSION_KEY,
      version: STORAGE_VERSION,
      popupKey: STORAGE_KEYS.newsletterPopup,
    },
  );
}

export interface Product {
  name: string;
  sku: string;
  price: number;
}

/** An in-stock product (a variant with stock when it has variants), with its price. */
export async function someProduct(target: Target): Promise<Product> {
  interface Listed {
    name: string;
    sku: string;
    stock: number;
    price: number;
    sale_price?: number | null;
    variants: Array<{ sku: string; stock: number; price?: number; sale_price?: number | null }>;
  }
  const { body } = await listingCall<{ message: { products: Listed[] } }>(
    { is_in_stock: 1, per_page: 24, page: 1 },
    target.mock,
  );
  for (const p of body.message.products) {
    const variant = p.variants.find((v) => v.stock > 2);
    if (variant)
      return { name: p.name, sku: variant.sku, price: variant.sale_price || variant.price || p.sale_price || p.price };
    if (p.variants.length === 0 && p.stock > 2) return { name: p.name, sku: p.sku, price: p.sale_price || p.price };
  }
  throw new Error('no product in stock');
}

/** Places a bank-transfer order as this shopper, as checkout does; answers the Sales Order name. */
export async function placeTransferOrder(
  target: Target,
  shopper: Shopper,
  jwt: string,
  product: Product,
): Promise<string> {
  const quotation = await post<{ message: string }>(
    target,
    'mymb_ecommerce.mymb_ecommerce.order.create_quotation',
    {
      items: [{ item_code: product.sku, qty: 2, rate: product.price }],
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
      shipping_address_different: false,
      invoice: false,
      shipping_rule: 'Flat Rate',
      order_comment: '',
    },
    jwt,
  );
  if (quotation.status !== 200 || typeof quotation.body?.message !== 'string')
    throw new Error(`quotation failed: ${quotation.status} ${JSON.stringify(quotation.body)}`);
  const payment = await post<{ message: { payment_request?: { reference_name?: string } } }>(
    target,
    'mymb_ecommerce.mymb_ecommerce.payment.payment_request',
    { quotation_name: quotation.body.message, payment_gateway: 'transfer' },
    jwt,
  );
  const order = payment.body?.message?.payment_request?.reference_name;
  if (payment.status !== 200 || !order)
    throw new Error(`payment request failed: ${payment.status} ${JSON.stringify(payment.body)}`);
  return order;
}
