import { expect, test } from '@playwright/test';
import { MOCK_URL, SHOP_URL } from './support/backend';
import { freshShopper } from './support/accounts';
import { acceptTermsBox, fillCheckout, inStockItems, seedCart } from './support/checkout';
import { register, signIn, type Target } from './support/orders';

/**
 * Checkout and the address book on the real back-end's profile (docs/backend/checkout.md): the
 * prefill reads only the shopper's enabled addresses, and Local Pickup, without a store list,
 * offers the head office as the one pickup point, carried to the order page by the order comment.
 */

const real: Target = { mock: MOCK_URL, shop: SHOP_URL };
const placeOrder = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Order with obligation to pay' });
const HEAD_OFFICE = 'Bottega Casa & Fai da te — Via dei Mille 24, 40121 Bologna (BO)';

test.describe('checkout addresses and Local Pickup', () => {
  test('an address deleted in the account is not offered at checkout', async ({ page, context }) => {
    test.setTimeout(90_000);
    const shopper = freshShopper('deleted-address');
    await signIn(real, context, shopper, await register(real, shopper));
    await page.goto('/pages/address');
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Street and house number', exact: true }).fill('Via Garibaldi 12');
    await main.getByRole('textbox', { name: 'Town / City', exact: true }).fill('Torino');
    await main.getByRole('textbox', { name: 'Postcode', exact: true }).fill('10122');
    await page.getByRole('button', { name: 'Save address' }).click();
    const saved = page.getByRole('listitem').filter({ hasText: 'Via Garibaldi 12' });
    await saved.getByRole('button', { name: 'Delete' }).click();
    await saved.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Via Garibaldi 12' })).toHaveCount(0);

    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    // The account's details arrived (the prefill has answered) …
    await expect(main.getByLabel('Email address')).toHaveValue(shopper.email);
    await expect(main.getByLabel('First name')).toHaveValue(shopper.first_name);
    // … without the removed address.
    await expect(main.getByLabel('Street address')).toHaveValue('');
    await expect(main.getByLabel('Town / City')).toHaveValue('');
  });

  test('Local Pickup asks where, offers the shop as the one point, and the order keeps it', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const shopper = freshShopper('pickup');
    await signIn(real, context, shopper, await register(real, shopper));
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await expect(placeOrder(page)).toBeEnabled();
    await fillCheckout(page, { email: shopper.email });

    const where = page.getByRole('group', { name: /collect your order at our shop/ });
    await expect(where).toHaveCount(0);
    await page.getByRole('radio', { name: /Ritiro in negozio/ }).check();
    await expect(page.getByRole('heading', { name: 'Where will you collect it?' })).toBeVisible();
    const point = where.getByRole('radio', { name: /Bottega Casa & Fai da te/ });
    await expect(point).toBeChecked();
    await expect(where).toContainText('Via dei Mille 24, 40121 Bologna (BO)');

    await acceptTermsBox(page).check();
    await expect(placeOrder(page)).toBeEnabled();
    await placeOrder(page).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Collect at${HEAD_OFFICE}`);
    const order = new URL(page.url()).searchParams.get('order')!;

    await page.goto(`/pages/orders/${encodeURIComponent(order)}`);
    const box = page.getByRole('region', { name: 'Collect at' });
    await expect(box).toContainText(HEAD_OFFICE);
  });
});
