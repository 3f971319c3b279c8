'use client';
import { useEffect } from 'react';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import type { Shopper } from '@/lib/domain/shopper';

/**
 * Keeps the header's display fields truthful. On an account page the server passes the user it
 * just read with `get_user_info`; on the login page after an expired session (`user={null}`) the
 * browser's stale record is dropped.
 */
export function AuthSync({ user }: { user: Shopper | null }) {
  useEffect(() => {
    const run = async () => {
      await useAuth.persist.rehydrate();
      if (user) {
        const current = useAuth.getState().user;
        if (
          !current ||
          current.email !== user.email ||
          current.first_name !== user.first_name ||
          current.last_name !== user.last_name
        ) {
          useAuth.getState().setUser(user);
        }
      } else {
        useAuth.getState().clear();
        useWishlist.getState().reset();
      }
    };
    void run();
  }, [user]);
  return null;
}
