'use client';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { ApiError, getJson } from '@/lib/http/api-fetch';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';

interface MeAnswer {
  user?: { first_name?: unknown; last_name?: unknown; email?: unknown };
}

/**
 * On the sign-in pages: when the browser still shows a name but the session cookie has expired or
 * was refused, `get_user_info` (an SWR read of /api/account/me) says so and the stale name goes
 * away; when the session is still good, the display fields are refreshed. Offline, what the
 * browser shows is kept.
 */
export function SessionCheck() {
  const [rehydrated, setRehydrated] = useState(false);
  const signedIn = useAuth((s) => s.user !== null);
  useEffect(() => {
    void useAuth.persist.rehydrate().then(() => setRehydrated(true));
  }, []);
  const { data, error } = useSWR<unknown>(rehydrated && signedIn ? '/api/account/me' : null, getJson, { revalidateOnFocus: false, shouldRetryOnError: false });

  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      useAuth.getState().clear();
      useWishlist.getState().reset();
    }
  }, [error]);

  useEffect(() => {
    const u = (data as MeAnswer | undefined)?.user;
    if (u && typeof u.email === 'string') {
      useAuth.getState().setUser({ first_name: String(u.first_name ?? ''), last_name: String(u.last_name ?? ''), email: u.email });
    }
  }, [data]);
  return null;
}
