'use client';
import { useSyncExternalStore } from 'react';
import { useCart } from '@/stores/cart';

/**
 * Whether the cart has been read from browser storage. The store skips hydration so that server
 * and client render the same first frame (components/layout/shell-effects.tsx rehydrates it);
 * until then an empty `lines` means "not known yet", not "empty cart".
 */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(
    (notify) => useCart.persist.onFinishHydration(notify),
    () => useCart.persist.hasHydrated(),
    () => false,
  );
}
