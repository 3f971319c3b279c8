// Next.js cache handler on Redis, so several storefront instances behind a load balancer share one
// cache: pages, route handlers and back-end fetches cached by one instance are served by all, and a
// tag revalidated through any instance is stale on every instance (ARCHITECTURE.md, issue 8).
//
// Enabled when REDIS_URL is set (next.config.ts). Entries expire after CACHE_TTL_SECONDS so the store
// stays bounded. Redis being down never breaks a page: reads miss and writes are skipped, and Next
// renders fresh.
import { createClient } from 'redis';

const PREFIX = process.env.REDIS_KEY_PREFIX ?? 'bottega:';
const TTL_SECONDS = Number(process.env.CACHE_TTL_SECONDS ?? 14 * 24 * 3600);
const TAGS_KEY = `${PREFIX}tags`;
const OP_TIMEOUT_MS = 500;

let clientPromise = null;

function client() {
  if (!clientPromise) {
    const c = createClient({
      url: process.env.REDIS_URL,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
    });
    c.on('error', () => {
      /* logged once per failed operation below; the client reconnects by itself */
    });
    clientPromise = c.connect().then(
      () => c,
      () => {
        clientPromise = null;
        return null;
      },
    );
  }
  return clientPromise;
}

/** A Redis call that gives up after OP_TIMEOUT_MS: a slow cache must not slow every page. */
async function withRedis(fn, fallback) {
  try {
    const c = await client();
    if (!c?.isReady) return fallback;
    return await Promise.race([fn(c), new Promise((resolve) => setTimeout(() => resolve(fallback), OP_TIMEOUT_MS))]);
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', event: 'cache.redis-error', message: String(error?.message ?? error) }));
    return fallback;
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
      return c.set(PREFIX + key, JSON.stringify(entry, replacer), { EX: TTL_SECONDS });
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
