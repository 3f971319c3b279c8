import { expect, type Locator, type Page } from '@playwright/test';

/** Reading the shop listing as a shopper sees it: its products, filters, count and prices. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
export const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
/** The visible one: Next keeps the listings a shopper just left mounted, hidden (React's Activity). */
export const resultCount = (page: Page) =>
  page.getByText(/^Showing \d+–\d+ of [\d,]+ products?$/).filter({ visible: true });

/** The lowest price a card shows: the first euro amount of its text (a sale price comes before the struck one). */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.map((text) => {
    const match = /€([\d,]+\.\d{2})/.exec(text);
    if (!match) throw new Error(`no price in card: ${text}`);
    return Number(match[1]!.replace(/,/g, ''));
  });
}

/**
 * Opens a listing and waits until it is hydrated (the search tabs appear only then), so that a
 * click is handled by the client router rather than racing it.
 */
export async function openListing(page: Page, path = '/shop') {
  const response = await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Your searches' }).getByRole('link').first()).toBeVisible();
  return response;
}

export async function total(page: Page): Promise<number> {
  const text = await resultCount(page).innerText();
  return Number(/of ([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
}
