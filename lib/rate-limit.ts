import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { REDIS_PREFIX, redisConnection } from '@/lib/cache/redis-client';
import { requestIp } from '@/lib/request-ip';
import { rateLimitAllowList } from '@/lib/env';

/**
 * Per-client limits at the storefront (docs/operations.md "Per-client limits"): how many times one
 * IP address may try an action in a window, before the back-end is asked at all. They stop a
 * script guessing passwords, coupon codes or order numbers, and one client filling the shop's
 * mailboxes, or one client keeping the back-end busy with text searches. Sign-in is counted per address only, never per account: a count per e-mail would let
 * anyone lock a real customer out by typing their address wrongly ten times.
 */
export type LimitedAction =
  | 'sign-in'
  | 'register'
  | 'password-reset'
  | 'coupon'
  | 'quote'
  | 'place-order'
  | 'order-tracking'
  | 'newsletter'
  | 'contact'
  | 'review'
  | 'withdrawal'
  | 'search'
  | 'suggest';

/** Tries allowed per window (seconds). Generous for a person, a wall for a script. */
export const LIMITS: Record<LimitedAction, { points: number; duration: number }> = {
  'sign-in': { points: 10, duration: 15 * 60 },
  register: { points: 5, duration: 60 * 60 },
  'password-reset': { points: 5, duration: 60 * 60 },
  // The coupon box's try counts one, and the cart's quote asked with the code another: a cart page
  // asks for a quote on every change, and with a coupon in it each ask is a coupon try too.
  coupon: { points: 30, duration: 10 * 60 },
  quote: { points: 120, duration: 60 },
  'place-order': { points: 10, duration: 10 * 60 },
  'order-tracking': { points: 10, duration: 15 * 60 },
  newsletter: { points: 5, duration: 60 * 60 },
  contact: { points: 5, duration: 60 * 60 },
  review: { points: 10, duration: 60 * 60 },
  // Each try names an order and an e-mail: as many as tracking allows, so order numbers cannot be guessed here.
  withdrawal: { points: 10, duration: 15 * 60 },
  // A suggestion is an uncached back-end query; a text search is one when nobody asked it lately
  // (a popular one is kept). A shopper refining a search, or typing into the header's box, stays
  // far below these.
  search: { points: 60, duration: 60 },
  suggest: { points: 120, duration: 60 },
};

/** What an action answers when the client is over its limit (the forms already show this reason). */
export type Limited = { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * One set of counters per process: the proxy is bundled apart from the pages and route handlers,
 * and a module-level map would give it counters of its own, so a search it found over the limit
 * would be found within it by the page it sends on to.
 */
const SHARED = Symbol.for('bottega.rate-limiters');
const limiters: Map<LimitedAction, RateLimiterAbstract> = ((globalThis as Record<symbol, unknown>)[SHARED] ??=
  new Map()) as Map<LimitedAction, RateLimiterAbstract>;

function limiter(action: LimitedAction): RateLimiterAbstract {
  let found = limiters.get(action);
  if (found) return found;
  const { points, duration } = LIMITS[action];
  const memory = new RateLimiterMemory({ keyPrefix: `limit:${action}`, points, duration });
  const client = redisConnection();
  // With REDIS_URL every instance counts together; while Redis is unreachable each counts in its
  // own memory (the insurance limiter): a lost Redis costs precision, never a page.
  found = client
    ? new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        keyPrefix: `${REDIS_PREFIX}limit:${action}`,
        points,
        duration,
        insuranceLimiter: memory,
      })
    : memory;
  limiters.set(action, found);
  return found;
}

/**
 * The limiter's "over the limit" answer. Not `instanceof RateLimiterRes`: the counters may have been
 * made by the proxy's bundle, whose copy of the class is another.
 */
function isOverLimit(outcome: unknown): outcome is Pick<RateLimiterRes, 'msBeforeNext'> {
  return typeof (outcome as RateLimiterRes | null)?.msBeforeNext === 'number';
}

/** Addresses never limited (RATE_LIMIT_ALLOW, comma-separated): a monitor, the shop's own office. */
function allowed(ip: string): boolean {
  return rateLimitAllowList().includes(ip);
}

/**
 * Counts one try of `action` for the current shopper's IP. Undefined while within the limit, else
 * the answer to give (with how long to wait). Call it after the input is parsed, so a form's own
 * validation errors cost nothing.
 */
export async function limit(action: LimitedAction, from?: Headers): Promise<Limited | undefined> {
  const ip = (await requestIp(from)) ?? 'unknown';
  if (allowed(ip)) return undefined;
  try {
    await limiter(action).consume(ip);
    return undefined;
  } catch (outcome) {
    if (isOverLimit(outcome)) {
      return {
        ok: false,
        reason: 'rate-limited',
        retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
      };
    }
    // The store itself failed and had no insurance: a limit that cannot count lets the shopper through.
    return undefined;
  }
}
