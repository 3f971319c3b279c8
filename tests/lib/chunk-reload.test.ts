import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReload } from '@/lib/chunk-reload';

describe('chunk reload guard (spec §4: at most once per 60 s)', () => {
  it('recognises chunk load failures and nothing else', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads the first time and again only after 60 s', () => {
    const now = 1_000_000;
    expect(shouldReload(null, now)).toBe(true);
    expect(shouldReload(now - 5_000, now)).toBe(false);
    expect(shouldReload(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true);
  });
});
