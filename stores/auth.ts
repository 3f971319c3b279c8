'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Shopper } from '@/lib/domain/shopper';
import { safeStorage } from './safe-storage';

interface AuthState {
  user: Shopper | null;
  setUser: (user: Shopper) => void;
  clear: () => void;
}

function isShopper(v: unknown): v is Shopper {
  if (!v || typeof v !== 'object') return false;
  const u = v as Record<string, unknown>;
  return typeof u.email === 'string' && typeof u.first_name === 'string' && typeof u.last_name === 'string';
}

export const useAuth = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      // Copy only the display fields, whatever else the caller holds.
      setUser: ({ first_name, last_name, email }) => set({ user: { first_name, last_name, email } }),
      clear: () => set({ user: null }),
    }),
    {
      name: STORAGE_KEYS.auth,
      version: 1,
      storage: safeStorage(),
      skipHydration: true,
      partialize: ({ user }) => ({ user }),
      merge: (persisted, current) => {
        const user = (persisted as { user?: unknown } | null)?.user;
        return {
          ...current,
          user: isShopper(user) ? { first_name: user.first_name, last_name: user.last_name, email: user.email } : null,
        };
      },
    },
  ),
);
