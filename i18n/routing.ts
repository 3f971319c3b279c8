import { defineRouting } from 'next-intl/routing';

/**
 * URLs carry no locale (no route prefix). The proxy rewrites `/shop` to the
 * internal `/it/shop` segment from the NEXT_LOCALE cookie, so each locale's public pages
 * can still be prerendered and cached (docs/toolchain.md#locales-without-a-url-prefix).
 */
export const routing = defineRouting({
  locales: ['en', 'it', 'sk'],
  defaultLocale: 'en',
  localePrefix: 'never',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
});
