import { z } from 'zod';
import { listProducts } from '@/lib/backend/catalogue';
import { isElectricalGood } from '@/lib/domain/take-back';
import { log } from '@/lib/log';
import type { TakeBackAnswer } from '@/lib/domain/take-back';

/**
 * Whether a cart holds electrical goods, for the checkout's take-back note (RAEE): GET
 * ?skus=A;B. The answer is public (it depends on the skus alone), so it may be kept a while.
 */
const MAX_SKUS = 50;
const querySchema = z.object({
  skus: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(80)).min(1).max(MAX_SKUS)),
});

export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return Response.json({ error: 'invalid-query' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const skus = parsed.data.skus;
  // The catalogue speaks one language; the locale only keys the cache.
  const result = await listProducts('it', { skus, per_page: skus.length });
  if (!result.ok) {
    log.warn('take-back.listing-failed', { kind: result.error.kind, status: result.error.status });
    return Response.json({ error: 'unavailable' }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  const body: TakeBackAnswer = { takeBack: result.data.products.some((p) => isElectricalGood(p.groups)) };
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
