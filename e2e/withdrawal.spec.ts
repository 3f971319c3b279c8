import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { APP_TOKEN, MOCK_URL, mockAt, outbox } from './support/backend';
import { freshShopper, placeTransferOrderAt } from './support/mock-shopper.mjs';
import { register, signIn, someProduct, type Target } from './support/orders';
import { inStockItems, seedCart } from './support/checkout';
import { SHOP_URL } from './support/backend';

/**
 * "Withdraw from contract here" (art. 11a of Directive 2011/83/EU, art. 54-bis Codice del Consumo):
 * reachable from every footer and every order, two steps, a button that says only "Confirm
 * withdrawal", one record against the order, and the acknowledgement with its date and time on the
 * page and by e-mail.
 */
const target: Target = { mock: MOCK_URL, shop: SHOP_URL };

/** The Communications the back-end keeps against an order (the stock resource, app token). */
async function recordsOf(order: string): Promise<Array<{ subject: string; content: string; recipients: string }>> {
  const query = new URLSearchParams({
    filters: JSON.stringify([['reference_name', '=', order]]),
    fields: JSON.stringify(['subject', 'content', 'recipients']),
  });
  const response = await fetch(`${MOCK_URL}/api/resource/Communication?${query}`, {
    headers: { Authorization: APP_TOKEN },
  });
  return ((await response.json()) as { data: Array<{ subject: string; content: string; recipients: string }> }).data;
}

async function guestOrder() {
  const shopper = freshShopper('withdraw');
  const product = await someProduct(target);
  const order = await placeTransferOrderAt(mockAt(MOCK_URL), shopper, undefined, {
    item_code: product.sku,
    qty: 2,
    rate: product.price,
  });
  return { shopper, product, order };
}

async function fillGuest(page: Page, details: { name: string; order: string; email: string }) {
  await page.getByLabel('Your name').fill(details.name);
  await page.getByLabel('Order number').fill(details.order);
  await page.getByLabel('E-mail address of the order').fill(details.email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a guest withdraws from the footer: two steps, one record, the acknowledgement with date and time', async ({
  page,
}) => {
  const { shopper, product, order } = await guestOrder();
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Customer services' })
    .getByRole('link', { name: 'Withdraw from contract here' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from contract here' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, { include: 'main', label: 'withdrawal step one' });

  await fillGuest(page, { name: 'Giulia Bianchi', order: order.toLowerCase(), email: shopper.email.toUpperCase() });
  const confirm = page.getByRole('region', { name: /Check and confirm your withdrawal/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(order)).toBeVisible();
  await expect(confirm.getByText(shopper.email)).toBeVisible();
  // The button says the law's words and nothing else; nothing is sent before it.
  const button = confirm.getByRole('button', { name: 'Confirm withdrawal', exact: true });
  await expect(button).toHaveText('Confirm withdrawal');
  expect(await recordsOf(order)).toHaveLength(0);
  await expectNoSeriousA11yIssues(page, { include: 'main', label: 'withdrawal confirmation' });

  await button.dblclick();
  const receipt = page.getByRole('status').filter({ hasText: 'Your withdrawal has been received' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText(`2 × ${product.name}`, { exact: false })).toBeVisible();
  const sentAt = (await receipt.locator('time').textContent())!;
  expect(sentAt).toMatch(/\d{1,2}:\d{2}/);
  await expect(receipt.getByRole('button', { name: 'Print or save' })).toBeVisible();

  // One record against the order, and one e-mail to the shopper with the same statement and time.
  await expect.poll(async () => (await recordsOf(order)).length).toBe(1);
  const [record] = await recordsOf(order);
  expect(record!.subject).toContain(order);
  expect(record!.recipients).toBe(shopper.email);
  const mail = (await outbox(shopper.email)).filter((m) => m.subject.includes('Recesso dal contratto'));
  expect(mail).toHaveLength(1);
  expect(mail[0]!.text).toContain(order);
  expect(mail[0]!.text).toContain(sentAt.split(' ').slice(0, 3).join(' ').replace(/,$/, ''));
  expect(mail[0]!.text).toMatch(/\d{1,2}:\d{2}/);

  // A reload and a new confirmation of the same statement is a new attempt only from the start.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from contract here' })).toBeVisible();
  expect(await recordsOf(order)).toHaveLength(1);
});

test('a wrong e-mail and a made-up order are refused alike, and nothing is recorded', async ({ page }) => {
  const { order } = await guestOrder();
  await page.goto('/pages/withdrawal');
  await fillGuest(page, { name: 'Mallory', order, email: 'someone-else@example.com' });
  const refusal = page.getByRole('alert').filter({ hasText: 'We could not find an order with this number' });
  await expect(refusal).toBeVisible();
  const wrongEmail = await refusal.textContent();
  await page.goto('/pages/withdrawal');
  await fillGuest(page, { name: 'Mallory', order: 'SAL-ORD-2026-99999', email: 'someone-else@example.com' });
  await expect(page.getByRole('alert').filter({ hasText: 'We could not find an order' })).toHaveText(wrongEmail!);
  expect(await recordsOf(order)).toHaveLength(0);
});

test('a signed-in shopper withdraws from an order in the account without giving their name again', async ({
  page,
  context,
}) => {
  const shopper = freshShopper('withdraw-account');
  const jwt = await register(target, shopper);
  const product = await someProduct(target);
  const order = await placeTransferOrderAt(mockAt(MOCK_URL), shopper, jwt, {
    item_code: product.sku,
    qty: 1,
    rate: product.price,
  });
  await signIn(target, context, shopper, jwt);
  await page.goto(`/pages/orders/${order}`);
  // The order's own link, not the footer's: the order is streamed in after the footer is drawn.
  await page.getByRole('main').getByRole('link', { name: 'Withdraw from contract here' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/pages/withdrawal\\?order=${order}$`));
  // Their own order is chosen already; no name or e-mail is asked.
  await expect(page.getByRole('radio', { name: new RegExp(order) })).toBeChecked();
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('region', { name: /Check and confirm your withdrawal/ });
  await expect(confirm.getByText(`${shopper.first_name} ${shopper.last_name}`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal has been received' })).toBeVisible();
  await expect.poll(async () => (await recordsOf(order)).length).toBe(1);
  const mail = (await outbox(shopper.email)).filter((m) => m.subject.includes(order) && m.subject.includes('Recesso'));
  expect(mail).toHaveLength(1);
});

test('the terms and the checkout say where the withdrawal function is', async ({ page }) => {
  await page.goto('/pages/single/terms-and-conditions');
  const rights = page.getByRole('region', { name: 'Your rights as a consumer' });
  await expect(rights.getByRole('link', { name: '“Withdraw from contract here”' })).toHaveAttribute(
    'href',
    '/pages/withdrawal',
  );

  // Before the contract (art. 49(1)(h) Codice del Consumo): the checkout says it too, by the terms box.
  const [item] = await inStockItems({ count: 1 });
  await seedCart(page, [{ ...item!, qty: 1 }], '/pages/checkout');
  const note = page.getByRole('main').getByText('After ordering you can withdraw online');
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: '“Withdraw from contract here”' })).toHaveAttribute(
    'href',
    '/pages/withdrawal',
  );
});

test('a guest withdraws with the keyboard alone, from the first Tab to the acknowledgement', async ({ page }) => {
  const { shopper, order } = await guestOrder();
  await page.goto('/pages/withdrawal');
  // The skip link, then Tab into the form: each field takes typing, Enter sends it.
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const name = page.getByLabel('Your name');
  for (let i = 0; i < 20 && !(await name.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Giulia Bianchi');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Order number')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(order);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail address of the order')).toBeFocused();
  await page.keyboard.type(shopper.email);
  await page.keyboard.press('Enter');

  // The confirmation takes the focus to its heading; Tab reaches "Confirm withdrawal" (the lines'
  // boxes first: the whole order is chosen already), and Enter sends it.
  const confirm = page.getByRole('region', { name: /Check and confirm your withdrawal/ });
  await expect(confirm.getByRole('heading', { name: /Check and confirm/ })).toBeFocused();
  const button = confirm.getByRole('button', { name: 'Confirm withdrawal', exact: true });
  for (let i = 0; i < 6 && !(await button.evaluate((b) => b === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal has been received' })).toBeVisible();
  await expect.poll(async () => (await recordsOf(order)).length).toBe(1);
});

test("the function is labelled in the shopper's language: Italian and Slovak", async ({ page, context }) => {
  for (const [locale, label, confirmLabel] of [
    ['it', 'Recedi dal contratto qui', 'Conferma il recesso'],
    ['sk', 'Odstúpiť od zmluvy tu', 'Potvrdiť odstúpenie od zmluvy'],
  ] as const) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: SHOP_URL }]);
    const { shopper, order } = await guestOrder();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    const form = page.getByRole('main').locator('form').first();
    await form.locator('input[name="name"]').fill('Giulia Bianchi');
    await form.locator('input[name="order_number"]').fill(order);
    await form.locator('input[name="email"]').fill(shopper.email);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole('button', { name: confirmLabel, exact: true })).toBeVisible();
  }
});
