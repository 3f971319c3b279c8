import { vi } from 'vitest';

/** A storage holding what a test puts in it, or one whose every use throws as when blocked. */
export function fakeStorage(entries: Record<string, string> = {}, { blocked = false } = {}) {
  const items = new Map(Object.entries(entries));
  const guard = () => {
    if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    items,
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, String(value))),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
}

/** <html>, as far as the first script writes to it: the attributes it set. */
export function fakeRoot() {
  const attributes = new Map<string, string>();
  return { attributes, setAttribute: (name: string, value: string) => void attributes.set(name, value) };
}

/** A page's window for the chunk-reload guard: its listeners, session storage and a reload that only counts. */
export function fakeGuardWindow(session = fakeStorage()) {
  // The guard's listeners take the browser's events; the fakes below hand them look-alikes.
  const listeners = new Map<string, (event: never) => void>();
  const dispatch = (type: string, event: object) => listeners.get(type)?.(event as never);
  return {
    sessionStorage: session,
    location: { reload: vi.fn() },
    addEventListener: (type: string, listener: (event: never) => void) => void listeners.set(type, listener),
    /** An error event as the browser sends it: a runtime error, or a file that failed to load. */
    error: (event: { error?: unknown; message?: string; target?: object }) => dispatch('error', event),
    rejection: (reason: unknown) => dispatch('unhandledrejection', { reason }),
  };
}
