import 'server-only';
import { unstable_cache } from 'next/cache';

/** How long a cached page that shows a back-end failure lives before it is rendered again. */
const FAILURE_PAGE_SECONDS = 10;

// An empty cache entry whose only purpose is its lifetime: Next gives the page being rendered the
// shortest lifetime among what it read, so reading this caps the page at FAILURE_PAGE_SECONDS.
const shortLived = unstable_cache(async () => true, ['failure-page'], { revalidate: FAILURE_PAGE_SECONDS });

/**
 * Called when a public read failed: the page (home, listing, product) that shows the fallback is
 * then regenerated seconds after the back-end is back, instead of keeping the fallback for its
 * usual minutes. Outside a render (route handlers, tests) there is nothing to shorten.
 */
export async function regenerateSoon(): Promise<void> {
  try {
    await shortLived();
  } catch {
    // No incremental cache in this context: nothing is being cached either.
  }
}
