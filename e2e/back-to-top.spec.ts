import { expect, test, type Locator, type Page } from '@playwright/test';
import { quietPopups } from './support/accounts';
import { acceptTermsBox, inStockItems, seedCart, summaryReady } from './support/checkout';

/**
 * On a phone (390 px) the floating "back to top" button never sits over what a shopper must read
 * or tap: not over the checkout's terms sentence wherever it is scrolled, and not over the last
 * links of a page scrolled to its end.
 */
test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The button's box when it shows, once the page has taken the scroll in (the shell marks `data-scrolled`). */
async function backToTop(page: Page): Promise<Box | null> {
  await page.locator('html[data-scrolled]').waitFor({ state: 'attached' });
  const button = page.getByRole('button', { name: 'Back to top' });
  return (await button.isVisible()) ? button.boundingBox() : null;
}

/** Scrolls so the element's last line sits `above` px over the bottom bar (60 px). */
async function scrollToBottomEdge(target: Locator, above: number) {
  await target.evaluate((el, gap) => {
    const rect = el.getBoundingClientRect();
    window.scrollBy(0, rect.bottom - (window.innerHeight - 60 - gap));
  }, above);
}

test('the checkout’s terms sentence is never under the back-to-top button', async ({ page, context }) => {
  await quietPopups(context);
  const [a] = await inStockItems({ count: 1 });
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  await summaryReady(page);
  await expect(acceptTermsBox(page)).toBeVisible();
  const sentence = page.locator('label', { hasText: /I accept the terms and conditions of sale/ });
  await expect(sentence).toBeVisible();
  for (const above of [4, 20, 40]) {
    await scrollToBottomEdge(sentence, above);
    const button = await backToTop(page);
    const text = (await sentence.boundingBox())!;
    expect(button === null || !overlap(button, text), `back to top over the terms, ${above} px above the bar`).toBe(
      true,
    );
  }
  // The order button and the box itself, too.
  const order = page.getByRole('button', { name: 'Order with obligation to pay' });
  await scrollToBottomEdge(order, 4);
  const button = await backToTop(page);
  expect(button === null || !overlap(button, (await order.boundingBox())!)).toBe(true);
});

test('a page scrolled to its end leaves its last links clear of the button', async ({ page, context }) => {
  await quietPopups(context);
  await page.goto('/pages/about-us');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await backToTop(page);
  expect(button).not.toBeNull();
  for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
    const box = await link.boundingBox();
    if (box) expect(overlap(button!, box), `back to top over “${await link.textContent()}”`).toBe(false);
  }
});
