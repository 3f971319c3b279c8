import 'server-only';
import { z } from 'zod';
import { PRODUCT_SLUG } from '@/lib/routes';
import { call } from './call';
import { lenientArray } from './schemas/common';
import { METHODS } from './methods';

/**
 * The catalogue as the sitemap needs it: the listing (docs/backend/catalogue.md) in its default
 * order, read for the slugs only. Cached an hour under the `sitemap` tag, like the sitemap files
 * built from it. A row whose slug the product pages would refuse is left out.
 */
const HOUR = 3600;

export const productSlugsSchema = z.object({
  totalCount: z.coerce.number().int().min(0).catch(0),
  products: lenientArray(z.object({ slug: z.string().regex(PRODUCT_SLUG) })),
});

export function listProductSlugs(page: number, perPage: number) {
  return call({
    path: METHODS.listing,
    params: { page, per_page: perPage },
    schema: productSlugsSchema,
    // The back-end has one content language; the sitemap is the same for every shopper.
    locale: 'en',
    cache: { revalidate: HOUR, tags: ['sitemap'] },
    timeoutMs: 30_000,
  });
}
