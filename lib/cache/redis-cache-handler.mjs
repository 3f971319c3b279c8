// Next.js's route cache on Redis (`cacheHandler`), so several storefront instances behind a load
// balancer share one: the pages' static shells and route handlers cached by one instance are
// served by all, and a tag made stale through any instance is stale on every instance. The
// 'use cache' entries have their own handler on the same connection (redis-use-cache-handler.mjs).
// Enabled when REDIS_URL is set (next.config.ts); bounded and fault-tolerant as redis-store.mjs says.
import { KNOWN_TAGS_KEY, markStale, PREFIX, TAGS_KEY, TTL_SECONDS, withRedis } from './redis-store.mjs';

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
    await markStale((typeof tags === 'string' ? [tags] : tags).filter(Boolean));
  }

  resetRequestCache() {}
}
