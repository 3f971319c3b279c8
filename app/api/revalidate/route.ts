import { revalidateTag } from 'next/cache';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * On-demand revalidation for the back-end (or an operator): POST {"tags": ["product:drill", "menu"]}
 * with the `x-revalidate-secret` header. With the Redis cache handler the tags go stale on every
 * instance. Disabled (404) unless REVALIDATE_SECRET is set.
 */
const body = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(50) });

export async function POST(request: Request) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: 'not found' }, { status: 404 });
  const given = Buffer.from(request.headers.get('x-revalidate-secret') ?? '');
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ error: 'forbidden' }, { status: 403 });
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'expected {"tags": [string, …]}' }, { status: 400 });
  // `expire: 0`: the next request for the data renders fresh instead of serving stale content.
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: parsed.data.tags, at: Date.now() });
}
