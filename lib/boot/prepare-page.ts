/** What the page's first script is told, written into the page as JSON (lib/boot/boot-code.ts). */
export interface PageStart {
  /** The shape of the shop's storage; another one in the browser clears the shop's keys. */
  version: string;
  versionKey: string;
  /** Every key of the shop's storage (lib/storage-keys.ts). */
  keys: string[];
  /** The keys of the notice bar's and the cart's stores. */
  notice: string;
  cart: string;
}

/** The little of the browser's window the first script touches (a fake one in tests). */
export interface StartWindow {
  readonly localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly document: { readonly documentElement: Pick<Element, 'setAttribute'> };
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Runs before first paint: clears the shop's storage when its version changed, hides the
 * dismissed notice bar through an attribute on <html> (so the page never jumps after hydration),
 * and marks an empty cart (the cart and checkout pages then paint their empty state with the HTML
 * instead of after hydration). Inline on purpose: it must not wait for the bundle.
 *
 * It also sets zod's shared configuration (`globalThis.__zod_globalConfig`, which zod reads when it
 * loads) to jitless before any script runs. Building an object schema probes `Function('')` to
 * decide whether to compile a faster parser; our Content-Security-Policy forbids eval, so Chrome
 * records a violation. Set from a module, the setting raced the forms' schemas: a schema chunk
 * that arrived before it still probed. The server keeps its compiled parsers.
 *
 * The page runs this function's own text (lib/boot/boot-code.ts): it may use nothing but its
 * parameters and what every browser has, no import and nothing else of this module.
 */
export function preparePage({ version, versionKey, keys, notice, cart }: PageStart, win: StartWindow): void {
  win.__zod_globalConfig = { jitless: true };
  try {
    const storage = win.localStorage;
    if (storage.getItem(versionKey) !== version) {
      for (const key of keys) storage.removeItem(key);
      storage.setItem(versionKey, version);
    }
  } catch {
    // Storage blocked (a private window, a policy): the stores keep their state in memory.
  }
  // A store's persisted state, or nothing when it is missing, corrupt or unreadable: the store then
  // starts afresh too (stores/safe-storage.ts), so the page shows what the store will hold.
  const stored = (key: string): { hidden?: unknown; lines?: unknown } | undefined => {
    try {
      return JSON.parse(win.localStorage.getItem(key) ?? 'null')?.state;
    } catch {
      return undefined;
    }
  };
  const root = win.document.documentElement;
  if (stored(notice)?.hidden) root.setAttribute('data-notice-hidden', '');
  const lines = stored(cart)?.lines;
  if (!Array.isArray(lines) || lines.length === 0) root.setAttribute('data-cart-empty', '');
}
