import { expect, type Page } from '@playwright/test';

/** The product cards of a listing page. */
export const listingProducts = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

/**
 * Opens a listing and waits until it is hydrated (the search tabs appear only then), so that a
 * click is handled by the client rather than racing it.
 */
export async function openListing(page: Page, path = '/shop') {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Your searches' }).getByRole('link').first()).toBeVisible();
}
