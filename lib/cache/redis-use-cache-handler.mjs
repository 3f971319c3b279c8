// The 'use cache' entries on Redis (`cacheHandlers`, Next 16's documented CacheHandler), so every
// instance serves what any one of them kept: the back-end answers kept for all shoppers
// (lib/backend/call.ts) and the listings kept rendered. Each entry lives in Redis until its
// `expire` (never past CACHE_TTL_SECONDS); a tag made stale through any instance (updateTags) is
// seen by every instance at its next request (refreshTags). Bounded and fault-tolerant as
// redis-store.mjs says: with Redis down every read is a miss and every write is skipped.
import { KNOWN_TAGS_KEY, markStale, PREFIX, TAGS_KEY, TTL_SECONDS, withRedis } from './redis-store.mjs';

const ENTRY = `${PREFIX}use-cache:`;

/** tag → when it was last made stale (ms), as this instance last read it from Redis. */
let staleSince = new Map();

const staleAfter = (tags, timestamp) => tags.some((tag) => (staleSince.get(tag) ?? 0) >= timestamp);

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

const handler = {
  async get(cacheKey) {
    const raw = await withRedis((c) => c.get(ENTRY + cacheKey), null);
    if (!raw) return undefined;
    const { value, ...entry } = JSON.parse(raw);
    // Made stale after it was written: a miss, so the next render reads fresh data. Soft tags
    // (revalidatePath) are checked by Next through getExpiration.
    if (staleAfter(entry.tags, entry.timestamp)) return undefined;
    return { ...entry, value: streamOf(new Uint8Array(Buffer.from(value, 'base64'))) };
  },

  async set(cacheKey, pendingEntry) {
    let entry;
    let bytes;
    try {
      entry = await pendingEntry;
      bytes = Buffer.from(await new Response(entry.value).arrayBuffer());
    } catch {
      return; // a value that failed while rendering is not kept: it would give an incomplete page
    }
    const seconds = Math.max(
      1,
      Math.min(Number.isFinite(entry.expire) ? Math.ceil(entry.expire) : TTL_SECONDS, TTL_SECONDS),
    );
    const stored = JSON.stringify({
      value: bytes.toString('base64'),
      tags: entry.tags,
      stale: entry.stale,
      timestamp: entry.timestamp,
      expire: entry.expire,
      revalidate: entry.revalidate,
    });
    await withRedis((c) => {
      const write = c.multi().set(ENTRY + cacheKey, stored, { EX: seconds });
      if (entry.tags.length) write.sAdd(KNOWN_TAGS_KEY, entry.tags);
      return write.exec();
    }, undefined);
  },

  /** Once per request, before its first read: what other instances made stale meanwhile. */
  async refreshTags() {
    const times = await withRedis((c) => c.hGetAll(TAGS_KEY), null);
    if (times) staleSince = new Map(Object.entries(times).map(([tag, at]) => [tag, Number(at)]));
  },

  async getExpiration(tags) {
    return Math.max(0, ...tags.map((tag) => staleSince.get(tag) ?? 0));
  },

  /**
   * Made stale through /api/revalidate or a server action's updateTag: stale at once, on every
   * instance, whatever profile was asked (the shop only ever asks for `expire: 0`).
   */
  async updateTags(tags) {
    const now = Date.now();
    for (const tag of tags) staleSince.set(tag, now);
    await markStale(tags, now);
  },
};

export default handler;
