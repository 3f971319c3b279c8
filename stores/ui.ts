'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { safeStorage } from './safe-storage';

/** Drawers and modals of the shell (body classes; modals close on every route change). */
type Drawer = 'menu' | 'cart' | null;

interface UiState {
  drawer: Drawer;
  modal: string | null;
  openDrawer: (drawer: Exclude<Drawer, null>) => void;
  openModal: (id: string) => void;
  closeAll: () => void;
}

export const useUi = create<UiState>()((set) => ({
  drawer: null,
  modal: null,
  openDrawer: (drawer) => set({ drawer, modal: null }),
  openModal: (modal) => set({ modal, drawer: null }),
  closeAll: () => set({ drawer: null, modal: null }),
}));

/** The top notice bar's "hidden" flag, persisted under `topNotice`. */
interface NoticeState {
  hidden: boolean;
  dismiss: () => void;
}

export const useTopNotice = create<NoticeState>()(
  persist(
    (set) => ({
      hidden: false,
      dismiss: () => set({ hidden: true }),
    }),
    {
      name: STORAGE_KEYS.topNotice,
      version: 1,
      storage: safeStorage(),
      skipHydration: true,
      merge: (persisted, current) => ({
        ...current,
        hidden: (persisted as { hidden?: unknown } | null)?.hidden === true,
      }),
    },
  ),
);
