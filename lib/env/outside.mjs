// The configuration of what Next loads outside the app's bundles: next.config.ts and the Redis
// cache handler (plain JavaScript, loaded by `next start` itself), and of the log lines
// (lib/log/line.mjs, which they and the app share). The app reads lib/env/index.ts.

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

const LOG_LEVELS = ['info', 'warn', 'error'];

/**
 * How log lines are written (lib/log/line.mjs), read on every line, so a command can set it before
 * it logs. LOG_LEVEL: the lowest level written (`info`, `warn`, `error`; default `info`).
 * LOG_STREAM: `split` (default) writes info on stdout, warn and error on stderr; `stderr` writes
 * every line on stderr, for a command whose stdout is its output (`npm run gpsr:report`). No
 * process (a browser): the defaults.
 *
 * @returns {{ level: 'info' | 'warn' | 'error', stream: 'split' | 'stderr' }}
 */
export function logSettings(source = typeof process === 'object' ? process.env : undefined) {
  const level = source?.LOG_LEVEL?.trim().toLowerCase();
  return {
    level: LOG_LEVELS.includes(level) ? level : 'info',
    stream: source?.LOG_STREAM?.trim().toLowerCase() === 'stderr' ? 'stderr' : 'split',
  };
}
