import { expect, test } from '@playwright/test';
import { backendCall } from './support/backend';
import { listingCall, type SeedProduct } from './support/catalogue';

/** Every review can be read: twenty with the page, twenty more per "Show more reviews". */
async function productWithManyReviews(): Promise<{ product: SeedProduct; total: number }> {
  const { body } = await listingCall({ page: 1, per_page: 40 });
  for (const product of body.message.products) {
    const { body: reviews } = await backendCall<{ message: { total_reviews: number } }>(
      'mymb_ecommerce.mymb_ecommerce.item_review.get_item_reviews',
      { item_code: product.sku },
    );
    if (reviews.message.total_reviews > 20) return { product, total: reviews.message.total_reviews };
  }
  throw new Error('no product with more than 20 reviews among the first 40');
}

test('a product with more than twenty reviews shows them all, page by page, by keyboard', async ({ page }) => {
  const { product, total } = await productWithManyReviews();
  await page.goto(`/product/fullwidth/${product.slug}#reviews`);
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  await expect(panel.getByRole('status').filter({ hasText: `Showing 20 of ${total} reviews` })).toBeVisible();
  const reviews = panel.getByRole('region', { name: 'Customer reviews' }).getByRole('listitem');
  await expect(reviews).toHaveCount(20);

  const more = panel.getByRole('button', { name: 'Show more reviews' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(reviews).toHaveCount(Math.min(total, 40));
  await expect(reviews.nth(20)).toBeFocused();
  if (total <= 40) await expect(more).toHaveCount(0);
});

test('the next page of reviews is public and answers as the product page shows it', async ({ request }) => {
  const { product, total } = await productWithManyReviews();
  const res = await request.get(`/api/reviews/${encodeURIComponent(product.sku)}?start=20`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { reviews: Array<{ rating: number }>; total: number };
  expect(body.total).toBe(total);
  expect(body.reviews).toHaveLength(total - 20);
  for (const r of body.reviews) expect(r.rating).toBeGreaterThanOrEqual(1);
  expect((await request.get('/api/reviews/bad%20code?start=0')).status()).toBe(400);
});
