import { expect, test } from '@playwright/test';

/**
 * Link texts search engines can use (Lighthouse's "link-text" audit): a blog card's "Read more"
 * link names its post, so no link on the blog says only "Read more".
 */
test('the blog’s "Read more" links name their post', async ({ page }) => {
  await page.goto('/pages/blog');
  const title = (await page.getByRole('article').first().getByRole('heading', { level: 2 }).innerText()).trim();
  // Chrome puts a space where the visually hidden part starts ("Read more : …"); crawlers read the text.
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByRole('link', { name: new RegExp(`^Read more ?: ${escaped}$`) })).toBeVisible();
  expect(
    await page
      .getByRole('link', { name: new RegExp(`^Read more ?: ${escaped}$`) })
      .first()
      .textContent(),
  ).toBe(`Read more: ${title}`);
  await expect(page.getByRole('link', { name: 'Read more', exact: true })).toHaveCount(0);
});
