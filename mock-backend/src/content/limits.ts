import type { AppContext } from '../context';
import { frappeError } from '../frappe';

/** The per-IP limits of the real methods (docs/backend/content.md "Newsletter", "Comments", "Contact form"). */
export const LIMITS = { newsletterPerHour: 10, commentsPerHourPerPost: 5, contactPerHour: 1000 } as const;

// ---------------------------------------------------------------------------------------------
// The shopper's IP and the per-IP limits (a sliding hour per bucket)
// ---------------------------------------------------------------------------------------------

/** Frappe's client IP: the first X-Forwarded-For value, else the socket's (always local here). */
export function clientIp(c: AppContext): string {
  return (c.req.header('x-forwarded-for') ?? '').split(',')[0]?.trim() || '127.0.0.1';
}

const HOUR = 3_600_000;

/** Records a call, or throws Frappe's per-method 429 (no Retry-After) when the bucket is full. */
export function rateLimit(c: AppContext, bucket: string, limit: number): void {
  const db = c.get('db');
  const now = c.get('options').now();
  db.prepare('DELETE FROM content_rate_event WHERE at <= ?').run(now - HOUR);
  const n = (db.prepare('SELECT count(*) AS n FROM content_rate_event WHERE bucket = ?').get(bucket) as { n: number })
    .n;
  if (n >= limit) throw frappeError(429, 'RateLimitExceededError', 'Too Many Requests');
  db.prepare('INSERT INTO content_rate_event (bucket, at) VALUES (?, ?)').run(bucket, now);
}
