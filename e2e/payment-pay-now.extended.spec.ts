import { expect, test } from '@playwright/test';
import { EXTENDED_MOCK_URL, EXTENDED_SHOP_URL } from './support/backend';
import { freshShopper } from './support/accounts';
import { fillCheckout, inStockItems, seedCart } from './support/checkout';
import { register, signIn, type Target } from './support/orders';

/**
 * "Pay now" (docs/backend/orders.md "pay now"): a card order left unpaid is a Draft the order list
 * leaves out; its page in the account still opens for its owner and takes the payment, here in
 * another browser than the one that placed it (the extended back-end's simulated card gateway).
 */
const extended: Target = { mock: EXTENDED_MOCK_URL, shop: EXTENDED_SHOP_URL };

test('a card order left unpaid is paid later from the account’s order page', async ({ browser }) => {
  test.setTimeout(120_000);
  const shopper = freshShopper('pay-now');
  const jwt = await register(extended, shopper);

  const first = await browser.newContext({ baseURL: EXTENDED_SHOP_URL });
  await signIn(extended, first, shopper, jwt);
  const page = await first.newPage();
  const [a] = await inStockItems({ count: 1 });
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  await expect(page.getByRole('button', { name: 'Order with obligation to pay' })).toBeEnabled();
  await fillCheckout(page, { email: shopper.email });
  await page.getByRole('radio', { name: 'Credit card (Carta di Credito)' }).check();
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page).toHaveURL(/\/pages\/pay-stripe\?order=SAL-ORD-/);
  const order = new URL(page.url()).searchParams.get('order')!;
  await first.close();

  // Another browser, the same shopper: the unpaid order's page offers the payment.
  const later = await browser.newContext({ baseURL: EXTENDED_SHOP_URL });
  await signIn(extended, later, shopper, jwt);
  const again = await later.newPage();
  await again.goto(`/pages/orders/${encodeURIComponent(order)}`);
  await expect(again.getByRole('heading', { level: 1 })).toContainText(order);
  await again.getByRole('link', { name: 'Pay now' }).click();
  await expect(again.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await again.getByRole('main').getByLabel('Name on card').fill('Giulia Bianchi');
  await again.getByRole('main').getByLabel('Card number').fill('4242 4242 4242 4242');
  await again.getByRole('main').getByLabel('Expiry date').fill('11/31');
  await again.getByRole('main').getByLabel('Security code (CVC)').fill('321');
  await again.getByRole('button', { name: /^Pay €/ }).click();
  await expect(
    again.getByText('We have received your card payment. We will let you know when your order ships.'),
  ).toBeVisible();

  // Paid: the order page offers no payment any more.
  await again.goto(`/pages/orders/${encodeURIComponent(order)}`);
  await expect(again.getByRole('heading', { level: 1 })).toContainText(order);
  await expect(again.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await later.close();
});
