// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, PRODUCT, setup } from './support';

let t: ReturnType<typeof setup>;
beforeAll(() => {
  t = setup(180);
});

const list = (params: Record<string, unknown>, lang?: string) => t.call(LISTING, params, { get: true, lang });
const effective = (p: { price: number; sale_price: number | null }) => p.sale_price ?? p.price;

describe('menu, footer and promo slides', () => {
  it('gives a flat two-level menu: ≥ 8 roots with 2–4 children each', async () => {
    const r = await t.call('omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu');
    expect(r.status).toBe(200);
    const items = r.message as Array<Record<string, unknown>>;
    const keys = ['name', 'label', 'title', 'url', 'description', 'parent_menu', 'is_group', 'order', 'category_menu_image', 'category_banner_image', 'category_banner_image_mobile', 'disable'];
    for (const item of items) expect(Object.keys(item).sort()).toEqual([...keys].sort());
    const roots = items.filter((i) => i.parent_menu === null);
    expect(roots.length).toBeGreaterThanOrEqual(8);
    for (const root of roots) {
      const children = items.filter((i) => i.parent_menu === root.name);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(4);
      expect(root.is_group).toBe(1);
    }
    const names = new Set(items.map((i) => i.name));
    for (const i of items) if (i.parent_menu !== null) expect(names.has(i.parent_menu)).toBe(true);
    expect(roots.map((r) => r.label)).toContain('Paint & decorating');
    expect(items.find((i) => i.name === 'power-tools')!.url).toBe('/shop?category=power-tools');
  });

  it('speaks Italian when Accept-Language starts with it, English for Slovak', async () => {
    const it_ = await t.call('omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu', {}, { lang: 'it-IT,it;q=0.9' });
    expect(it_.message.map((i: { label: string }) => i.label)).toContain('Utensili');
    const sk = await t.call('omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu', {}, { lang: 'sk' });
    expect(sk.message.map((i: { label: string }) => i.label)).toContain('Tools');
  });

  it('gives footers with links and the Italian VAT number', async () => {
    const r = await t.call('omnicommerce.controllers.html.get_footers', {}, { lang: 'it' });
    const html = r.message.data.footer_b2c_html as string;
    expect(html).toContain('/pages/about-us');
    expect(html).toContain('/pages/single/faq');
    expect(html).toMatch(/P\.IVA IT\d{11}/);
    expect(r.message.data.footer_b2b_html).toContain('/b2b');
  });

  it('lists promo slides as a resource', async () => {
    const r = await t.request('/api/resource/Promo%20Slider?fields=%5B%22*%22%5D&limit_page_length=0', {
      headers: { Authorization: 'token demo_key:demo_secret' },
    });
    expect(r.status).toBe(200);
    const data = r.body.data as Array<Record<string, unknown>>;
    expect(data.length).toBeGreaterThanOrEqual(6);
    for (const d of data) expect(d).toMatchObject({ order: expect.any(Number), icon: expect.any(String), text: expect.any(String), url: expect.any(String) });
    expect(data.filter((d) => d.status === 1 && d.b2c === 1).length).toBeGreaterThanOrEqual(6);
    expect(data[0]!.text).toContain('79');
  });
});

describe('listing', () => {
  it('answers the contract shape with 12 products per page by default', async () => {
    const r = await list({});
    expect(r.status).toBe(200);
    const m = r.message;
    expect(Object.keys(m).sort()).toEqual(
      ['totalCount', 'current_page', 'pages', 'per_page', 'is_last', 'products', 'min_price_all', 'max_price_all', 'category', 'features', 'menu_category_detail', 'category_tree'].sort(),
    );
    expect(m.totalCount).toBe(180);
    expect(m.per_page).toBe(12);
    expect(m.pages).toBe(15);
    expect(m.products).toHaveLength(12);
    expect(m.is_last).toBe(false);
    expect(m.menu_category_detail).toBeNull();
    const p = m.products[0];
    for (const key of ['id', 'sku', 'name', 'slug', 'description', 'short_description', 'price', 'sale_price', 'is_sale', 'stock', 'brand', 'gtin', 'large_pictures', 'small_pictures', 'gallery_pictures', 'main_pictures', 'ratings', 'reviews', 'is_hot', 'is_new', 'variants', 'product_categories']) {
      expect(p).toHaveProperty(key);
    }
    expect(p.large_pictures[0]).toMatchObject({ width: 1000, height: 1000, url: expect.stringMatching(/^\/files\/products\/.+-1\.svg$/) });
    expect(p.small_pictures[0].width).toBe(150);
    expect(p.gallery_pictures[0].width).toBe(350);
    expect(p.main_pictures[0].width).toBe(800);
    expect(p.variants.length).toBeGreaterThan(0);
    expect(p.variants[0]).toMatchObject({ sku: expect.any(String), price: expect.any(Number) });
    expect(p.product_categories[0]).toMatchObject({ nome: expect.any(String), slug: expect.any(String), parent: null });
    // the category facet lists the roots with counts that add up
    const sum = m.category.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(sum).toBe(180);
  });

  it('pages through every product exactly once', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 4; page++) {
      const r = await list({ page, per_page: 50 });
      for (const p of r.message.products) seen.add(p.id);
      expect(r.message.is_last).toBe(page === 4);
    }
    expect(seen.size).toBe(180);
    expect((await list({ per_page: 1000 })).message.per_page).toBe(100);
  });

  it('filters by category slug; a parent includes its children; a comma path uses the last slug', async () => {
    const parent = await list({ category: 'tools', per_page: 100 });
    const child = await list({ category: 'tools,power-tools', per_page: 100 });
    expect(parent.message.totalCount).toBeGreaterThan(child.message.totalCount);
    expect(child.message.totalCount).toBeGreaterThan(0);
    for (const p of child.message.products) expect(p.product_categories.map((c: { slug: string }) => c.slug)).toContain('power-tools');
    for (const p of parent.message.products) expect(p.product_categories[0].slug).toBe('tools');
    const childSum = parent.message.category.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(childSum).toBe(parent.message.totalCount);
    expect(parent.message.category.map((c: { url: string }) => c.url)).toContain('power-tools');
    expect(child.message.menu_category_detail).toMatchObject({ name: 'power-tools', url: '/shop?category=power-tools', category_banner_image: expect.stringContaining('banner') });
    expect(child.message.category_tree).toEqual([
      { label: 'Tools', url: 'tools' },
      { label: 'Power tools', url: 'power-tools' },
    ]);
    const unknown = await list({ category: 'no-such-category' });
    expect(unknown.message.totalCount).toBe(0);
  });

  it('filters by colour (any language) and gives swatches with hex values', async () => {
    const all = await list({ per_page: 1 });
    const color = all.message.features.find((f: { key: string }) => f.key === 'color');
    expect(color).toMatchObject({ type: 'swatch', label_field: 'Colour' });
    const white = color.facet_results.find((v: { value: string }) => v.value === 'White');
    expect(white.hex).toMatch(/^#[0-9A-F]{6}$/i);
    const r = await list({ features: { color: 'White' }, per_page: 100 });
    expect(r.message.totalCount).toBe(white.count);
    for (const p of r.message.products) expect(p.variants.some((v: { color?: string }) => v.color === 'White')).toBe(true);
    const it_ = await list({ features: { color: 'Bianco' }, per_page: 1 }, 'it');
    expect(it_.message.totalCount).toBe(white.count);
    // the colour facet keeps listing other colours (multi-select), the size facet narrows
    const facet = r.message.features.find((f: { key: string }) => f.key === 'color');
    expect(facet.facet_results.length).toBeGreaterThan(1);
    expect(facet.facet_results.find((v: { value: string }) => v.value === 'White').selected).toBe(true);
  });

  it('combines category, colour and a size filter', async () => {
    const r = await list({ category: 'paint-decorating', features: { color: 'White' }, per_page: 100 });
    expect(r.message.totalCount).toBeGreaterThan(0);
    const size = r.message.features.find((f: { key: string }) => f.key === 'size');
    const first = size.facet_results[0];
    const both = await list({ category: 'paint-decorating', features: { color: 'White', size: first.value }, per_page: 100 });
    expect(both.message.totalCount).toBe(first.count);
    for (const p of both.message.products) {
      expect(p.variants.some((v: { size?: string }) => v.size === first.value)).toBe(true);
      expect(p.variants.some((v: { color?: string }) => v.color === 'White')).toBe(true);
    }
  });

  it('filters by price range on the effective price and sorts ascending and descending', async () => {
    const r = await list({ min_price: 10, max_price: 50, order_by: 'price-asc', per_page: 100 });
    const prices = r.message.products.map(effective);
    expect(prices.length).toBeGreaterThan(5);
    for (const p of prices) {
      expect(p).toBeGreaterThanOrEqual(10);
      expect(p).toBeLessThanOrEqual(50);
    }
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = (await list({ order_by: 'price-desc', per_page: 100 })).message.products.map(effective);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
    const all = await list({ per_page: 1 });
    expect(all.message.min_price_all).toBeLessThan(5);
    expect(all.message.max_price_all).toBeGreaterThan(150);
  });

  it('sorts by rating and by creation date, and filters in-stock products', async () => {
    const rated = (await list({ order_by: 'rating', per_page: 30 })).message.products.map((p: { ratings: number }) => p.ratings);
    expect([...rated].sort((a, b) => b - a)).toEqual(rated);
    const newest = await list({ order_by_creation_at: 'desc', per_page: 5 });
    expect(newest.message.products[0].is_new).toBe(true);
    const inStock = await list({ is_in_stock: 1, per_page: 100 });
    const total = (await list({})).message.totalCount;
    expect(inStock.message.totalCount).toBeLessThan(total);
    for (const p of inStock.message.products) expect(p.stock).toBeGreaterThan(0);
  });

  it('returns products by sku list (product or variant skus)', async () => {
    const some = (await list({ per_page: 3 })).message.products;
    const skus = [some[0].sku, some[1].variants[0].sku].join(';');
    const r = await list({ skus });
    expect(r.message.products.map((p: { id: number }) => p.id).sort()).toEqual([some[0].id, some[1].id].sort());
  });
});

describe('search', () => {
  it('finds products by a word prefix and ranks name matches first', async () => {
    const r = await list({ search_term: 'dri', per_page: 6 });
    expect(r.message.totalCount).toBeGreaterThan(0);
    expect(r.message.products[0].name).toMatch(/drill/i);
  });

  it('searches in the shopper language, ignoring accents', async () => {
    const it_ = await list({ search_term: 'trapano', per_page: 6 }, 'it');
    expect(it_.message.totalCount).toBeGreaterThan(0);
    expect(it_.message.products[0].name).toMatch(/Trapano/);
    const en = await list({ search_term: 'trapano' });
    expect(en.message.totalCount).toBe(0);
    const accents = await list({ search_term: 'nòce', per_page: 3 }, 'it');
    const plain = await list({ search_term: 'noce', per_page: 3 }, 'it');
    expect(accents.message.totalCount).toBe(plain.message.totalCount);
  });

  it('needs every word, the last as a prefix, and finds skus and brands', async () => {
    const two = await list({ search_term: 'wall pai', per_page: 50 });
    expect(two.message.totalCount).toBeGreaterThan(0);
    for (const p of two.message.products) expect(p.name.toLowerCase()).toMatch(/wall|paint/);
    const some = (await list({ per_page: 1 })).message.products[0];
    const bySku = await list({ search_term: some.sku });
    expect(bySku.message.products[0].id).toBe(some.id);
    const brand = await list({ search_term: some.brand, per_page: 100 });
    for (const p of brand.message.products) expect(p.brand).toBe(some.brand);
    expect((await list({ search_term: '*' })).message.totalCount).toBe(180);
    expect((await list({ search_term: 'zzzqqq' })).message.totalCount).toBe(0);
  });

  it('knows every word of the full-text index (prefix expansion must not miss matches)', async () => {
    const { completions } = await import('../src/catalogue/vocab');
    for (const lang of ['en', 'it'] as const) {
      t.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab_${lang} USING fts5vocab(main, fts_${lang}, 'row')`);
      const terms = t.db.prepare(`SELECT term FROM temp.vocab_${lang}`).pluck().all() as string[];
      const missing = terms.filter((w) => w.length >= 4 && !/\d/.test(w) && !(completions(lang, w, 1000) ?? []).includes(w));
      expect(missing, lang).toEqual([]);
    }
    // a 4+ letter prefix finds the same products as the FTS prefix query
    for (const word of ['stee', 'chai', 'wate', 'light']) {
      const r = await list({ search_term: word, per_page: 100 });
      const direct = t.db.prepare('SELECT count(*) FROM fts_en WHERE fts_en MATCH ?').pluck().get(`{name brand sku body} : ("${word}"*)`);
      expect(r.message.totalCount, word).toBe(direct);
    }
  });

  it('combines a search with a category and counts the categories of the matches', async () => {
    const r = await list({ search_term: 'paint', per_page: 100 });
    const cats = r.message.category as Array<{ url: string; count: number }>;
    expect(cats.reduce((n, c) => n + c.count, 0)).toBe(r.message.totalCount);
    const inCat = await list({ search_term: 'paint', category: 'paint-decorating', per_page: 100 });
    expect(inCat.message.totalCount).toBe(cats.find((c) => c.url === 'paint-decorating')!.count);
  });
});

describe('product detail', () => {
  it('answers the product with features, specifications, long description, reviews and lists', async () => {
    const slug = (await list({ per_page: 1 })).message.products[0].slug;
    const r = await t.call(PRODUCT, { slug }, { get: true });
    expect(r.status).toBe(200);
    const m = r.message;
    expect(m.product.slug).toBe(slug);
    expect(m.product.features.length).toBeGreaterThan(2);
    expect(m.product.features[0]).toEqual({ label: 'Brand', value: m.product.brand });
    expect(m.product.specifications.find((s: { label: string }) => s.label.startsWith('Dimensions'))).toBeTruthy();
    expect(m.product.long_description).toContain('<h3>');
    expect(m.product.item_reviews).toMatchObject({ average_rating: expect.any(Number), total_reviews: expect.any(Number) });
    for (const k of ['relatedProducts', 'featuredProducts', 'bestProducts', 'latestProducts', 'topRatedProducts']) {
      expect(Array.isArray(m[k])).toBe(true);
      expect(m[k].length).toBeGreaterThan(0);
    }
    for (const p of m.relatedProducts) expect(p.product_categories.at(-1).slug).toBe(m.product.product_categories.at(-1).slug);
    expect(m.categories.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 404 DoesNotExistError for an unknown slug and a redirect for an old one', async () => {
    const missing = await t.call(PRODUCT, { slug: 'no-such-product' }, { get: true });
    expect(missing.status).toBe(404);
    expect(missing.body.exc_type).toBe('DoesNotExistError');
    const old = t.db.prepare('SELECT r.old_slug, p.slug FROM product_redirect r JOIN product p ON p.id = r.product_id').all() as Array<{ old_slug: string; slug: string }>;
    expect(old.length).toBeGreaterThanOrEqual(2);
    const r = await t.call(PRODUCT, { slug: old[0]!.old_slug }, { get: true });
    expect(r.message).toEqual({ product: { redirect_to: old[0]!.slug } });
  });

  it('has some out-of-stock products, sale prices below the price, and several pictures', async () => {
    const all = (await list({ per_page: 100 })).message.products.concat((await list({ per_page: 100, page: 2 })).message.products);
    expect(all.some((p: { stock: number }) => p.stock === 0)).toBe(true);
    const onSale = all.filter((p: { is_sale: boolean }) => p.is_sale);
    expect(onSale.length).toBeGreaterThan(5);
    for (const p of all) for (const v of p.variants) if (v.sale_price !== null) expect(v.sale_price).toBeLessThan(v.price);
    expect(all.every((p: { large_pictures: unknown[] }) => p.large_pictures.length >= 2)).toBe(true);
    expect(all.some((p: { is_hot: boolean }) => p.is_hot)).toBe(true);
    expect(all.some((p: { is_new: boolean }) => p.is_new)).toBe(true);
  });
});

describe('images', () => {
  it('serves product and category SVGs with long public caching', async () => {
    const p = (await list({ per_page: 1, features: { color: 'Black' } })).message.products[0];
    const res = await t.app.request(p.large_pictures[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await res.text()).toMatch(/^<svg /);
    const other = p.variants.find((v: { color_code?: string; pictures: Array<{ url: string }> }) => v.color_code && !v.pictures[0]!.url.endsWith(`${p.slug}-1.svg`));
    if (other) expect((await t.app.request(other.pictures[0].url)).status).toBe(200);
    for (const f of ['tools.svg', 'tools-banner.svg', 'tools-banner-mobile.svg']) {
      expect((await t.app.request(`/files/categories/${f}`)).status).toBe(200);
    }
    expect((await t.app.request('/files/products/nothing-1.svg')).status).toBe(404);
  });
});
