'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { safeStorage } from './safe-storage';

/**
 * Whether the newsletter popup has had its one chance ("shown once, remembered"),
 * persisted under STORAGE_KEYS.newsletterPopup. `shown` is written the moment the popup opens,
 * so a reload while it is open does not bring it back; `subscribed` when the shopper subscribed
 * through any newsletter form (no popup for someone already on the list).
 */
type NewsletterPopupStatus = 'unseen' | 'shown' | 'subscribed';

interface NewsletterPopupState {
  status: NewsletterPopupStatus;
  at: number | null;
  markShown: (now?: number) => void;
  markSubscribed: (now?: number) => void;
}

const STATUSES: NewsletterPopupStatus[] = ['unseen', 'shown', 'subscribed'];

export const useNewsletterPopup = create<NewsletterPopupState>()(
  persist(
    (set, get) => ({
      status: 'unseen',
      at: null,
      markShown: (now = Date.now()) => {
        if (get().status === 'unseen') set({ status: 'shown', at: now });
      },
      markSubscribed: (now = Date.now()) => set({ status: 'subscribed', at: now }),
    }),
    {
      name: STORAGE_KEYS.newsletterPopup,
      version: 1,
      storage: safeStorage(),
      skipHydration: true,
      partialize: ({ status, at }) => ({ status, at }),
      // A foreign or corrupt value counts as "unseen" rather than breaking the page.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as { status?: unknown; at?: unknown };
        const status = STATUSES.includes(p.status as NewsletterPopupStatus)
          ? (p.status as NewsletterPopupStatus)
          : 'unseen';
        return { ...current, status, at: typeof p.at === 'number' ? p.at : null };
      },
    },
  ),
);
