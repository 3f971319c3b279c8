import { afterEach, beforeEach, vi } from 'vitest';
import { forgetRefusals } from '@/lib/backend/refusals';

interface BackendSetup {
  /** BACKEND_TIMEOUT_MS: the deadline tests measure against it. */
  timeoutMs: number;
  /** What the session cookie holds; none for a guest. */
  sessionJwt?: string;
}

/**
 * What every endpoint test around a stubbed `fetch` needs: the server's configuration, the
 * session cookie replaced, what is kept recorded, the absent-method marks forgotten and the
 * stubs undone between tests, the back-end's log lines kept out of the report.
 *
 * `vi.doMock` is not hoisted, so call this at the top of the test file and only then `await
 * import()` the modules under test: a module imported before it reads the real configuration.
 */
/** The freshness `call()` gave each read it kept for every shopper (its `cacheLife`), in order. */
export const keptSeconds: number[] = [];

export function setUpBackendTests({ timeoutMs, sessionJwt }: BackendSetup): void {
  vi.doMock('@/lib/env', () => ({
    env: () => ({
      BACKEND_URL: 'http://backend.test',
      BACKEND_API_KEY: 'k',
      BACKEND_API_SECRET: 's',
      BACKEND_TIMEOUT_MS: timeoutMs,
    }),
  }));
  vi.doMock('@/lib/session', () => ({ readSessionJwt: async () => sessionJwt }));
  vi.doMock('next/cache', () => ({
    cacheTag: () => {},
    cacheLife: ({ revalidate }: { revalidate: number }) => keptSeconds.push(revalidate),
  }));

  beforeEach(() => {
    keptSeconds.length = 0;
    forgetRefusals();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
