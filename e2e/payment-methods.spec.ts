import { expect, test } from '@playwright/test';
import { SHOP_URL } from './support/backend';
import { backendOrders, fillCheckout, inStockItems, seedCart, summaryReady, uniqueEmail } from './support/checkout';

/**
 * What a shopper is told about paying before choosing, on the default back-end (no card gateway,
 * no Stripe key): the footer's "secure payments" line names the shop's ways to pay, the payment
 * step only those it can take now, both in the shopper's language; Apple Pay's domain file exists
 * only when configured; country names are the shopper's while the back-end gets its own.
 */
const accepted = (scope: import('@playwright/test').Locator, label: string) => scope.getByRole('list', { name: label });

test('the footer names the ways to pay, in each language', async ({ page, context }) => {
  await page.goto('/pages/about-us');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Secure payments', { exact: true })).toBeVisible();
  await expect(accepted(footer, 'Ways to pay we accept').getByRole('listitem')).toHaveText(['Card', 'Bank transfer']);

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'it', url: SHOP_URL }]);
  await page.reload();
  await expect(footer.getByText('Pagamenti sicuri', { exact: true })).toBeVisible();
  await expect(accepted(footer, 'Metodi di pagamento accettati').getByRole('listitem')).toHaveText([
    'Carta',
    'Bonifico bancario',
  ]);

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sk', url: SHOP_URL }]);
  await page.reload();
  await expect(accepted(footer, 'Spôsoby platby, ktoré prijímame').getByRole('listitem')).toHaveText([
    'Karta',
    'Bankový prevod',
  ]);
});

test('the payment step names only what it can take now, and country names are the shopper’s', async ({
  page,
  context,
}) => {
  const [a] = await inStockItems({ count: 1 });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sk', url: SHOP_URL }]);
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  const payment = page.getByRole('group', { name: 'Spôsob platby' });
  // No card gateway on this back-end: the payment step does not promise a card.
  await expect(accepted(payment, 'Spôsoby platby, ktoré prijímame').getByRole('listitem')).toHaveText([
    'Bankový prevod',
  ]);
  const country = page.getByRole('main').getByLabel('Krajina / región');
  await expect(country.locator('option:checked')).toHaveText('Taliansko');
  await expect(country.locator('option[value="SK"]')).toHaveText('Slovensko');

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'it', url: SHOP_URL }]);
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Paese / Regione').locator('option:checked')).toHaveText('Italia');

  // In English the shopper reads "Czechia"; the order still reaches the back-end as Frappe's "Czech Republic".
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: SHOP_URL }]);
  await page.reload();
  await summaryReady(page);
  const email = uniqueEmail('country');
  await fillCheckout(page, { email });
  await page.getByRole('main').getByLabel('Country / Region').selectOption({ label: 'Czechia' });
  await summaryReady(page);
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page).toHaveURL(/\/pages\/payment-success\?paymentgateway=transfer&order=SAL-ORD-/);
  const [order] = await backendOrders(email);
  expect(order?.shipping_address.country).toBe('Czech Republic');
});

test('Apple Pay’s domain association file does not exist when the shop has not set it', async ({ request }) => {
  const res = await request.get('/.well-known/apple-developer-merchantid-domain-association');
  expect(res.status()).toBe(404);
});
