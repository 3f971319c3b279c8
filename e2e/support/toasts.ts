import type { BrowserContext, Page } from '@playwright/test';

export type ShownToast = { text: string; links: { name: string; href: string | null }[] };

/**
 * Toasts close after 2 s. On a busy machine a check can look only after that, so a journey that
 * asserts a toast records each one as it opens, with its text and links, and asserts the record.
 * Call before the page is opened.
 */
export async function recordToasts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const shown: ShownToast[] = [];
    const recorded = new WeakSet<Element>();
    Object.defineProperty(window, '__shownToasts', { value: shown });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.Toastify [role="alert"]')) {
        if (recorded.has(toast)) continue;
        recorded.add(toast);
        shown.push({
          text: toast.textContent ?? '',
          links: [...toast.querySelectorAll('a')].map((a) => ({
            name: a.textContent?.trim() ?? '',
            href: a.getAttribute('href'),
          })),
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts shown since the page opened, oldest first. */
export function shownToasts(page: Page): Promise<ShownToast[]> {
  return page.evaluate(() => (window as unknown as { __shownToasts?: ShownToast[] }).__shownToasts ?? []);
}

/** The texts of the toasts shown so far, for `expect.poll(() => shownToastTexts(page)).toContain(text)`. */
export async function shownToastTexts(page: Page): Promise<string[]> {
  return (await shownToasts(page)).map((toast) => toast.text.trim());
}
