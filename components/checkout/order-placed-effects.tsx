'use client';
import { useEffect } from 'react';
import { useCart } from '@/stores/cart';
import type { Cents } from '@/lib/domain/money';
import { trackEcommerce } from '@/lib/ecommerce-events';
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
    const next = [...(Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []), order].slice(
      -20,
    );
    localStorage.setItem(TRACKED_KEY, JSON.stringify(next));
  } catch {
    /* storage blocked: the event may be sent again on reload, nothing else */
  }
}

/**
 * Runs on the order complete page once the order exists: sends the GA4 `purchase` event once per
 * order (its items are the cart's lines, read before the cart is emptied: the back-end's order
 * answer lists none), empties the cart and starts a new checkout attempt.
 */
export function OrderPlacedEffects({ order, value }: { order: string; value: Cents }) {
  const hydrated = useCartHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const { lines, shippingCents, couponCode } = useCart.getState();
    if (!alreadyTracked(order)) {
      remember(order);
      const items = lines.map((l) => ({
        item_id: l.sku,
        item_name: l.name,
        price: l.priceCents,
        quantity: l.qty,
      }));
      trackEcommerce('purchase', items, {
        transaction_id: order,
        value,
        shipping: shippingCents,
        ...(couponCode ? { coupon: couponCode } : {}),
      });
    }
    useCart.getState().clear();
    endCheckoutAttempt();
  }, [hydrated, order, value]);
  return null;
}
