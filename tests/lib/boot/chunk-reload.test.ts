import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, guardChunkReload } from '@/lib/boot/chunk-reload';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { fakeGuardWindow, fakeStorage } from './fake-browser';

/** The chunk-reload guard against a fake window: what reloads, what does not, and never twice within 60 s. */
describe('chunk reload guard', () => {
  afterEach(() => vi.useRealTimers());

  const guarded = (session = fakeStorage()) => {
    const win = fakeGuardWindow(session);
    guardChunkReload({ key: STORAGE_KEYS.chunkReload, onceInMs: CHUNK_RELOAD_GUARD_MS }, win);
    return win;
  };
  const chunkLoadError = () => Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });
  const failedFile = (tagName: string, url: string) =>
    tagName === 'LINK' ? { target: { tagName, href: url } } : { target: { tagName, src: url } };

  it('reloads on a ChunkLoadError and records when', () => {
    const win = guarded();
    const error = chunkLoadError();
    win.error({ error, message: error.message });
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(Number(win.sessionStorage.items.get(STORAGE_KEYS.chunkReload))).toBeGreaterThan(0);
  });

  it('reloads on a failed dynamic import and on a bundle script or stylesheet that failed to load', () => {
    for (const failure of [
      (win: ReturnType<typeof guarded>) =>
        win.rejection(
          new TypeError('Failed to fetch dynamically imported module: https://shop/_next/static/chunks/x.js'),
        ),
      // Firefox's words for the same failure.
      (win: ReturnType<typeof guarded>) =>
        win.rejection(
          new TypeError('error loading dynamically imported module: https://shop/_next/static/chunks/x.js'),
        ),
      (win: ReturnType<typeof guarded>) => win.error({ message: 'Loading CSS chunk app-layout failed.' }),
      (win: ReturnType<typeof guarded>) => win.error(failedFile('SCRIPT', 'https://shop/_next/static/chunks/gone.js')),
      (win: ReturnType<typeof guarded>) => win.error(failedFile('LINK', 'https://shop/_next/static/chunks/gone.css')),
    ]) {
      const win = guarded();
      failure(win);
      expect(win.location.reload).toHaveBeenCalledTimes(1);
    }
  });

  it('ignores other errors, other scripts and pictures', () => {
    const win = guarded();
    win.error({
      error: new Error('Cannot read properties of undefined'),
      message: 'Cannot read properties of undefined',
    });
    win.rejection(undefined);
    win.rejection('offline');
    win.error(failedFile('SCRIPT', 'https://js.stripe.com/v3'));
    win.error(failedFile('IMG', 'https://shop/_next/static/media/logo.png'));
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('does not reload again within 60 s, and does after', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const win = guarded();
    const chunkError = () => win.error({ error: chunkLoadError() });
    chunkError();
    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1);
    chunkError();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS);
    chunkError();
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it('a reloaded page that fails again within 60 s stays put: the time survives the reload in session storage', () => {
    const session = fakeStorage();
    guarded(session).error({ error: chunkLoadError() });
    const reloaded = guarded(session);
    reloaded.error({ error: chunkLoadError() });
    expect(reloaded.location.reload).not.toHaveBeenCalled();
  });

  it('does not reload when session storage is blocked (it could not keep its promise of once)', () => {
    const win = guarded(fakeStorage({}, { blocked: true }));
    win.error({ error: chunkLoadError() });
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
