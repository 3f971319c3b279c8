/** The sitemap's catalogue read fed the listing answer the contract documents (docs/backend/catalogue.md). */
import { describe, expect, it } from 'vitest';
import { productSlugsSchema } from '@/lib/backend/sitemap';

const realAnswer = {
  totalCount: 37,
  current_page: 1,
  pages: 4,
  per_page: 12,
  is_last: false,
  products: [
    {
      id: '40213',
      sku: 'FT-0425',
      name: 'Trapano a percussione 18V',
      slug: 'det/trapano-a-percussione-18v-ft-0425',
      price: 129.9,
      sale_price: 99.9,
      stock: 14,
      variants: [],
    },
    {
      id: '40214',
      sku: 'FT-0431',
      name: 'Indice vecchio',
      slug: 'b2c/avvitatore-ft-0431',
      price: 59,
      sale_price: 0,
      stock: 0,
      variants: [],
    },
    {
      id: '40215',
      sku: 'FT-0999',
      name: 'Slug rotto',
      slug: 'Trapano Rotto',
      price: 9,
      sale_price: 0,
      stock: 1,
      variants: [],
    },
  ],
  min_price_all: 19,
  max_price_all: 349,
};

describe('product slugs for the sitemap', () => {
  it('reads the catalogue size and the slugs the product pages accept, dropping the others', () => {
    const parsed = productSlugsSchema.parse(realAnswer);
    expect(parsed.totalCount).toBe(37);
    expect(parsed.products.map((p) => p.slug)).toEqual([
      'det/trapano-a-percussione-18v-ft-0425',
      'b2c/avvitatore-ft-0431',
    ]);
  });

  it('reads an empty catalogue (no products key) as empty', () => {
    expect(productSlugsSchema.parse({ totalCount: '0' })).toEqual({ totalCount: 0, products: [] });
  });
});
