import { expect, test } from '@playwright/test';
import { backendCall, signInContext } from './support/backend';
import { listingCall } from './support/catalogue';
import { escapeRegExp, openListing, products } from './support/listing-page';
import { recordToasts, shownToasts, shownToastTexts } from './support/toasts';

/** The listing's cards: add to cart, the wishlist heart and the wishlist listing. */
test.describe('cards and the cart', () => {
  test('add to cart from a card shows the toast and the mini cart count rises', async ({ page }) => {
    await recordToasts(page);
    await openListing(page);
    const cart = page.getByRole('button', { name: /^Cart, / }).first();
    await expect(cart).toHaveAccessibleName('Cart, empty');
    const card = products(page)
      .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
      .first();
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect
      .poll(() => shownToasts(page))
      .toContainEqual({
        text: expect.stringMatching(new RegExp(`${escapeRegExp(name)}.*has been added to your cart!`)),
        links: [
          { name: 'View Cart', href: '/pages/cart' },
          { name: 'Checkout', href: '/pages/pay' },
        ],
      });
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    const pushed = await page.evaluate(() =>
      (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'add_to_cart'),
    );
    expect(pushed).toBe(true);
  });

  test('the wishlist heart asks an anonymous shopper to log in', async ({ page }) => {
    await recordToasts(page);
    await openListing(page);
    await products(page)
      .first()
      .getByRole('button', { name: /^Save .* to wishlist$/ })
      .click();
    await expect.poll(() => shownToastTexts(page)).toContain('To add wishlist, please login');
  });
});

test.describe('the wishlist from the listing', () => {
  test('anonymous: /shop?wishlist=true asks to sign in first and comes back', async ({ page }) => {
    await page.goto('/shop?wishlist=true');
    await expect(page).toHaveURL(/\/pages\/login\?next=%2Fshop%2Fsearch%3Fwishlist%3Dtrue/);
  });

  test('signed in: the heart saves the product and the wishlist link lists it', async ({ page, context }) => {
    await recordToasts(page);
    const jwt = await signInContext(context);
    await openListing(page);
    const card = products(page).first();
    const name = await card.getByRole('heading').innerText();
    const listed = await listingCall({ page: 1, per_page: 12 });
    const sku = listed.body.message.products.find((p) => p.name === name)!.sku;
    // Start from a known state: another journey may have saved it with the same account.
    await backendCall('mymb_ecommerce.mymb_ecommerce.wishlist.remove_from_wishlist', { item_code: sku }, jwt);
    // The heart comes drawn with the page but answers a click only once the signed-in toggle has
    // loaded, which reads the wishlist: a click before then did nothing (CI, 2026-11-28, under load).
    const wishlistRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/wishlist' && r.ok());
    await page.reload();
    await wishlistRead;
    const heart = products(page)
      .first()
      .getByRole('button', { name: `Save ${name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect.poll(() => shownToastTexts(page)).toContain(`${name} is now in your wishlist.`);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/shop?wishlist=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
    await expect(products(page).filter({ has: page.getByRole('heading', { name, exact: true }) })).toHaveCount(1);
    await backendCall('mymb_ecommerce.mymb_ecommerce.wishlist.remove_from_wishlist', { item_code: sku }, jwt);
  });
});
