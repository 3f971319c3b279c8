'use client';
import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useCart } from '@/stores/cart';
import { useAuth } from '@/stores/auth';
import { useTopNotice, useUi } from '@/stores/ui';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { isChunkLoadError, shouldReload } from '@/lib/chunk-reload';

const BODY_STATE_CLASSES = ['menu-open', 'cart-open', 'modal-open'];

/**
 * Behaviour of the shell that has no markup: stores read from browser storage after hydration
 * (so server and client render the same first frame), body state classes, resets on route change,
 * cross-tab cart sync and the chunk-reload guard.
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

  // Spec §4: on every route change body state classes reset and all modals close.
  useEffect(() => {
    useUi.getState().closeAll();
    document.body.classList.remove(...BODY_STATE_CLASSES);
  }, [pathname]);

  useEffect(() => {
    document.body.classList.toggle('menu-open', drawer === 'menu');
    document.body.classList.toggle('cart-open', drawer === 'cart');
    document.body.classList.toggle('modal-open', modal !== null);
  }, [drawer, modal]);

  useEffect(() => {
    const reloadOnce = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      let last: number | null = null;
      try {
        const stored = sessionStorage.getItem(STORAGE_KEYS.chunkReload);
        last = stored ? Number(stored) : null;
      } catch {
        /* storage blocked: still guard by not reloading twice in this page */
      }
      if (!shouldReload(last, Date.now())) return;
      try {
        sessionStorage.setItem(STORAGE_KEYS.chunkReload, String(Date.now()));
      } catch {
        return;
      }
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => reloadOnce(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    // Says the shell has hydrated and its guards listen (the fault journeys wait for it).
    document.documentElement.setAttribute('data-shell-ready', '');
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
