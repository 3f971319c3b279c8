/**
 * Whether the back-end knows a product slug, for the proxy: a product page is cached whole (ISR)
 * once rendered, and Next caches an ISR page's 404 as well, so a made-up product URL must never
 * reach the cached route. The proxy asks here first and sends an unknown slug to the 404 screen
 * rendered per request. Read straight from the back-end's product method (the proxy has no data
 * cache) and remembered in memory, in a bounded map: known and unknown slugs for five minutes, a
 * failed read for ten seconds (then the page itself decides, with its designed fallback).
 */
import { proxyRead, remembered } from '@/lib/backend/proxy-read';

const PRODUCT_METHOD = 'mymb_ecommerce.mymb_b2c.solr_search.products';
/** Enough for a large catalogue's busy pages; a crawler's made-up slugs only push out old entries. */
const products = remembered<boolean>({ keepMs: 5 * 60_000, failureMs: 10_000, maxEntries: 20_000 });

/** True or false when the back-end says; null when it cannot (then the page decides, with its fallback). */
export function productExists(slug: string, now = Date.now()): Promise<boolean | null> {
  return products(slug, () => ask(slug), now);
}

/** Forget what was read (tests). */
export function forgetProducts(): void {
  products.forget();
}

async function ask(slug: string): Promise<boolean | null> {
  const answer = await proxyRead(PRODUCT_METHOD, { slug }, 3_000);
  if (answer?.status === 404) return false;
  if (answer?.status !== 200) return null;
  return (answer.message as { product?: unknown } | undefined)?.product ? true : null;
}
