// The Redis connection both cache handlers share (redis-cache-handler.mjs for pages and route
// handlers, redis-use-cache-handler.mjs for 'use cache' entries), and the keys they agree on.
// Next loads the handlers outside the app's bundles, hence plain JavaScript.
//
// Redis being down, at start-up or later, never breaks or slows a page: each call gives up
// after OP_TIMEOUT_MS or at once when there is no connection, reads miss and writes are
// skipped, and Next renders fresh (docs/operations.md).
import { createClient } from 'redis';
import { outsideEnv } from '../env/outside.mjs';
import { logLine } from '../log/line.mjs';

const settings = outsideEnv();
export const PREFIX = settings.redisKeyPrefix;
/** Upper bound of any entry's life in Redis; `maxmemory` with `allkeys-lru` bounds the total. */
export const TTL_SECONDS = settings.cacheTtlSeconds;
/** tag → the time (ms) it was last made stale, shared by both handlers and every instance. */
export const TAGS_KEY = `${PREFIX}tags`;
/** Every tag anything was stored under, so /api/revalidate can name tags that matched nothing. */
export const KNOWN_TAGS_KEY = `${PREFIX}known-tags`;

const OP_TIMEOUT_MS = 500;
const RETRY_AFTER_CLOSE_MS = 5000;

let redis = null;
let closedAt = 0;

/**
 * The connected client, or null while there is none. Connecting is never awaited: with Redis down
 * at start-up `connect()` does not settle while the reconnect strategy retries, and every cached
 * request would wait on it. It keeps reconnecting in the background, and a Redis lost later is
 * the same (no offline queue: commands fail at once instead of waiting for the connection).
 */
function client() {
  if (!redis && Date.now() - closedAt > RETRY_AFTER_CLOSE_MS) {
    const c = createClient({
      url: settings.redisUrl,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
    });
    c.on('error', () => {
      /* logged once per failed operation below; the client reconnects by itself */
    });
    c.connect().catch(() => {
      // Only a failure the client does not retry (a bad URL, refused credentials) ends here.
      redis = null;
      closedAt = Date.now();
    });
    redis = c;
  }
  return redis?.isReady ? redis : null;
}

/** A Redis call that gives up after OP_TIMEOUT_MS, or at once without a connection: `fallback` then. */
export async function withRedis(fn, fallback) {
  const c = client();
  if (!c) return fallback;
  let timer;
  try {
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(fallback), OP_TIMEOUT_MS);
    });
    return await Promise.race([fn(c), late]);
  } catch (error) {
    logLine('warn', 'cache.redis-error', { message: String(error?.message ?? error) });
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** Marks `tags` stale from `at` (ms) on every instance. */
export function markStale(tags, at = Date.now()) {
  if (!tags.length) return Promise.resolve(undefined);
  return withRedis((c) => c.hSet(TAGS_KEY, Object.fromEntries(tags.map((t) => [t, String(at)]))), undefined);
}
