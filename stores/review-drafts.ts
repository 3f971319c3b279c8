'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { safeStorage } from './safe-storage';

/**
 * Unsent product reviews, per item, kept on this device only when the shopper ticks "remember my
 * details" (the review form's remember-details option): leaving the page or a failed post
 * loses nothing typed. Cleared for an item once its review is published.
 */
export interface ReviewDraft {
  rating: number;
  title: string;
  comment: string;
}

interface ReviewDraftsState {
  drafts: Record<string, ReviewDraft>;
  save: (itemCode: string, draft: ReviewDraft) => void;
  discard: (itemCode: string) => void;
}

/** A draft worth keeping: well-typed and bounded, so a hand-edited value cannot break the form. */
function sanitizeDrafts(value: unknown): Record<string, ReviewDraft> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, ReviewDraft> = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>).slice(0, 20)) {
    if (!raw || typeof raw !== 'object') continue;
    const { rating, title, comment } = raw as Record<string, unknown>;
    if (typeof title !== 'string' || typeof comment !== 'string') continue;
    out[key] = {
      rating: typeof rating === 'number' && Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0,
      title: title.slice(0, 200),
      comment: comment.slice(0, 4000),
    };
  }
  return out;
}

export const useReviewDrafts = create<ReviewDraftsState>()(
  persist(
    (set) => ({
      drafts: {},
      save: (itemCode, draft) => set((s) => ({ drafts: { ...s.drafts, [itemCode]: draft } })),
      discard: (itemCode) =>
        set((s) => {
          if (!(itemCode in s.drafts)) return s;
          const next = { ...s.drafts };
          delete next[itemCode];
          return { drafts: next };
        }),
    }),
    {
      name: STORAGE_KEYS.reviewDrafts,
      version: 1,
      storage: safeStorage(),
      skipHydration: true,
      partialize: ({ drafts }) => ({ drafts }),
      migrate: (persisted) => ({ drafts: sanitizeDrafts((persisted as { drafts?: unknown } | null)?.drafts) }),
      merge: (persisted, current) => ({
        ...current,
        drafts: sanitizeDrafts((persisted as { drafts?: unknown } | null)?.drafts),
      }),
    },
  ),
);
