// Next.js cache handler on Redis, so several storefront instances behind a load balancer share one
// cache: pages, route handlers and back-end fetches cached by one instance are served by all, and a
// tag revalidated through any instance is stale on every instance (docs/operations.md).
//
// Enabled when REDIS_URL is set (next.config.ts). Entries expire after CACHE_TTL_SECONDS, and Redis
// runs with `maxmemory` and `allkeys-lru` so the store stays bounded (docs/operations.md). Redis
// being down, at start-up or later, never breaks or slows a page: reads miss and writes are
// skipped at once, and Next renders fresh.
import { createClient } from 'redis';
import { outsideEnv } from '../env/outside.mjs';
import { logLine } from '../log/line.mjs';

const settings = outsideEnv();
const PREFIX = settings.redisKeyPrefix;
const TTL_SECONDS = settings.cacheTtlSeconds;
const TAGS_KEY = `${PREFIX}tags`;
const OP_TIMEOUT_MS = 500;

const KNOWN_TAGS_KEY = `${PREFIX}known-tags`;
const RETRY_AFTER_CLOSE_MS = 5000;

let redis = null;
let closedAt = 0;

/**
 * The connected client, or null while there is none. Connecting is never awaited: with Redis down
 * at start-up `connect()` does not settle while the reconnect strategy retries, and every cached
 * request would wait on it. Until the client is ready each read is a miss and each write is
 * skipped at once; it keeps reconnecting in the background, and a Redis lost later is the same
 * (no offline queue: commands fail at once instead of waiting for the connection to return).
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

/** A Redis call that gives up after OP_TIMEOUT_MS: a slow cache must not slow every page. */
async function withRedis(fn, fallback) {
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

// Entries hold Buffers (rscData, image bodies) and Maps (segmentData) that JSON cannot carry as is.
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  return value;
}
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

function tagsOf(data, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(data?.tags ?? [])]);
  const header = data?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t);
  return [...tags];
}

export default class RedisCacheHandler {
  async get(key, ctx) {
    return withRedis(async (c) => {
      const raw = await c.get(PREFIX + key);
      if (!raw) return null;
      const entry = JSON.parse(raw, reviver);
      const tags = [...new Set([...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
      if (tags.length) {
        const revalidatedAt = await c.hmGet(TAGS_KEY, tags);
        // A tag revalidated after this entry was written makes it a miss on every instance.
        if (revalidatedAt.some((t) => t !== null && Number(t) >= entry.lastModified)) return null;
      }
      return { lastModified: entry.lastModified, value: entry.value };
    }, null);
  }

  async set(key, data, ctx) {
    await withRedis(async (c) => {
      if (data === null) return c.del(PREFIX + key);
      const entry = { lastModified: Date.now(), value: data, tags: tagsOf(data, ctx) };
      const write = c.multi().set(PREFIX + key, JSON.stringify(entry, replacer), { EX: TTL_SECONDS });
      // Every tag ever stored, so /api/revalidate can tell an operator which tags matched nothing.
      if (entry.tags.length) write.sAdd(KNOWN_TAGS_KEY, entry.tags);
      return write.exec();
    }, undefined);
  }

  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (!list.length) return;
    const now = Date.now();
    await withRedis((c) => c.hSet(TAGS_KEY, Object.fromEntries(list.map((t) => [t, String(now)]))), undefined);
  }

  resetRequestCache() {}
}
