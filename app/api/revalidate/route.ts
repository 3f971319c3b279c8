import { revalidateTag } from 'next/cache';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { unknownTags } from '@/lib/cache/known-tags';
import { readJsonBody } from '@/lib/http/read-json';
import { revalidateSecret } from '@/lib/env';

/**
 * On-demand revalidation for the back-end (or an operator): POST {"tags": ["product:drill", "menu"]}
 * with the `x-revalidate-secret` header. With the Redis cache handler the tags go stale on every
 * instance. Disabled (404) unless REVALIDATE_SECRET is set. Tags nothing was stored under are
 * listed as `unknown`; when no tag is known the answer is 404.
 */
const body = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(50) });

export async function POST(request: Request) {
  const secret = revalidateSecret();
  if (!secret) return Response.json({ error: 'not found' }, { status: 404 });
  const given = Buffer.from(request.headers.get('x-revalidate-secret') ?? '');
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ error: 'forbidden' }, { status: 403 });
  }
  const read = await readJsonBody(request);
  if (!read.ok && read.status === 413) return Response.json({ error: 'too large' }, { status: 413 });
  const parsed = body.safeParse(read.ok ? read.body : null);
  if (!parsed.success) return Response.json({ error: 'expected {"tags": [string, …]}' }, { status: 400 });
  // A tag nothing was stored under is a typo or a stale integration: say so instead of a silent 200.
  const unknown = await unknownTags(parsed.data.tags);
  const known = parsed.data.tags.filter((tag) => !unknown.includes(tag));
  if (!known.length) return Response.json({ error: 'unknown tags', unknown }, { status: 404 });
  // `expire: 0`: the next request for the data renders fresh instead of serving stale content.
  for (const tag of known) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: known, unknown, at: Date.now() });
}
