/** At most one reload in this time, so a part of the application that is really gone cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** What the guard is told, written into the page as JSON (lib/boot/boot-code.ts). */
export interface GuardStart {
  /** The session storage key of the last reload's time. */
  key: string;
  onceInMs: number;
}

/** The little of the browser's window the guard touches (a fake one in tests). */
export interface GuardWindow {
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly location: Pick<Location, 'reload'>;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void, capture: true): void;
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
}

/**
 * When a part of the application fails to load (a new deploy removed the old chunks), reload the
 * page — at most once per minute, so a chunk that is really gone cannot loop.
 *
 * The guard is inlined at the top of <body> with the boot script (lib/boot/boot-code.ts), not a
 * React effect: the usual failure after a deploy is a chunk of the first page load, before anything
 * has hydrated. It hears script and stylesheet load errors of our own bundle (capture phase: they
 * do not bubble), ChunkLoadError and failed dynamic imports.
 *
 * The page runs this function's own text: it may use nothing but its parameters and what every
 * browser has, no import and nothing else of this module.
 */
export function guardChunkReload({ key, onceInMs }: GuardStart, win: GuardWindow): void {
  const chunkFailed = (reason: unknown, target?: EventTarget | null): boolean => {
    // A file that failed to load: the error event's target is its element.
    const file = target as { tagName?: unknown; src?: unknown; href?: unknown } | null | undefined;
    if (file && (file.tagName === 'SCRIPT' || file.tagName === 'LINK'))
      return String(file.src || file.href || '').includes('/_next/static/');
    if (!reason) return false;
    const { name, message } = (typeof reason === 'object' ? reason : { message: reason }) as {
      name?: unknown;
      message?: unknown;
    };
    return (
      name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk [\w-]+ failed|(Failed to fetch|error loading) dynamically imported module/i.test(
        String(message ?? ''),
      )
    );
  };
  const reloadOnce = (reason: unknown, target?: EventTarget | null) => {
    if (!chunkFailed(reason, target)) return;
    try {
      const last = Number(win.sessionStorage.getItem(key));
      if (last && Date.now() - last < onceInMs) return;
      win.sessionStorage.setItem(key, String(Date.now()));
    } catch {
      return; // Without session storage it could not keep its promise of once.
    }
    win.location.reload();
  };
  win.addEventListener('error', (event) => reloadOnce(event.error || event.message, event.target), true);
  win.addEventListener('unhandledrejection', (event) => reloadOnce(event.reason));
}
