'use client';
import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useCart } from '@/stores/cart';
import { useAuth } from '@/stores/auth';
import { useTopNotice, useUi } from '@/stores/ui';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const BODY_STATE_CLASSES = ['menu-open', 'cart-open', 'modal-open'];

/**
 * Behaviour of the shell that has no markup: stores read from browser storage after hydration
 * (so server and client render the same first frame), body state classes, resets on route change,
 * and cross-tab cart sync. The chunk-reload guard is in the inline boot script (lib/boot/chunk-reload.ts).
 */
export function ShellEffects() {
  const pathname = usePathname();
  const drawer = useUi((s) => s.drawer);
  const modal = useUi((s) => s.modal);

  useEffect(() => {
    void useCart.persist.rehydrate();
    void useAuth.persist.rehydrate();
    void useTopNotice.persist.rehydrate();
    // A change made in another tab shows here too (storage events fire only in other tabs).
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart) void useCart.persist.rehydrate();
      if (event.key === STORAGE_KEYS.auth) void useAuth.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // On every route change body state classes reset and all modals close.
  useEffect(() => {
    useUi.getState().closeAll();
    document.body.classList.remove(...BODY_STATE_CLASSES);
  }, [pathname]);

  useEffect(() => {
    document.body.classList.toggle('menu-open', drawer === 'menu');
    document.body.classList.toggle('cart-open', drawer === 'cart');
    document.body.classList.toggle('modal-open', modal !== null);
  }, [drawer, modal]);

  // Says the shell has hydrated and the stores have read browser storage (journeys wait for it).
  useEffect(() => {
    document.documentElement.setAttribute('data-shell-ready', '');
  }, []);

  return null;
}
