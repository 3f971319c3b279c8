import 'server-only';
import { z } from 'zod';
import { safetyGaps, type SafetyGap } from '@/lib/domain/product-safety';
import { call } from './call';
import { readProductSafety } from './product-safety';
import { fail, ok, type Result } from './result';
import { lenientArray } from './schemas/common';
import { METHODS } from './methods';

/**
 * The shop owner's product-safety report (`npm run gpsr:report`): every product of the catalogue
 * whose offer lacks what GPSR art. 19 asks (a manufacturer, its postal and electronic address, an
 * EU responsible person for a maker outside the EU). Reads the catalogue in pages of 1000 and the
 * Item Manufacturer rows in pages of 5000, then each manufacturer once: a few hundred calls for
 * 100 000 products.
 */
const CATALOGUE_PAGE = 1000;
const LINKS_PAGE = 5000;

export interface SafetyGapRow {
  sku: string;
  name: string;
  manufacturer: string | null;
  gaps: SafetyGap[];
}

const catalogueSchema = z.object({
  totalCount: z.coerce.number().int().min(0).catch(0),
  products: lenientArray(z.object({ sku: z.string().min(1), name: z.string().nullish() })),
});
const linksSchema = lenientArray(z.object({ item_code: z.string().min(1), manufacturer: z.string().min(1) }));

async function catalogue(): Promise<Result<Array<{ sku: string; name: string }>>> {
  const out: Array<{ sku: string; name: string }> = [];
  for (let page = 1; ; page += 1) {
    const result = await call({
      path: METHODS.listing,
      params: { page, per_page: CATALOGUE_PAGE },
      schema: catalogueSchema,
      timeoutMs: 60_000,
    });
    if (!result.ok) return result;
    out.push(...result.data.products.map((p) => ({ sku: p.sku, name: p.name ?? '' })));
    if (result.data.products.length < CATALOGUE_PAGE || out.length >= result.data.totalCount) return ok(out);
  }
}

async function manufacturerOfItems(): Promise<Result<Map<string, string>>> {
  const out = new Map<string, string>();
  for (let start = 0; ; start += LINKS_PAGE) {
    const result = await call({
      path: 'resource:Item Manufacturer',
      params: {
        fields: ['item_code', 'manufacturer'],
        limit_start: start,
        limit_page_length: LINKS_PAGE,
        order_by: 'name asc',
      },
      schema: linksSchema,
      timeoutMs: 60_000,
    });
    if (!result.ok) return result;
    for (const row of result.data) if (!out.has(row.item_code)) out.set(row.item_code, row.manufacturer);
    if (result.data.length < LINKS_PAGE) return ok(out);
  }
}

export async function gpsrReport(): Promise<Result<{ products: number; gaps: SafetyGapRow[] }>> {
  const [products, links] = await Promise.all([catalogue(), manufacturerOfItems()]);
  if (!products.ok) return products;
  if (!links.ok) return fail(links.error);
  // Each manufacturer's completeness once, from the first product that names it.
  const byManufacturer = new Map<string, SafetyGap[]>();
  for (const [sku, manufacturer] of links.data) {
    if (byManufacturer.has(manufacturer)) continue;
    // Uncached: the report runs outside Next, where a 'use cache' scope cannot be kept.
    const safety = await readProductSafety(sku, 'no-store');
    if (!safety.ok) return fail(safety.error);
    byManufacturer.set(manufacturer, safetyGaps(safety.data));
  }
  const gaps = products.data.flatMap((p) => {
    const manufacturer = links.data.get(p.sku) ?? null;
    const found: SafetyGap[] = manufacturer ? (byManufacturer.get(manufacturer) ?? []) : ['manufacturer'];
    return found.length ? [{ sku: p.sku, name: p.name, manufacturer, gaps: found }] : [];
  });
  return ok({ products: products.data.length, gaps });
}
