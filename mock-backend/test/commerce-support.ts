/** Helpers shared by the commerce tests: a checkout as the storefront sends it, and stock look-ups. */
import type { Json } from './support';
import { setup } from './support';

export type Mock = ReturnType<typeof setup>;

export const CART = 'omnicommerce.controllers.cart';
export const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';
export const PAYMENT = 'mymb_ecommerce.mymb_ecommerce.payment';
export const QUOTE = `${ORDER}.create_quotation`;
export const PAY = `${PAYMENT}.payment_request`;
export const COUPON = 'omnicommerce.controllers.promotion.apply_coupon_code';
export const ORDERS = `${ORDER}.get_sales_orders_for_current_customer`;
export const ADDRESSES = `${ORDER}.get_addresses_for_current_customer`;
export const INVOICE = 'omnicommerce.controllers.pdf.get_sales_order_invoice';

export const ADDRESS = {
  address_line1: 'Via Torino 45',
  city: 'Milano',
  state: 'MI',
  pincode: '20123',
  country: 'Italy',
};

/** In-stock variants, cheapest first: rate in euro as the listing shows it. */
export function inStock(t: Mock, minStock = 3): Array<{ sku: string; rate: number; stock: number }> {
  return t.db
    .prepare('SELECT sku, coalesce(sale_price, price) AS rate, stock FROM variant WHERE stock >= ? ORDER BY rate')
    .all(minStock) as Array<{
    sku: string;
    rate: number;
    stock: number;
  }>;
}

/** The arguments of `create_quotation` as the storefront sends them. */
export function checkout(
  items: Array<{ item_code: string; qty: number; rate?: number }>,
  extra: Record<string, unknown> = {},
  contact: Record<string, unknown> = {},
) {
  return {
    items,
    customer_type: 'Individual',
    customer_id: 'Guest',
    channel: 'B2C',
    contact_info: {
      first_name: 'Anna',
      last_name: 'Bianchi',
      email_id: 'anna@example.com',
      phone: '+39 333 1234567',
      shipping_address: ADDRESS,
      ...contact,
    },
    shipping_address_different: false,
    invoice: false,
    shipping_rule: 'Flat Rate',
    order_comment: '',
    ...extra,
  };
}

export async function quote(
  t: Mock,
  items: Array<{ item_code: string; qty: number; rate?: number }>,
  extra: Record<string, unknown> = {},
  contact: Record<string, unknown> = {},
): Promise<string> {
  const r = await t.call(QUOTE, checkout(items, extra, contact));
  if (r.status !== 200 || typeof r.message !== 'string')
    throw new Error(`create_quotation: ${r.status} ${JSON.stringify(r.body)}`);
  return r.message;
}

export async function pay(t: Mock, quotation: string, gateway = 'transfer'): Promise<Json> {
  const r = await t.call(PAY, { quotation_name: quotation, payment_gateway: gateway });
  if (r.status !== 200) throw new Error(`payment_request: ${r.status} ${JSON.stringify(r.body)}`);
  return r.message;
}

export const resource = (t: Mock, path: string, init: RequestInit = {}) =>
  t.request(`/api/resource/${path}`, {
    ...init,
    headers: {
      Authorization: 'token demo_key:demo_secret',
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });

export const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
