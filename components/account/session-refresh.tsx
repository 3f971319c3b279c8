'use client';
import { useEffect } from 'react';
import { useApiRead } from '@/components/ui/use-api-read';
import { ApiError } from '@/lib/http/api-fetch';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';

const ME = { url: '/api/account/me' };

interface MeAnswer {
  user?: { first_name?: unknown; last_name?: unknown; email?: unknown };
}

/**
 * The signed-in shopper as the server sees them (an SWR read of /api/account/me): a refused
 * session (401) clears the name and the wishlist; a good one refreshes the display fields.
 * Offline, what the browser shows is kept.
 */
export function SessionRefresh() {
  const { data, error } = useApiRead(ME, (answer) => answer);

  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      useAuth.getState().clear();
      useWishlist.getState().reset();
    }
  }, [error]);

  useEffect(() => {
    const u = (data as MeAnswer | undefined)?.user;
    if (u && typeof u.email === 'string') {
      useAuth
        .getState()
        .setUser({ first_name: String(u.first_name ?? ''), last_name: String(u.last_name ?? ''), email: u.email });
    }
  }, [data]);
  return null;
}
