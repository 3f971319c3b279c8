import { expect, test, type Page } from '@playwright/test';
import { freshShopper, inStockProducts, quietPopups, registerShopper, signInAs } from './support/accounts';
import { expectNoSeriousA11yIssues } from './support/axe';
import { SHOP_URL } from './support/backend';
import { productHref } from '../lib/routes';
import { openListing } from './support/listing-page';
import { recordToasts, shownToastTexts } from './support/toasts';

/** The wishlist requires login; add and remove call the server; the empty state has Go Shop. */

async function wishlistCodes(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/wishlist');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Array<{ item_code: string }> }).items.map((i) => i.item_code);
}

test.beforeEach(async ({ context }) => {
  await quietPopups(context);
  await recordToasts(context);
});

test.describe('wishlist', () => {
  test('an anonymous shopper is asked to log in, and the API answers 401', async ({ page, request }) => {
    expect((await request.get('/api/wishlist')).status()).toBe(401);
    const post = await request.post('/api/wishlist', { data: { item_code: 'X', action: 'add' } });
    expect(post.status()).toBe(401);

    await openListing(page);
    await page
      .getByRole('button', { name: /^Save .+ to wishlist$/ })
      .first()
      .click();
    await expect.poll(() => shownToastTexts(page)).toContain('To add wishlist, please login');
    await page.goto('/pages/wishlist');
    await expect(page).toHaveURL(/\/pages\/login\?next=%2Fpages%2Fwishlist$/);
  });

  test('a signed-in shopper adds products, sees them in the table, removes them and sees the empty state', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const shopper = freshShopper('wishlist');
    await signInAs(context, shopper, await registerShopper(shopper));
    const products = await inStockProducts(2);

    // Adding from the shop's cards goes through /api/wishlist.
    const first = products[0]!;
    await openListing(page, `/shop?search_term=${encodeURIComponent(first.name)}`);
    await page
      .getByRole('button', { name: `Save ${first.name} to wishlist` })
      .first()
      .click();
    await expect.poll(() => shownToastTexts(page)).toContain(`${first.name} is now in your wishlist.`);
    await expect.poll(() => wishlistCodes(page)).toContain(first.sku);

    // The route itself: add (POST with action), the new list comes back.
    const second = products[1]!;
    const added = await page.request.post('/api/wishlist', {
      data: { item_code: second.sku, action: 'add' },
      headers: { Origin: SHOP_URL },
    });
    expect(added.status()).toBe(200);
    expect(
      ((await added.json()) as { items: Array<{ item_code: string }> }).items.map((i) => i.item_code).sort(),
    ).toEqual([first.sku, second.sku].sort());
    // A cross-site page cannot change it.
    const forged = await page.request.post('/api/wishlist', {
      data: { item_code: second.sku, action: 'remove' },
      headers: { Origin: 'https://evil.example.com' },
    });
    expect(forged.status()).toBe(403);

    await page.goto('/pages/wishlist');
    const table = page.getByRole('table', { name: 'Products on your wishlist' });
    for (const p of [first, second]) {
      const row = table.getByRole('row').filter({ hasText: p.name });
      await expect(row).toBeVisible();
      await expect(row.getByText(/In stock|Out of stock/)).toBeVisible();
      await expect(row.getByRole('button', { name: 'Quick view' })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);

    // Quick view opens from the table.
    await table.getByRole('row').filter({ hasText: first.name }).getByRole('button', { name: 'Quick view' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    for (const p of [first, second]) {
      await table.getByRole('button', { name: `Remove ${p.name} from the wishlist` }).click();
      await expect.poll(() => shownToastTexts(page)).toContain(`${p.name} has been removed from your wishlist.`);
      await expect(table.getByRole('row').filter({ hasText: p.name })).toHaveCount(0);
    }
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go Shop' })).toHaveAttribute('href', '/shop');
    expect(await wishlistCodes(page)).toEqual([]);
    await expectNoSeriousA11yIssues(page);
  });

  test('a product saved from its card shows as saved on its own page, and can be taken off there', async ({
    page,
    context,
  }) => {
    const shopper = freshShopper('wl-product');
    await signInAs(context, shopper, await registerShopper(shopper));
    const [product] = await inStockProducts(1);
    await openListing(page, `/shop?search_term=${encodeURIComponent(product!.name)}`);
    await page
      .getByRole('button', { name: `Save ${product!.name} to wishlist` })
      .first()
      .click();
    await expect.poll(() => shownToastTexts(page)).toContain(`${product!.name} is now in your wishlist.`);
    await expect.poll(() => wishlistCodes(page)).toContain(product!.sku);

    // A fresh load of the product page reads the wishlist from the server.
    await page.goto(productHref(product!.slug));
    const saved = page.getByRole('main').getByRole('button', { name: 'In your wishlist' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saved.click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect.poll(() => wishlistCodes(page)).not.toContain(product!.sku);
  });

  test('logout forgets the wishlist in the browser', async ({ page, context }) => {
    const shopper = freshShopper('wl-logout');
    await signInAs(context, shopper, await registerShopper(shopper));
    await page.goto('/pages/wishlist');
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    expect((await page.request.get('/api/wishlist')).status()).toBe(401);
  });
});
