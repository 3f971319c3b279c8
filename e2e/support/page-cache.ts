import type { APIRequestContext } from '@playwright/test';

/**
 * Whether the page cache answers `path` when it is asked again: Next says so in `x-nextjs-cache`
 * (HIT, or STALE while it renders it again). A page made up by a visitor must be answered anew each
 * time, never kept. The cache is memory or Redis, never files on disk (next.config.ts), so asking
 * is the way to look into it.
 */
export async function keptAfterAsking(request: APIRequestContext, path: string) {
  const first = await request.get(path);
  const again = await request.get(path);
  const kept = ['HIT', 'STALE'].includes(again.headers()['x-nextjs-cache'] ?? '');
  return { status: first.status(), kept };
}
