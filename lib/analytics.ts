/**
 * Tracking events (docs/decisions.md): pushed to `window.dataLayer` in the GA4 e-commerce shape, so a
 * tag manager can pick them up without the shop knowing which one. Safe on the server (no-op).
 *
 * Google Consent Mode v2: the first thing any code puts in the data layer is the consent default,
 * everything denied; the tag manager itself is loaded only after the shopper agrees
 * (components/consent), and each later choice is pushed as a consent update.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price?: number;
  quantity?: number;
  item_variant?: string;
  item_category?: string;
}

type EcommerceEvent = 'add_to_cart' | 'remove_from_cart' | 'view_item' | 'begin_checkout' | 'purchase' | 'view_cart';

/** The Consent Mode v2 signals; `analytics` drives the first, `ads` the other three. */
export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;

function dataLayer(): unknown[] {
  if (!window.dataLayer) {
    window.dataLayer = [];
    gtag('consent', 'default', { ...DENIED, wait_for_update: 500 });
  }
  return window.dataLayer;
}

/** gtag.js's queue entry: the tag manager reads consent commands only as an `arguments` object. */
function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

function consentSignals(choice: ConsentChoice) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.ads),
    ad_user_data: state(choice.ads),
    ad_personalization: state(choice.ads),
  };
}

/** Puts the consent default (everything denied) in the data layer, if nothing is there yet. */
export function denyUntilAsked() {
  if (typeof window !== 'undefined') dataLayer();
}

/** The shopper's choice, to the tag manager (loaded or yet to load). */
export function updateConsent(choice: ConsentChoice) {
  if (typeof window === 'undefined') return;
  gtag('consent', 'update', consentSignals(choice));
}

export function trackEcommerce(event: EcommerceEvent, items: AnalyticsItem[], extra: { value?: number; transaction_id?: string; shipping?: number; coupon?: string } = {}) {
  if (typeof window === 'undefined') return;
  // GA4 asks to clear the previous ecommerce object before pushing a new one.
  dataLayer().push({ ecommerce: null });
  dataLayer().push({ event, ecommerce: { currency: 'EUR', ...extra, items } });
}

export function trackSearch(searchTerm: string) {
  if (typeof window === 'undefined') return;
  dataLayer().push({ event: 'search', search_term: searchTerm });
}

/** Google Tag Manager's container id, as its snippet checks it. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Loads the tag manager once (its own snippet, without the inline script the CSP would refuse). */
export function loadTagManager(id: string) {
  if (!TAG_MANAGER_ID.test(id) || document.getElementById('tag-manager')) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'tag-manager';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
