/** A route handler's answer to a client over its limit (lib/rate-limit.ts): 429 with how long to wait. */
export function rateLimited(retryAfterSeconds: number): Response {
  return Response.json(
    { error: 'rate-limited', retryAfterSeconds },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'private, no-store' } },
  );
}
