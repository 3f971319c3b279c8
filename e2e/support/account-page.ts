import type { Locator, Page } from '@playwright/test';

/** Locators and steps shared by the account journeys. */
export const header = (page: Page) => page.getByRole('banner');
/** A text or password field by its accessible name (the required marker is aria-hidden); a page means its main content (the footer has a newsletter e-mail field too). */
export const field = (scope: Page | Locator, name: string) =>
  ('getByRole' in scope && 'goto' in scope ? scope.getByRole('main') : scope).getByRole('textbox', {
    name,
    exact: true,
  });
/** The form's own message (Next's route announcer is an alert too). */
export const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');
export const userLink = (page: Page, name: string | RegExp) => header(page).getByRole('link', { name });

export async function signInOnPage(page: Page, email: string, password: string) {
  await field(page, 'Email address').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
