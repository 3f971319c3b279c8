/**
 * Whether the back-end knows a product slug, for the proxy: a product page is cached whole (ISR)
 * once rendered, and Next caches an ISR page's 404 as well, so a made-up product URL must never
 * reach the cached route. The proxy asks here first and sends an unknown slug to the 404 screen
 * rendered per request. Read through the one door uncached (the proxy has no data cache) and
 * remembered in memory, in a bounded map: a known slug for five minutes, an unknown one for a
 * minute (a product added since is found soon), a failed read for ten seconds (then the page
 * itself decides, with its designed fallback).
 */
import { z } from 'zod';
import { call } from '@/lib/backend/call';
import { remembered } from '@/lib/cache/remembered';
import { METHODS } from '@/lib/backend/methods';

/** Enough for a large catalogue's busy pages; a crawler's made-up slugs only push out old entries. */
const products = remembered<boolean>({
  keepMs: 5 * 60_000,
  failureMs: 10_000,
  missingMs: 60_000,
  maxEntries: 20_000,
});

/** True or false when the back-end says; null when it cannot (then the page decides, with its fallback). */
export function productExists(slug: string, now = Date.now()): Promise<boolean | null> {
  return products(slug, () => ask(slug), now);
}

/** Forget what was read (tests). */
export function forgetProducts(): void {
  products.forget();
}

/** Only whether the answer names a product: the page reads it whole. */
const productAnswer = z.looseObject({ product: z.unknown() });

async function ask(slug: string): Promise<boolean | null> {
  const answer = await call({
    path: METHODS.product,
    params: { slug },
    schema: productAnswer,
    cache: 'no-store',
    timeoutMs: 3_000,
  });
  if (!answer.ok) return answer.error.kind === 'not-found' ? false : null;
  return answer.data.product ? true : null;
}
