import 'server-only';
import { z } from 'zod';
import { call } from '@/lib/backend/call';
import { METHODS } from '@/lib/backend/methods';
import { redisConnection } from '@/lib/cache/redis-client';

/** One dependency's answer: whether it answered, and how long it took. Nothing else (no host, no version). */
interface Check {
  ok: boolean;
  ms: number;
}

export interface Readiness {
  ready: boolean;
  backend: Check;
  /** Only when REDIS_URL is set. */
  redis?: Check;
}

/** A load balancer asks every few seconds: an answer slower than this counts as none. */
const CHECK_TIMEOUT_MS = 2000;

async function timed(question: () => Promise<boolean>): Promise<Check> {
  const started = performance.now();
  const ok = await question().catch(() => false);
  return { ok, ms: Math.round(performance.now() - started) };
}

/**
 * Whether this instance can serve a shopper now: the back-end answers Frappe's `ping`, and Redis
 * (when configured) answers PING. Redis down does not make the instance unready: pages still
 * answer without the shared cache (docs/operations.md "Redis down"), so only the back-end decides.
 */
export async function readiness(): Promise<Readiness> {
  const client = redisConnection();
  const [backend, redis] = await Promise.all([
    timed(async () => {
      const answer = await call({
        path: METHODS.ping,
        schema: z.literal('pong'),
        cache: 'no-store',
        timeoutMs: CHECK_TIMEOUT_MS,
      });
      return answer.ok;
    }),
    client
      ? timed(() =>
          Promise.race([
            client.ping().then((reply) => reply === 'PONG'),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref()),
          ]),
        )
      : undefined,
  ]);
  return { ready: backend.ok, backend, ...(redis ? { redis } : {}) };
}
