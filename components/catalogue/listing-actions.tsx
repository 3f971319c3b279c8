'use server';
import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { listProducts } from '@/lib/backend/catalogue';
import { log } from '@/lib/log';
import { parseListingParams, toListingQuery, VIEW_MODES, type ViewMode } from './listing-params';
import { ProductCard } from './product-card';
import gridStyles from './product-grid.module.css';

export type ListingPageAnswer =
  | {
      ok: true;
      /** One server-rendered card per product, with the product's id so the island can drop repeats. */
      cards: { id: string; card: ReactNode }[];
      products: { sku: string; slug: string; name: string }[];
      current_page: number;
      pages: number;
      totalCount: number;
      is_last?: boolean;
    }
  | { ok: false; reason: 'signed-out' | 'unavailable' };

/**
 * One more page of the infinite-scroll listing ("Load more": the listing's own arguments),
 * rendered here as cards. The browser then needs no card, price or picture code of its own: the
 * island only appends what arrives. The query is read with the listing's own reader, so a bad
 * value falls back to its default exactly as on the page.
 */
export async function loadListingPage(search: unknown, view: unknown): Promise<ListingPageAnswer> {
  const params = parseListingParams(new URLSearchParams(typeof search === 'string' ? search.slice(0, 2000) : ''));
  const layout: ViewMode = (VIEW_MODES as readonly unknown[]).includes(view) ? (view as ViewMode) : 'grid';
  const result = await listProducts(await getLocale(), toListingQuery(params));
  if (!result.ok) {
    if (result.error.kind === 'unauthorised') return { ok: false, reason: 'signed-out' };
    log.warn('listing.load-more-failed', { kind: result.error.kind, status: result.error.status, page: params.page });
    return { ok: false, reason: 'unavailable' };
  }
  const { products, current_page, pages, totalCount, is_last } = result.data;
  return {
    ok: true,
    cards: products.map((product) => ({
      id: product.id,
      card: (
        <li key={product.id} className={gridStyles.item}>
          <ProductCard product={product} layout={layout} />
        </li>
      ),
    })),
    products: products.map((p) => ({ sku: p.sku, slug: p.slug, name: p.name })),
    current_page,
    pages,
    totalCount,
    is_last,
  };
}
