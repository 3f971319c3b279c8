/**
 * Whether the back-end knows a product slug, for the proxy: a product page is cached whole (ISR)
 * once rendered, and Next caches an ISR page's 404 as well, so a made-up product URL must never
 * reach the cached route. The proxy asks here first and sends an unknown slug to the 404 screen
 * rendered per request. Read straight from the back-end's product method (the proxy has no data
 * cache) and remembered in memory, in a bounded map: known and unknown slugs for five minutes, a
 * failed read for ten seconds (then the page itself decides, with its designed fallback).
 */
const PRODUCT_METHOD = 'mymb_ecommerce.mymb_b2c.solr_search.products';
const KEEP_MS = 5 * 60_000;
const KEEP_FAILURE_MS = 10_000;
const TIMEOUT_MS = 3_000;
/** Enough for a large catalogue's busy pages; a crawler's made-up slugs only push out old entries. */
const MAX_ENTRIES = 20_000;

type Known = boolean | null;
const memo = new Map<string, { until: number; value: Promise<Known> }>();

export function productExists(slug: string, now = Date.now()): Promise<Known> {
  const kept = memo.get(slug);
  if (kept && now < kept.until) return kept.value;
  memo.delete(slug);
  const entry = { until: now + KEEP_MS, value: Promise.resolve<Known>(null) };
  entry.value = ask(slug).then((known) => {
    if (known === null) entry.until = Date.now() + KEEP_FAILURE_MS;
    return known;
  });
  memo.set(slug, entry);
  // A Map iterates in insertion order: the first key is the oldest.
  if (memo.size > MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  return entry.value;
}

/** Forget what was read (tests). */
export function forgetProducts(): void {
  memo.clear();
}

async function ask(slug: string): Promise<Known> {
  const base = process.env.BACKEND_URL?.replace(/\/+$/, '');
  if (!base) return null;
  try {
    const res = await fetch(`${base}/api/method/${PRODUCT_METHOD}?slug=${encodeURIComponent(slug)}`, {
      headers: { Accept: 'application/json', Authorization: `token ${process.env.BACKEND_API_KEY ?? ''}:${process.env.BACKEND_API_SECRET ?? ''}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (res.status === 404) return false;
    if (!res.ok) return null;
    const body = (await res.json().catch(() => null)) as { message?: { product?: unknown } } | null;
    return body?.message?.product ? true : null;
  } catch {
    return null;
  }
}
