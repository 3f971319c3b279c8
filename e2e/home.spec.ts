import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';

test.describe('home page', () => {
  test('shows every section, with products from the back-end', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const slider = page.getByRole('region', { name: 'Featured in store' });
    await expect(slider.getByRole('heading', { name: 'The right tool for every job' })).toBeVisible();
    await expect(slider.getByRole('img', { name: /cordless drill, a hammer/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Featured categories' }).getByRole('link', { name: /Shop now/ }),
    ).toHaveCount(3);

    for (const name of ['Best sellers', 'Up to 40% off selected items']) {
      const section = page.getByRole('region', { name, exact: true });
      await expect(section, name).toBeVisible();
      expect(await section.getByRole('article').count(), name).toBeGreaterThanOrEqual(
        name === 'Up to 40% off selected items' ? 1 : 4,
      );
    }
    // The rows after the deals come as headings; their cards are read when the shopper scrolls near.
    const html = await (await page.request.get('/')).text();
    for (const name of ['Popular categories', 'Featured products', 'New arrivals']) {
      const section = page.getByRole('region', { name, exact: true });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('article'), name).toHaveCount(4);
      const id = (await section.getAttribute('aria-labelledby'))!;
      const sent = html.slice(html.indexOf(`aria-labelledby="${id}"`));
      expect(sent.slice(0, sent.indexOf('</section>')), name).not.toContain('<article');
    }
    await expect(page.getByRole('region', { name: 'Best sellers' }).getByRole('article')).toHaveCount(4);
    await expect(
      page
        .getByRole('region', { name: 'Tips, projects and offers, once a month' })
        .getByRole('button', { name: 'Subscribe' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
  });

  test('popular categories switch with the mouse and the arrow keys', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Popular categories' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const second = tabs.nth(1);
    const secondName = (await second.textContent()) ?? '';
    await second.click();
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: secondName });
    await expect(panel).toBeVisible();
    // Tabs are the back-end's top categories (Italian names); the panel lists that category's products.
    await expect(second).toHaveAttribute('lang', 'it');
    await expect(panel.getByRole('article').first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  });

  test('the intro slider moves with its buttons and hides the other slides from the keyboard', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Featured in store' });
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await expect(slider.getByRole('link', { name: 'Shop paint and decorating' })).toBeVisible();
    // The first slide is inert now: its link cannot take the focus.
    const hidden = slider.getByRole('link', { name: 'Shop tools' });
    await hidden.focus();
    await expect(hidden).not.toBeFocused();
  });

  test.describe('for a shopper who allows motion', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('the intro slider plays by itself and can be paused', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const slider = page.getByRole('region', { name: 'Featured in store' });
      await expect(slider.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
      await page.clock.runFor(7_500); // the autoplay's delay
      await expect(slider.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
      await slider.getByRole('button', { name: 'Pause the slideshow' }).click();
      await expect(slider.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    });
  });

  test('the intro slider never plays by itself for a shopper who prefers reduced motion', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Featured in store' });
    // Once the slider has hydrated (it moves with its buttons), it has no autoplay to pause.
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await expect(slider.getByRole('button', { name: /the slideshow$/ })).toHaveCount(0);
  });

  test('has no serious accessibility violations, on a desktop and a phone', async ({ page }) => {
    test.setTimeout(120_000); // axe over the whole home page, twice, on a shared machine
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: `${viewport.width}px` });
    }
  });

  test('is served in Italian from the language cookie, still at /', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { name: 'I più venduti' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In evidenza in negozio' })).toBeVisible();
  });
});

test.describe('newsletter popup', () => {
  test.beforeEach(async ({ page }) => {
    // The popup is for people: automated browsers never get it, so this test passes for one.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  });

  test('opens once after some scrolling, closes with Escape and does not come back', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Join the Bottega newsletter' });
    await page.waitForTimeout(4_500);
    await page.mouse.wheel(0, 20_000);
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    await expect(dialog.getByRole('textbox', { name: /Email address/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.waitForTimeout(4_500);
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(2_500);
    await expect(dialog).toBeHidden();
    await page.goto('/pages/blog');
    await page.waitForTimeout(4_500);
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(2_000);
    await expect(dialog).toBeHidden();
  });

  test('never opens on the cart or checkout', async ({ page }) => {
    for (const path of ['/pages/cart', '/pages/pay']) {
      await page.goto(path);
      await page.waitForTimeout(4_500);
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(2_000);
      await expect(page.getByRole('dialog', { name: 'Join the Bottega newsletter' })).toHaveCount(0);
    }
  });
});

test('legacy /b2c/x redirects permanently to /det/x', async ({ request }) => {
  const response = await request.get('/b2c/x', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location!, 'http://localhost').pathname).toBe('/det/x');
});
