import type { CacheHandler } from 'next/cache';

/** Next's CacheHandler for 'use cache' entries, for tests that drive it directly. */
declare const handler: CacheHandler;
export default handler;
