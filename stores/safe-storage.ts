import { createJSONStorage, type PersistStorage } from 'zustand/middleware';

/**
 * localStorage through zustand's JSON storage, but a corrupt or foreign value resets that one key
 * instead of throwing during hydration (docs/architecture.md#browser-storage-resets-never-breaks). On
 * the server there is no storage: persist then keeps the initial state.
 */
export function safeStorage<S>(): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => ({
    getItem(name) {
      const raw = localStorage.getItem(name);
      if (raw === null) return null;
      try {
        JSON.parse(raw);
        return raw;
      } catch {
        localStorage.removeItem(name);
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        localStorage.setItem(name, value);
      } catch {
        /* storage full or blocked (private mode): the store keeps working in memory */
      }
    },
    removeItem: (name) => localStorage.removeItem(name),
  }));
}
