import { expect, type Page } from '@playwright/test';
import { APP_TOKEN, MOCK_URL } from './backend';
import { listingCall } from './catalogue';

/** A sellable variant of the mock's catalogue, as a cart line stores it. */
export interface StockItem {
  sku: string;
  name: string;
  slug: string;
  price: number;
  stock: number;
  image: { url: string; width: number; height: number } | null;
}

interface Sellable {
  sku: string;
  price: number | null;
  sale_price: number | null;
  stock: number;
}

interface ListingProduct extends Sellable {
  name: string;
  slug: string;
  small_pictures?: Array<{ url: string; width: number; height: number }>;
  /** Empty on the real back-end's listing: the product itself is the sellable item. */
  variants?: Sellable[];
}

/** In-stock variants, one per product, from the shop listing (cheapest first when asked). */
export async function inStockItems({
  count = 3,
  minStock = 10,
  page = 1,
  order,
  mockUrl,
}: {
  count?: number;
  minStock?: number;
  page?: number;
  order?: 'price-asc' | 'price-desc';
  /** Another mock than the journeys' default one. */
  mockUrl?: string;
} = {}): Promise<StockItem[]> {
  const { body } = await listingCall<{ message: { products: ListingProduct[] } }>(
    {
      page,
      per_page: 48,
      ...(order ? { order_by: order } : {}),
    },
    mockUrl,
  );
  const out: StockItem[] = [];
  for (const p of body.message.products) {
    const sellable = p.variants?.length ? p.variants : [p];
    const v = sellable.find((x) => x.stock >= minStock && (x.sale_price ?? x.price) !== null);
    if (!v) continue;
    out.push({
      sku: v.sku,
      name: p.name,
      slug: p.slug,
      price: (v.sale_price ?? v.price)!,
      stock: v.stock,
      image: p.small_pictures?.[0] ?? null,
    });
    if (out.length === count) break;
  }
  if (out.length < count) throw new Error(`only ${out.length} in-stock products found`);
  return out;
}

/** Puts lines in the `cart-list` store the way the shop keeps them, then reloads the page. */
export async function seedCart(
  page: Page,
  lines: Array<StockItem & { qty: number }>,
  path = '/pages/cart',
): Promise<void> {
  await page.goto(path);
  // The page must have read its (empty) cart first: a page still hydrating would read the seeded
  // cart too, reprice it and store the corrected prices before the reload, and the reloaded page
  // would then have no price change to report.
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
  await page.evaluate((items) => {
    localStorage.setItem(
      'cart-list',
      JSON.stringify({
        state: {
          lines: items.map((i) => ({
            sku: i.sku,
            item_code: i.sku,
            name: i.name,
            slug: i.slug,
            qty: i.qty,
            priceCents: Math.round(i.price * 100),
            image: i.image,
            variant_label: null,
            regularPriceCents: null,
          })),
          shippingRule: null,
          shippingRuleLabel: null,
          shippingCents: 0,
          couponCode: null,
          couponDiscountCents: 0,
        },
        version: 2,
      }),
    );
  }, lines);
  await page.reload();
}

export interface BackendOrder {
  name: string;
  status: string;
  total: number;
  subtotal: number;
  shipping_amount: number;
  discount_amount: number;
  coupon_code: string | null;
  payment_method: string;
  paid: number;
  email: string;
  user_email: string | null;
  items: Array<{ item_code: string; qty: number; rate: number }>;
  status_timeline: Array<{ status: string; date: string }>;
  shipping_address: { city: string; pincode: string; country: string };
  business_info: Record<string, string> | null;
}

/** The sales orders the back-end holds for an e-mail address, newest first. */
export async function backendOrders(email: string, mockUrl = MOCK_URL): Promise<BackendOrder[]> {
  const response = await fetch(`${mockUrl}/__mock/orders?email=${encodeURIComponent(email)}`);
  return (await response.json()) as BackendOrder[];
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Waits for the place-order button, which waits for the server's prices. With a coupon the real
 * back-end applies only to orders, the same button first asks for the order's total.
 */
export async function summaryReady(page: Page): Promise<void> {
  await expect(
    page.getByRole('button', { name: /^(Order with obligation to pay|Calculate the total with the coupon)$/ }),
  ).toBeEnabled();
}

/** What the back-end's Payment Request of an order asks to be paid (the stock resource, app token). */
export async function paymentRequestAmount(order: string, mockUrl = MOCK_URL): Promise<number | undefined> {
  const query = new URLSearchParams({
    filters: JSON.stringify([['reference_name', '=', order]]),
    fields: JSON.stringify(['grand_total']),
  });
  const response = await fetch(`${mockUrl}/api/resource/Payment Request?${query}`, {
    headers: { Authorization: APP_TOKEN },
  });
  const body = (await response.json()) as { data: Array<{ grand_total: number }> };
  return body.data[0]?.grand_total;
}

/** The one box a shopper ticks before ordering: the terms of sale and the right of withdrawal. */
export const acceptTermsBox = (page: Page) =>
  page.getByRole('checkbox', { name: /I accept the terms and conditions of sale/ });

/** Fills the guest fields of the checkout form (English labels) and, unless told not to, ticks the terms box. */
export async function fillCheckout(
  page: Page,
  details: {
    email: string;
    first?: string;
    last?: string;
    street?: string;
    city?: string;
    postcode?: string;
    phone?: string;
    acceptTerms?: boolean;
  },
) {
  await page.getByRole('main').getByLabel('Email address').fill(details.email);
  await page
    .getByRole('main')
    .getByLabel('Phone')
    .fill(details.phone ?? '+39 333 123 4567');
  await page
    .getByRole('main')
    .getByLabel('First name')
    .fill(details.first ?? 'Giulia');
  await page
    .getByRole('main')
    .getByLabel('Last name')
    .fill(details.last ?? 'Bianchi');
  await page
    .getByRole('main')
    .getByLabel('Street address')
    .fill(details.street ?? 'Via Garibaldi 12');
  await page
    .getByRole('main')
    .getByLabel('Postcode')
    .fill(details.postcode ?? '10122');
  await page
    .getByRole('main')
    .getByLabel('Town / City')
    .fill(details.city ?? 'Torino');
  if (details.acceptTerms !== false) await acceptTermsBox(page).check();
}

/** Places a one-line order by card as a guest and stops on the card payment page: answers the order's name. */
export async function orderByCard(page: Page, email: string): Promise<string> {
  const [a] = await inStockItems({ count: 1 });
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  await expect(page.getByRole('button', { name: 'Order with obligation to pay' })).toBeEnabled();
  await fillCheckout(page, { email });
  await page.getByRole('radio', { name: 'Credit card (Carta di Credito)' }).check();
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page).toHaveURL(/\/pages\/pay-stripe\?order=SAL-ORD-/);
  return new URL(page.url()).searchParams.get('order')!;
}
