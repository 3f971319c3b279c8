import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { outbox, SHOP_URL } from './support/backend';
import { uniqueEmail } from './support/checkout';

/**
 * The accessibility information (Directive (EU) 2019/882, D.Lgs. 82/2022): reached from every footer
 * and from the terms, it says the standard, the checks, the known limitations, the last review and
 * where to complain, and a barrier reported from it reaches the shop. It passes its own checks.
 */
test('the accessibility page, from the footer: standard, limitations, review date, authorities, and a barrier reported by keyboard', async ({
  page,
}) => {
  const email = uniqueEmail('barrier');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/pages\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(/WCAG 2\.1 level AA/).first()).toBeVisible();
  await expect(main.getByText(/EN 301 549/).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Known limitations' })).toBeVisible();
  await expect(main.getByText('last reviewed on November 29, 2026', { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: 'www.agid.gov.it' })).toHaveAttribute('href', 'https://www.agid.gov.it/');
  await expect(main.getByRole('link', { name: 'www.soi.sk' })).toHaveAttribute('href', 'https://www.soi.sk/');
  await expectNoSeriousA11yIssues(page, { label: 'accessibility page' });

  // Reported with the keyboard alone: the form starts with its subject set.
  const form = page.getByRole('form', { name: 'Report a barrier' });
  await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue('Accessibility: a barrier on the shop');
  await form.getByRole('textbox', { name: /Full name/ }).focus();
  await page.keyboard.type('Rosa Bruno');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('The size filter cannot be reached with the keyboard on my phone.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Thank you, your message has been sent.')).toBeVisible();
  const shop = await outbox('assistenza@bottega.example');
  expect(shop.map((m) => m.subject)).toContain('Accessibility: a barrier on the shop — Rosa Bruno');
});

test('the terms link to it, and it speaks Italian and Slovak', async ({ page, context }) => {
  await page.goto('/pages/single/terms-and-conditions');
  await page
    .getByRole('region', { name: 'Your rights as a consumer' })
    .getByRole('link', { name: 'accessibility page' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  for (const [locale, title] of [
    ['it', 'Accessibilità'],
    ['sk', 'Prístupnosť'],
  ] as const) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: SHOP_URL }]);
    await page.goto('/pages/accessibility');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yIssues(page, { label: `accessibility page (${locale})` });
  }
});
