'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { safeStorage } from './safe-storage';

/** Display fields only: the JWT stays in an httpOnly cookie on the server (docs/decisions.md). */
export interface AuthUser {
  first_name: string;
  last_name: string;
  email: string;
}

interface AuthState {
  user: AuthUser | null;
  setUser: (user: AuthUser) => void;
  clear: () => void;
}

function isAuthUser(v: unknown): v is AuthUser {
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
          user: isAuthUser(user) ? { first_name: user.first_name, last_name: user.last_name, email: user.email } : null,
        };
      },
    },
  ),
);
