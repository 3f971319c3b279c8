/**
 * Tracking events (docs/decisions.md): pushed to `window.dataLayer` in the GA4 e-commerce shape, so a
 * tag manager can pick them up without the shop knowing which one. Safe on the server (no-op).
 *
 * Google Consent Mode v2: the first thing any code puts in the data layer is the consent default,
 * everything denied; the tag manager itself is loaded only after the shopper agrees, and each
 * later choice is pushed as a consent update (lib/consent/consent-mode.ts, loaded lazily).
 *
 * The e-commerce events, the only ones with amounts, are lib/ecommerce-events.ts: only the pages
 * that send one download them.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

/** The data layer, which always starts with the Consent Mode default: everything denied. */
export function dataLayer(): unknown[] {
  if (!window.dataLayer) {
    window.dataLayer = [];
    gtag('consent', 'default', { ...DENIED, wait_for_update: 500 });
  }
  return window.dataLayer;
}

/** gtag.js's queue entry: the tag manager reads consent commands only as an `arguments` object. */
export function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

export function trackSearch(searchTerm: string) {
  if (typeof window === 'undefined') return;
  dataLayer().push({ event: 'search', search_term: searchTerm });
}
