'use server';
import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { listProducts } from '@/lib/backend/catalogue';
import { CATEGORY_PATH } from '@/lib/domain/menu-tree';
import { HOME_COUNTS } from './home-data';
import { ProductRow } from './product-row';

// The back-end's category path (labels with `-` for spaces, commas between levels).
const categorySchema = z.string().regex(CATEGORY_PATH);

/**
 * A popular-category tab's products, rendered on the server when the shopper opens the tab. The
 * first tab is in the page's HTML; the others are not, so the prerendered home page does not
 * carry (and hydrate) cards that most shoppers never look at. Null when there is nothing to show.
 */
export async function loadPopularTab(category: unknown, label: unknown): Promise<ReactNode> {
  const slug = categorySchema.safeParse(category);
  if (!slug.success) return null;
  const result = await listProducts(await getLocale(), {
    category: slug.data,
    order_by: 'popularity',
    per_page: HOME_COUNTS.perTab,
  });
  if (!result.ok || result.data.products.length === 0) return null;
  return (
    <ProductRow products={result.data.products} label={typeof label === 'string' ? label.slice(0, 80) : slug.data} />
  );
}
