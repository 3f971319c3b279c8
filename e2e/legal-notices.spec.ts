import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { SHOP_URL } from './support/backend';
import { listingCall } from './support/catalogue';
import { inStockItems, seedCart } from './support/checkout';

/**
 * What every offer says before the contract: the harmonised notice on the legal guarantee of
 * conformity (Implementing Regulation (EU) 2025/1960, from 27 September 2026) on the product page,
 * at checkout and under the terms, consistent with them (at least 24 months); and, near the
 * reviews, whether and how the shop checks that they come from buyers (UCPD art. 7(6)).
 */
const notice = (page: import('@playwright/test').Page, title = 'Legal guarantee of conformity') =>
  page.getByRole('complementary', { name: title });

test('the legal guarantee notice is on the product page, at checkout and under the terms', async ({ page }) => {
  const { body } = await listingCall<{ message: { products: Array<{ slug: string }> } }>({ page: 1, per_page: 1 });
  await page.goto(`/product/fullwidth/${body.message.products[0]!.slug}`);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByText('Minimum 2 years')).toBeVisible();
  await expect(notice(page).getByRole('img', { name: 'Flag of the European Union' })).toBeVisible();
  await expect(notice(page).getByRole('link', { name: /Your Europe/ })).toHaveAttribute(
    'href',
    /europa\.eu\/youreurope\/.*index_en\.htm$/,
  );
  await expect(notice(page).getByText(/commercial guarantee of durability/)).toBeVisible();
  await expectNoSeriousA11yIssues(page, {
    include: 'aside[aria-labelledby="guarantee-notice"]',
    label: 'guarantee notice',
  });

  const [a] = await inStockItems({ count: 1 });
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  await expect(notice(page)).toBeVisible();

  await page.goto('/pages/single/terms-and-conditions');
  const rights = page.getByRole('region', { name: 'Your rights as a consumer' });
  await expect(rights.getByText(/at least 24 months from delivery/)).toBeVisible();
  await expect(notice(page)).toBeVisible();
});

test('the notice speaks Italian and Slovak', async ({ page, context }) => {
  const { body } = await listingCall<{ message: { products: Array<{ slug: string }> } }>({ page: 1, per_page: 1 });
  for (const [locale, title, years] of [
    ['it', 'Garanzia legale di conformità', 'Minimo 2 anni'],
    ['sk', 'Zákonná záruka súladu', 'Minimálne 2 roky'],
  ] as const) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: SHOP_URL }]);
    await page.goto(`/product/fullwidth/${body.message.products[0]!.slug}`);
    await expect(notice(page, title).getByText(years)).toBeVisible();
    await expect(notice(page, title).getByRole('link')).toHaveAttribute('href', new RegExp(`index_${locale}\\.htm$`));
  }
});

test('the reviews say who writes them and that the shop does not check purchases', async ({ page }) => {
  const { body } = await listingCall<{ message: { products: Array<{ slug: string }> } }>({ page: 1, per_page: 1 });
  await page.goto(`/product/fullwidth/${body.message.products[0]!.slug}#reviews`);
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  await expect(panel.getByText(/signed in to their account, one review per product and account/)).toBeVisible();
  await expect(panel.getByText(/We do not check that they bought the product/)).toBeVisible();
  await page.goto('/pages/single/terms-and-conditions');
  await expect(
    page
      .getByRole('region', { name: 'Your rights as a consumer' })
      .getByText(/does not check that the reviewer bought/),
  ).toBeVisible();
});
