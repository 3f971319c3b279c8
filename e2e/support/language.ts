import type { Locator } from '@playwright/test';

/** The language a screen reader reads an element in: its own `lang`, else its nearest ancestor's. */
export const languageOf = (locator: Locator) => locator.evaluate((e) => e.closest('[lang]')?.getAttribute('lang'));
