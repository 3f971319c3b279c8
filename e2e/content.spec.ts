import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { outbox } from './support/backend';
import { uniqueEmail } from './support/checkout';

/**
 * Content on the real back-end's profile: Frappe's contact method, web pages, and the stand-ins
 * for the methods the real apps lack (the stores as the where-we-are page). The blog and the
 * newsletter are in blog.spec.ts.
 */

test.describe('contact', () => {
  test('refuses an invalid email and sends a valid message, which the shop receives with the name', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    await page.goto('/pages/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Other ways to reach us' }).getByText('Support 6 days a week'),
    ).toBeVisible();

    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('textbox', { name: /Full name/ }).fill('Rosa Bruno');
    await form.getByRole('textbox', { name: /^Email/ }).fill('rosa.example.com');
    await form.getByRole('textbox', { name: /Subject/ }).fill('Orari della domenica');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Il negozio di Bologna è aperto la domenica mattina?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const emailField = form.getByRole('textbox', { name: /^Email/ });
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');

    await emailField.fill(email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Thank you, your message has been sent.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    const [ack] = await outbox(email);
    expect(ack?.text).toContain('Il negozio di Bologna è aperto la domenica mattina?');
    const shop = await outbox('assistenza@bottega.example');
    expect(shop.map((m) => m.subject)).toContain('Orari della domenica — Rosa Bruno');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/pages/contact-us');
    await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: 'contact' });
  });
});

test.describe('content pages', () => {
  test('about us is the web-page/about-us page without its own breadcrumbs', async ({ page }) => {
    await page.goto('/pages/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
    await expect(page.getByText(/Giuseppe Rossi vendeva i chiodi a peso/)).toBeVisible();
    await expect(page.getByText('Home / Chi siamo')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Visit our stores' })).toHaveCount(0);
  });

  test('the FAQ accordion comes from the help articles', async ({ page }) => {
    await page.goto('/pages/single/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const answer = page.getByText(/La spedizione costa 4,50 € ed è gratuita per ordini da 79,00 € in su/);
    await expect(answer).toBeHidden();
    await page.getByText('Quanto costa la spedizione?').click();
    await expect(answer).toBeVisible();
    await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: 'faq' });
  });

  test('the conditions promise only what the shop does: a 24-month guarantee, labels and tracking through support', async ({
    page,
  }) => {
    await page.goto('/pages/single/terms-and-conditions');
    await expect(page.getByText(/garanzia legale di conformità di 24 mesi/)).toBeVisible();
    await page.goto('/pages/single/returns');
    await expect(page.getByText(/Scrivici dal modulo di contatto indicando il numero d’ordine/)).toBeVisible();
    await expect(page.getByText(/dal tuo account/)).toHaveCount(0);
    await page.goto('/pages/single/shipping');
    await expect(page.getByText(/link di tracciamento/)).toHaveCount(0);
    await expect(page.getByText(/ti rispondiamo con il corriere e il numero di spedizione/)).toBeVisible();
  });

  test('the stores page falls back to the where-we-are web page', async ({ page }) => {
    await page.goto('/pages/single/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Our stores' })).toBeVisible();
    await expect(page.getByText(/Corso Marconi 31/)).toBeVisible();
    await expect(page.locator('main iframe')).toHaveCount(0);
  });

  test('/det/{slug} falls back to the content page, and an unknown slug is a 404', async ({ page, request }) => {
    const moved = await request.get('/det/privacy-policy', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toContain('/pages/single/privacy-policy');
    await page.goto('/pages/single/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
    expect((await page.goto('/det/no-such-page-anywhere'))?.status()).toBe(404);
    expect((await page.goto('/pages/single/no-such-post'))?.status()).toBe(404);
  });

  test('the page speaks Italian for an Italian shopper, and the content stays Italian for everyone', async ({
    page,
  }) => {
    await page.goto('/pages/blog');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const title = page.getByRole('heading', { name: 'Come scegliere un trapano avvitatore a batteria' });
    await expect(title).toBeVisible();
    await expect(title).not.toHaveAttribute('lang');
    await page.goto('/pages/single/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  });
});
