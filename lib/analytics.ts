/**
 * Tracking events (docs/decisions.md): pushed to `window.dataLayer` in the GA4 e-commerce shape, so a
 * tag manager can pick them up without the shop knowing which one. Safe on the server (no-op).
 *
 * Google Consent Mode v2: the first thing any code puts in the data layer is the consent default,
 * everything denied; the tag manager itself is loaded only after the shopper agrees, and each
 * later choice is pushed as a consent update (lib/consent/consent-mode.ts, loaded lazily).
 *
 * Amounts come in as cents, like every amount in the shop, and leave in euro, as GA4 reads them.
 */
import { fromCents, type Cents } from '@/lib/domain/money';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price?: Cents;
  quantity?: number;
  item_variant?: string;
  item_category?: string;
}

type EcommerceEvent = 'add_to_cart' | 'remove_from_cart' | 'view_item' | 'begin_checkout' | 'purchase' | 'view_cart';

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

export function trackEcommerce(
  event: EcommerceEvent,
  items: AnalyticsItem[],
  { value, shipping, ...extra }: { value?: Cents; transaction_id?: string; shipping?: Cents; coupon?: string } = {},
) {
  if (typeof window === 'undefined') return;
  // An absent amount stays undefined, which the tag manager leaves out of the event.
  const euro = (amount?: Cents) => (amount === undefined ? amount : fromCents(amount));
  // GA4 asks to clear the previous ecommerce object before pushing a new one.
  dataLayer().push({ ecommerce: null });
  dataLayer().push({
    event,
    ecommerce: {
      currency: 'EUR',
      ...extra,
      value: euro(value),
      shipping: euro(shipping),
      items: items.map((item) => ({ ...item, price: euro(item.price) })),
    },
  });
}

export function trackSearch(searchTerm: string) {
  if (typeof window === 'undefined') return;
  dataLayer().push({ event: 'search', search_term: searchTerm });
}
