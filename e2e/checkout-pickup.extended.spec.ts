import { expect, test } from '@playwright/test';
import { REVALIDATE_SECRET } from '../playwright.config';
import { acceptTermsBox, fillCheckout, inStockItems, seedCart, uniqueEmail } from './support/checkout';

/**
 * Local Pickup on a back-end with the optional store list: the shopper must choose a store. The
 * checkout page was prerendered from the build's back-end (the real profile, no store list, which
 * the build then stopped asking): it asks again when the page regenerates, here on its countries.
 */
test('Local Pickup with a store list: a store is required, and the chosen one is on the confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const res = await request.post('/api/revalidate', {
    data: { tags: ['stores', 'countries'] },
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
  });
  expect(res.ok()).toBe(true);
  const [a] = await inStockItems({ count: 1 });
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  const placeOrder = page.getByRole('button', { name: 'Order with obligation to pay' });
  const where = page.getByRole('group', {
    name: 'Choose the store where you will pick up your order. We will let you know by e-mail when it is ready.',
  });
  await expect(async () => {
    await page.reload();
    await page.getByRole('radio', { name: /Ritiro in negozio/ }).check({ timeout: 5_000 });
    await expect(where.getByRole('radio')).toHaveCount(3, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(placeOrder).toBeEnabled();
  await fillCheckout(page, { email: uniqueEmail('pickup-store'), acceptTerms: false });
  await expect(where.getByRole('radio', { checked: true })).toHaveCount(0);
  await placeOrder.click();
  await expect(page.getByText('Choose the store where you will collect the order.')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/pay/);

  await where.getByRole('radio', { name: /Bottega Milano Isola/ }).check();
  await acceptTermsBox(page).check();
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Collect atBottega Milano Isola — ');
});
