import { isIP } from 'node:net';

/**
 * The shopper's IP address, for the per-client limits and for the back-end's own per-IP limits
 * (sent on as `X-Forwarded-For`).
 *
 * `X-Forwarded-For` is a list that each hop appends to: whatever the client wrote first, then
 * the address each proxy saw. Our server (`scripts/serve.mjs`) appends the address of the socket
 * it accepted, so the last entry is always true; each trusted proxy in front of us
 * (`TRUSTED_PROXY_HOPS`) vouches for one more entry to its left. Anything further left was
 * written by the client and is ignored, so a shopper cannot choose their own bucket.
 */
export function clientIpFrom(forwardedFor: string | null | undefined, trustedHops: number): string | undefined {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!hops.length) return undefined;
  const candidate = hops[Math.max(0, hops.length - 1 - trustedHops)]!;
  const bare = candidate.startsWith('::ffff:') ? candidate.slice(7) : candidate;
  return isIP(bare) ? bare : undefined;
}
