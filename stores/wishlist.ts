'use client';
import { create } from 'zustand';

/**
 * The signed-in shopper's wishlist as item codes (spec §4: "adding or removing calls the
 * server, then reloads the whole list"). The server is the truth: the store is not persisted,
 * it is filled from `/api/wishlist` when first needed and replaced by the list every change
 * answers with. Logout and sign-in reset it.
 */
export type WishlistStatus = 'idle' | 'loading' | 'ready' | 'error' | 'signed-out';
export type ToggleOutcome = 'added' | 'removed' | 'signed-out' | 'error';

interface WishlistState {
  codes: string[];
  status: WishlistStatus;
  /** Item codes with a change on its way (their buttons are busy). */
  pending: string[];
  load: (options?: { force?: boolean }) => Promise<void>;
  toggle: (itemCode: string, action?: 'add' | 'remove') => Promise<ToggleOutcome>;
  reset: () => void;
}

/** The item codes of `/api/wishlist`'s answer `{items: [{item_code}]}`; anything else is null. */
export function codesFromAnswer(body: unknown): string[] | null {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  const codes: string[] = [];
  for (const item of items) {
    const code = (item as { item_code?: unknown } | null)?.item_code;
    if (typeof code === 'string' && code !== '' && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** What a click means: remove when the code is on the list, else add (unless the caller says). */
export function nextAction(codes: readonly string[], itemCode: string, wanted?: 'add' | 'remove'): 'add' | 'remove' {
  return wanted ?? (codes.includes(itemCode) ? 'remove' : 'add');
}

/** The list shown while the server works (optimistic), so the heart fills at once. */
export function optimistic(codes: readonly string[], itemCode: string, action: 'add' | 'remove'): string[] {
  if (action === 'remove') return codes.filter((c) => c !== itemCode);
  return codes.includes(itemCode) ? [...codes] : [...codes, itemCode];
}

let inflight: Promise<void> | null = null;

export const useWishlist = create<WishlistState>()((set, get) => ({
  codes: [],
  status: 'idle',
  pending: [],

  load: async ({ force = false } = {}) => {
    if (inflight) return inflight;
    if (!force && get().status === 'ready') return;
    set({ status: 'loading' });
    inflight = (async () => {
      try {
        const res = await fetch('/api/wishlist', { headers: { Accept: 'application/json' }, cache: 'no-store' });
        if (res.status === 401) {
          set({ codes: [], status: 'signed-out' });
          return;
        }
        const codes = res.ok ? codesFromAnswer(await res.json()) : null;
        set(codes ? { codes, status: 'ready' } : { status: 'error' });
      } catch {
        set({ status: 'error' });
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  },

  toggle: async (itemCode, wanted) => {
    const before = get().codes;
    const action = nextAction(before, itemCode, wanted);
    set((s) => ({ codes: optimistic(s.codes, itemCode, action), pending: [...s.pending, itemCode] }));
    const done = (patch: Partial<WishlistState>) => set((s) => ({ ...patch, pending: s.pending.filter((c) => c !== itemCode) }));
    try {
      const res = await fetch('/api/wishlist', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ item_code: itemCode, action }),
      });
      if (res.status === 401) {
        done({ codes: [], status: 'signed-out' });
        return 'signed-out';
      }
      const codes = res.ok ? codesFromAnswer(await res.json()) : null;
      if (!codes) {
        done({ codes: before });
        return 'error';
      }
      done({ codes, status: 'ready' });
      return action === 'add' ? 'added' : 'removed';
    } catch {
      done({ codes: before });
      return 'error';
    }
  },

  reset: () => set({ codes: [], status: 'idle', pending: [] }),
}));
