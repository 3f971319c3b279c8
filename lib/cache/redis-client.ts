import 'server-only';
import { createClient } from 'redis';
import { redisSettings } from '@/lib/env';

type RedisConnection = ReturnType<typeof createClient>;
let connection: RedisConnection | null | undefined;

/**
 * The storefront's one Redis connection for its own data (per-client limits, the tags the cache
 * has stored), or null when REDIS_URL is not set. Connecting is never awaited: with Redis down
 * the client keeps retrying in the background and, with no offline queue, every command fails at
 * once, so callers fall back (memory counts, "tag not known") instead of waiting. The cache
 * handler (redis-cache-handler.mjs) keeps its own connection: Next loads it outside the bundle.
 */
export function redisConnection(): RedisConnection | null {
  if (connection !== undefined) return connection;
  const { url } = redisSettings();
  if (!url) return (connection = null);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
  });
  client.on('error', () => {
    /* callers fall back; the client reconnects by itself */
  });
  client.connect().catch(() => {
    /* as above */
  });
  return (connection = client);
}

/** Same key prefix as the cache handler, so one Redis can serve several shops. */
export const REDIS_PREFIX = redisSettings().keyPrefix;
