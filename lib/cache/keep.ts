import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Shelf } from './shelves';

/** How long something showing a back-end failure is kept: seconds, not its shelf's minutes. */
const FAILURE_SECONDS = 10;
/** The shortest `expire` Next still puts in a page's static shell: a shorter one makes the page dynamic. */
const SHORTEST_EXPIRE = 5 * 60;

/**
 * Called inside a 'use cache' scope: keeps what it returns on `shelf`, under the shelf's tags, for
 * the shelf's time; what shows a back-end failure for seconds only, so the page that shows the
 * fallback is rendered again soon after the back-end is back. Past `revalidate` an entry is
 * served once more while it is made again; past `expire` (a day's worth of refreshes) never.
 */
export function keepOn(shelf: Shelf, { broken }: { broken: boolean }): void {
  cacheTag(...shelf.tags);
  const seconds = broken ? FAILURE_SECONDS : shelf.seconds;
  cacheLife({ stale: SHORTEST_EXPIRE, revalidate: seconds, expire: Math.max(seconds * 24, SHORTEST_EXPIRE) });
}
