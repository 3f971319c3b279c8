'use client';
import { useEffect } from 'react';
import { useCart } from '@/stores/cart';
import { trackEcommerce, type AnalyticsItem } from '@/lib/analytics';
import { useCartHydrated } from '@/components/cart/use-cart-hydrated';
import { endCheckoutAttempt } from './attempt';

const TRACKED_KEY = 'purchases-tracked';

function alreadyTracked(order: string): boolean {
  try {
    const list = JSON.parse(localStorage.getItem(TRACKED_KEY) ?? '[]') as unknown;
    return Array.isArray(list) && list.includes(order);
  } catch {
    return false;
  }
}

function remember(order: string): void {
  try {
    const list = JSON.parse(localStorage.getItem(TRACKED_KEY) ?? '[]') as unknown;
    const next = [...(Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []), order].slice(-20);
    localStorage.setItem(TRACKED_KEY, JSON.stringify(next));
  } catch {
    /* storage blocked: the event may be sent again on reload, nothing else */
  }
}

/**
 * Runs on the order complete page once the back-end has confirmed the order: empties the cart
 * (issue 5: "the cart is emptied only once the order exists"), starts a new checkout attempt and
 * sends the GA4 `purchase` event once per order.
 */
export function OrderPlacedEffects({
  order,
  value,
  shipping,
  coupon,
  items,
}: {
  order: string;
  value: number;
  shipping: number;
  coupon: string | null;
  items: AnalyticsItem[];
}) {
  const hydrated = useCartHydrated();
  useEffect(() => {
    if (!hydrated) return;
    useCart.getState().clear();
    endCheckoutAttempt();
    if (!alreadyTracked(order)) {
      remember(order);
      trackEcommerce('purchase', items, { transaction_id: order, value, shipping, ...(coupon ? { coupon } : {}) });
    }
  }, [hydrated, order, value, shipping, coupon, items]);
  return null;
}
