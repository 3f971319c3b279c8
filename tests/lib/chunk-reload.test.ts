import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, chunkReloadGuard } from '@/lib/chunk-reload';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The inline guard itself (the string the page runs), in jsdom: what reloads, what does not, and
 * never twice within 60 s.
 */
describe('chunk reload guard', () => {
  let reload: ReturnType<typeof vi.fn>;
  const listeners: Array<[string, EventListener, boolean]> = [];

  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation(
      (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        listeners.push([type, listener as EventListener, options === true]);
        add(type, listener, options);
      },
    );
    new Function(chunkReloadGuard)();
  });

  afterEach(() => {
    for (const [type, listener, capture] of listeners.splice(0)) window.removeEventListener(type, listener, capture);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const runtimeError = (error: unknown) =>
    window.dispatchEvent(
      new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error) }),
    );
  const rejection = (reason: unknown) => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = reason;
    window.dispatchEvent(event);
  };
  const failedFile = (tag: 'script' | 'link' | 'img', url: string) => {
    const el = document.createElement(tag);
    if (tag === 'link') (el as HTMLLinkElement).href = url;
    else (el as HTMLScriptElement | HTMLImageElement).src = url;
    document.body.append(el);
    el.dispatchEvent(new Event('error'));
    el.remove();
  };

  it('reloads on a ChunkLoadError and records when', () => {
    runtimeError(Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(STORAGE_KEYS.chunkReload))).toBeGreaterThan(0);
  });

  it('reloads on a failed dynamic import and on a bundle script or stylesheet that failed to load', () => {
    rejection(new TypeError('Failed to fetch dynamically imported module: https://shop/_next/static/chunks/x.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
    failedFile('script', '/_next/static/chunks/gone.js');
    expect(reload).toHaveBeenCalledTimes(2);
    sessionStorage.clear();
    failedFile('link', '/_next/static/chunks/gone.css');
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('ignores other errors, other scripts and pictures', () => {
    runtimeError(new Error('Cannot read properties of undefined'));
    rejection(undefined);
    failedFile('script', 'https://js.stripe.com/v3');
    failedFile('img', '/_next/static/media/logo.png');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload again within 60 s, and does after', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const chunkError = () => runtimeError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }));
    chunkError();
    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1);
    chunkError();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS);
    chunkError();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage is blocked (it could not keep its promise of once)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    runtimeError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
