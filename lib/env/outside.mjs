// The configuration of what Next loads outside the app's bundles: next.config.ts and the Redis
// cache handler (plain JavaScript, loaded by `next start` itself). The app reads lib/env/index.ts.

/** @returns {{ production: boolean, distDir: string, redisUrl: string | undefined, redisKeyPrefix: string, cacheTtlSeconds: number }} */
export function outsideEnv(source = process.env) {
  return {
    production: source.NODE_ENV === 'production',
    distDir: source.NEXT_DIST_DIR || '.next',
    redisUrl: source.REDIS_URL || undefined,
    redisKeyPrefix: source.REDIS_KEY_PREFIX ?? 'bottega:',
    cacheTtlSeconds: Number(source.CACHE_TTL_SECONDS ?? 14 * 24 * 3600),
  };
}
