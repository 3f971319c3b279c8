/**
 * GA4 e-commerce events (docs/decisions.md "tracking events"), pushed to the data layer of
 * lib/analytics.ts. Amounts come in as cents, like every amount in the shop, and leave in euro,
 * as GA4 reads them, through `fromCents` (docs/architecture.md#money-in-integer-cents).
 */
import { dataLayer } from '@/lib/analytics';
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
