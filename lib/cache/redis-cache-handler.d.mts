/** The shape Next.js calls (its CacheHandler interface), for tests that drive the handler directly. */
export default class RedisCacheHandler {
  get(
    key: string,
    ctx?: { tags?: string[]; softTags?: string[] },
  ): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
