'use client';
import { useEffect } from 'react';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';

/**
 * On the sign-in pages: when the browser still shows a name but the session cookie has expired or
 * was refused, `get_user_info` (through /api/account/me) says so and the stale name goes away;
 * when the session is still good, the display fields are refreshed.
 */
export function SessionCheck() {
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      await useAuth.persist.rehydrate();
      if (!useAuth.getState().user) return;
      try {
        const res = await fetch('/api/account/me', { headers: { Accept: 'application/json' }, cache: 'no-store' });
        if (cancelled) return;
        if (res.status === 401) {
          useAuth.getState().clear();
          useWishlist.getState().reset();
          return;
        }
        const body = res.ok ? ((await res.json()) as { user?: { first_name?: unknown; last_name?: unknown; email?: unknown } }) : null;
        const u = body?.user;
        if (!cancelled && u && typeof u.email === 'string') {
          useAuth.getState().setUser({ first_name: String(u.first_name ?? ''), last_name: String(u.last_name ?? ''), email: u.email });
        }
      } catch {
        /* offline: keep what the browser shows */
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
