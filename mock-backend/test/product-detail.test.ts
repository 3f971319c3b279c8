// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, PRODUCT, serverMessage, setup, type Json } from './support';
import { PRODUCT_TYPES } from '../src/seed/product-types';
import { attributes } from '../src/seed/texts';

/** One product's page: its detail call, the extended profile's extras and its images. */
let t: ReturnType<typeof setup>;
beforeAll(() => {
  t = setup(180);
});

const list = (params: Record<string, unknown>, opts: { lang?: string; jwt?: string } = {}) =>
  t.call(LISTING, params, { get: true, ...opts });
const product = (slug: string) => t.call(PRODUCT, { slug }, { get: true });

describe('product detail (real profile)', () => {
  let slug: string;
  beforeAll(async () => {
    slug = (await list({ per_page: 1 })).message.products[0].slug;
  });

  it('answers the product with a features dict, ERP texts, item_reviews, lists and lower-cased categories', async () => {
    const r = await product(slug);
    expect(r.status).toBe(200);
    const m = r.message;
    expect(Object.keys(m).sort()).toEqual([
      'bestProducts',
      'categories',
      'featuredProducts',
      'latestProducts',
      'product',
      'relatedProducts',
      'topRatedProducts',
    ]);
    const p = m.product;
    expect(p.slug).toBe(slug);
    expect(p).not.toHaveProperty('specifications');
    expect(p.variants).toEqual([]);
    const [label, feature] = Object.entries(p.features)[0] as [string, Json];
    expect(label).toBe('Marca');
    expect(feature).toEqual({
      value: p.brand,
      default_uom: '0',
      used_search: 1,
      used_search_default: 1,
      ft_used_for_variant: 0,
      ft_used_for_facet: 1,
    });
    expect(p.features.Peso).toMatchObject({ value: expect.any(Number), default_uom: 'kg' });
    expect(p.long_description).toMatch(/<p>/);
    expect(typeof p.short_description).toBe('string');
    expect(p.product_data).toEqual(expect.any(Object));
    expect(p.item_reviews).toHaveProperty('reviews');
    expect(m.relatedProducts.every((x: Json) => x.family_code === p.family_code)).toBe(true);
    expect(m.topRatedProducts).toEqual(m.relatedProducts);
    expect(m.categories[0]).toEqual({ label: p.group_1, url: p.group_1.toLowerCase().replace(/ /g, '-') });
  });

  it('reads the slug from the query string only: no slug 417, unknown 404 prev_slugs, an old slug redirects', async () => {
    const body = await t.call(PRODUCT, { slug });
    expect(body.status).toBe(417);
    expect(serverMessage(body.body)).toBe('Slug parameter is missing');
    const unknown = await product('det/nope-abc-defghi-000001');
    expect(unknown.status).toBe(404);
    expect(unknown.body.exc_type).toBe('DoesNotExistError');
    expect(serverMessage(unknown.body)).toBe('prev_slugs:det/nope-abc-defghi-000001');
    // The sku alone or the slug without det/ is not a slug.
    expect((await product(slug.slice(4))).status).toBe(404);
    const old = t.db
      .prepare('SELECT r.old_slug, p.sku FROM product_redirect r JOIN product p ON p.id = r.product_id LIMIT 1')
      .get() as { old_slug: string; sku: string };
    const moved = await product(`det/${old.old_slug}`);
    expect(moved.message.product.redirect_to).toMatch(new RegExp(`-${old.sku.toLowerCase()}$`));
  });
});

describe('extended profile', () => {
  let x: ReturnType<typeof setup>;
  beforeAll(() => {
    x = setup(60, 'extended');
  });

  it('carries variants (sizes and colours) and honours popularity, rating and newest sorts', async () => {
    const r = (await x.call(LISTING, { per_page: 60 }, { get: true })).message;
    const withVariants = r.products.filter((p: Json) => p.variants.length > 1);
    expect(withVariants.length).toBeGreaterThan(0);
    expect(withVariants[0].variants[0]).toMatchObject({
      sku: expect.any(String),
      price: expect.any(Number),
      stock: expect.any(Number),
    });
    const newest = (await x.call(LISTING, { order_by: 'newest', per_page: 20 }, { get: true })).message.products.map(
      (p: Json) => p.sku,
    );
    expect(newest).not.toEqual(r.products.slice(0, 20).map((p: Json) => p.sku));
  });
});

describe('images', () => {
  it('serves product and category SVGs with long public caching', async () => {
    const p = (await list({ per_page: 1 })).message.products[0];
    const res = await t.app.request(p.large_pictures[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    for (const f of ['tools.svg', 'tools-banner.svg', 'tools-banner-mobile.svg']) {
      expect((await t.app.request(`/files/categories/${f}`)).status).toBe(200);
    }
    expect((await t.app.request('/files/products/nothing-1.svg')).status).toBe(404);
  });
});

describe('the guarantee row', () => {
  // The shop's guarantee notice on the same page says at least 2 years: no seller may give a
  // consumer less, and a longer guarantee is the producer's, on top of the legal one.
  const LAWFUL =
    /^(?:2 anni \(garanzia legale\)|([3-9]|\d{2,}) anni del produttore, oltre alla garanzia legale di 2 anni)$/;

  it('never promises less than the legal guarantee of 2 years, on any product type', () => {
    for (const type of PRODUCT_TYPES) {
      const rows = attributes(
        {
          type_key: type.key,
          model_idx: 0,
          series: '',
          brand: type.brands[0]!,
          gen: 1,
          name_en: '',
          name_it: '',
          sku: 'X',
          gtin: '',
          colors: [],
          sizes: [],
        },
        'it',
      );
      expect(rows.find((row) => row.label === 'Garanzia')?.value, type.key).toMatch(LAWFUL);
    }
  });

  it('is what a product page reads', async () => {
    const slug = (await list({ per_page: 1 })).message.products[0].slug;
    const features = (await product(slug)).message.product.features;
    expect(features.Garanzia.value).toMatch(LAWFUL);
  });
});
