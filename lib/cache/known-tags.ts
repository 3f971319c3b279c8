import 'server-only';
import { REDIS_PREFIX, redisConnection } from './redis-client';

/**
 * The cache tags the storefront's reads are stored under (lib/backend/*), so /api/revalidate can
 * tell an operator that a tag matched nothing instead of answering 200 to a typo. A name is either
 * a whole tag ("menu") or a family followed by its key ("product:trapano-18v"). A unit test checks
 * that every tag lib/backend declares is listed here: add new ones in the same commit.
 */
export const TAG_NAMES = [
  'menu',
  'translations',
  'footer',
  'promo',
  'listing',
  'product',
  'countries',
  'reviews',
  'shipping',
  'blog',
  'pages',
  'faq',
  'stores',
  'sitemap',
  'manufacturers',
];
export const TAG_FAMILIES = ['product', 'reviews', 'blog-post', 'blog-comments', 'page'];

function usedByStorefront(tag: string): boolean {
  const colon = tag.indexOf(':');
  if (colon < 0) return TAG_NAMES.includes(tag);
  return TAG_FAMILIES.includes(tag.slice(0, colon)) && colon < tag.length - 1;
}

/**
 * The tags among `tags` that nothing was ever stored under. With the shared Redis cache the
 * handler records every tag it stores (redis-cache-handler.mjs), so "product:no-such-slug" is
 * unknown too; without it (or while Redis is unreachable) only the tag's name can be checked.
 */
export async function unknownTags(tags: string[]): Promise<string[]> {
  const byName = tags.filter((tag) => !usedByStorefront(tag));
  const redis = redisConnection();
  if (!redis) return byName;
  // The first request of an instance finds the connection still opening: an operator's call may
  // wait a moment for it, a page would not.
  if (!redis.isReady)
    await Promise.race([
      new Promise((resolve) => redis.once('ready', resolve)),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ]);
  if (!redis.isReady) return byName;
  try {
    const stored = await redis.smIsMember(`${REDIS_PREFIX}known-tags`, tags);
    return tags.filter((tag, i) => !stored[i] || byName.includes(tag));
  } catch {
    return byName;
  }
}
