import { expect, test, type Page } from '@playwright/test';
import { EXTENDED_MOCK_URL, EXTENDED_SHOP_URL } from './support/backend';
import { placeTransferOrder, register, signIn, someProduct, type Target } from './support/orders';
import { freshShopper } from './support/accounts';

/**
 * The optional methods of docs/backend/orders.md on the extended storefront: the order's dated
 * timeline (get_sales_order) and guest tracking with its timeline (track_order).
 */

const extended: Target = { mock: EXTENDED_MOCK_URL, shop: EXTENDED_SHOP_URL };

const field = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });

/** Moves an order along its statuses (the mock's test helper), so the timeline has dated steps. */
async function setStatus(name: string, status: string, note?: string) {
  const res = await fetch(`${EXTENDED_MOCK_URL}/__mock/orders/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, status, note }),
  });
  if (!res.ok) throw new Error(`status change failed: ${res.status}`);
}

test('the order page shows the dated timeline, oldest first, the newest marked current', async ({ page, context }) => {
  test.setTimeout(90_000);
  const shopper = freshShopper('timeline');
  const jwt = await register(extended, shopper);
  const orderName = await placeTransferOrder(extended, shopper, jwt, await someProduct(extended));
  await setStatus(orderName, 'Paid', 'Bank transfer received');
  await setStatus(orderName, 'Shipped', 'Parcel handed to the courier');

  await signIn(extended, context, shopper, jwt);
  await page.goto(`/pages/orders/${orderName}`);
  await expect(page.getByRole('heading', { name: `Order ${orderName}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order progress' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Paid' })).toContainText('Bank transfer received');
  await expect(timeline.getByRole('listitem').last()).toContainText('Parcel handed to the courier');
  await expect(timeline.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
});

test('a guest tracks an order through track_order and sees its status updates', async ({ page }) => {
  const shopper = freshShopper('track-ext');
  const jwt = await register(extended, shopper);
  const orderName = await placeTransferOrder(extended, shopper, jwt, await someProduct(extended));
  await page.goto('/pages/track-order');
  await field(page, 'Order number').fill(orderName);
  await field(page, 'Email address used for the order').fill(shopper.email);
  await page.getByRole('button', { name: 'Track the order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderName}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status updates' })).toContainText('To pay');
});
