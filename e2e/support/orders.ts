import type { BrowserContext } from '@playwright/test';
import { quietPopups, signInAs } from './accounts';
import { mockAt } from './backend';
import { listingCall } from './catalogue';
import { placeTransferOrderAt, registerAt, type Shopper } from './mock-shopper.mjs';

/**
 * Helpers of the orders journeys, for either storefront: the default one (real profile) or the
 * extended one. Orders are placed at the back-end the way checkout does (create_quotation, then
 * payment_request by bank transfer), answers read in the contract's real shapes.
 */

export interface Target {
  mock: string;
  shop: string;
}

/** Registers at the back-end; answers the JWT (`{message: {user, customer, jwt}}`). */
export const register = (target: Target, shopper: Shopper) => registerAt(mockAt(target.mock), shopper);

/**
 * Signs the browser in as the storefront does (the JWT in the httpOnly cookie, display fields in
 * storage), the newsletter popup already seen: it would cover the forms under test.
 */
export async function signIn(target: Target, context: BrowserContext, shopper: Shopper, jwt: string): Promise<void> {
  await quietPopups(context);
  await signInAs(context, shopper, jwt, target.shop);
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

/** Places a bank-transfer order of two as this shopper, as checkout does; answers the Sales Order name. */
export const placeTransferOrder = (target: Target, shopper: Shopper, jwt: string, product: Product) =>
  placeTransferOrderAt(mockAt(target.mock), shopper, jwt, { item_code: product.sku, qty: 2, rate: product.price });
