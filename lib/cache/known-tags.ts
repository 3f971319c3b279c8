import 'server-only';
import { REDIS_PREFIX, redisConnection } from './redis-client';
import { isShelfTag } from './shelves';
import { log } from '@/lib/log';

const READY_WAIT_MS = 2500;

/**
 * The tags among `tags` that nothing was ever stored under. With the shared Redis cache the
 * handler records every tag it stores (redis-cache-handler.mjs), so "product:no-such-slug" is
 * unknown too; without it (or while Redis is unreachable) only the tag's name can be checked.
 */
export async function unknownTags(tags: string[]): Promise<string[]> {
  const byName = tags.filter((tag) => !isShelfTag(tag));
  const redis = redisConnection();
  if (!redis) return byName;
  // The first request of an instance finds the connection still opening: an operator's call may
  // wait for it, a page would not. Up to the connection's 1 s connect timeout and its first retry:
  // on a loaded machine 500 ms was once too short, and the answer then named no tag unknown.
  if (!redis.isReady)
    await Promise.race([
      new Promise((resolve) => redis.once('ready', resolve)),
      new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS)),
    ]);
  if (!redis.isReady) {
    log.warn('revalidate.tags-unchecked', { reason: 'redis not ready' });
    return byName;
  }
  try {
    const stored = await redis.smIsMember(`${REDIS_PREFIX}known-tags`, tags);
    return tags.filter((tag, i) => !stored[i] || byName.includes(tag));
  } catch (error) {
    log.warn('revalidate.tags-unchecked', { reason: String(error) });
    return byName;
  }
}
