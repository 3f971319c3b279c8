/**
 * Tracking events (docs/decisions.md): pushed to `window.dataLayer` in the GA4 e-commerce shape, so a
 * tag manager can pick them up without the shop knowing which one. Safe on the server (no-op).
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

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackEcommerce(event: EcommerceEvent, items: AnalyticsItem[], extra: { value?: number; transaction_id?: string; shipping?: number; coupon?: string } = {}) {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object before pushing a new one.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ecommerce: { currency: 'EUR', ...extra, items } });
}

export function trackSearch(searchTerm: string) {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'search', search_term: searchTerm });
}
