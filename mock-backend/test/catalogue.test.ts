// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, setup, TOKEN, type Json } from './support';

const MENU = 'omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu';

let t: ReturnType<typeof setup>;
beforeAll(() => {
  t = setup(180);
});

const list = (params: Record<string, unknown>, opts: { lang?: string; jwt?: string } = {}) =>
  t.call(LISTING, params, { get: true, ...opts });
const effective = (p: { price: number; sale_price: number | null }) => p.sale_price ?? p.price;

describe('menu (real profile)', () => {
  it('sends every B2C Menu row: name = label, shop urls with category_detail, nested-set bounds, one disabled row', async () => {
    const r = await t.call(MENU, {}, { get: true });
    expect(r.status).toBe(200);
    const rows = r.message as Json[];
    for (const row of rows) {
      expect(row.name).toBe(row.label);
      expect(row).toMatchObject({
        lft: expect.any(Number),
        rgt: expect.any(Number),
        order: expect.any(Number),
        docstatus: 0,
        creation: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/),
      });
      expect(row).toHaveProperty('old_parent');
      expect(row.rgt).toBeGreaterThan(row.lft);
    }
    const power = rows.find((x) => x.name === 'Elettroutensili');
    expect(power).toMatchObject({
      parent_menu: 'Utensili',
      is_group: 0,
      url: 'shop?category=Utensili,Elettroutensili&category_detail=Elettroutensili',
    });
    expect(rows.find((x) => x.name === 'Utensili')).toMatchObject({ parent_menu: null, is_group: 1 });
    expect(rows.filter((x) => x.disable === 1)).toHaveLength(1);
    const orders = rows.map((x) => x.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('is Italian whatever Accept-Language says, and GET only', async () => {
    const en = await t.call(MENU, {}, { get: true, lang: 'en' });
    const sk = await t.call(MENU, {}, { get: true, lang: 'sk' });
    expect(en.message).toEqual(sk.message);
    expect(en.message.map((i: Json) => i.label)).toContain('Pittura e decorazione');
    const post = await t.call(MENU, {});
    expect(post.status).toBe(403);
    expect(post.body.exc_type).toBe('PermissionError');
  });
});

describe('footer and promo slides (real profile)', () => {
  it('answers the footers as {data: {footer_b2c_html, footer_b2b_html}}, in Italian', async () => {
    const r = await t.call('omnicommerce.controllers.html.get_footers', {}, { lang: 'en' });
    expect(Object.keys(r.message)).toEqual(['data']);
    expect(r.message.data.footer_b2c_html).toMatch(/P\.IVA IT\d{11}/);
    expect(r.message.data.footer_b2c_html).toContain('Assistenza');
    expect(r.message.data.footer_b2b_html).toContain('/b2b');
  });

  it('lists Promo Slider rows with status Published/Draft and b2b/b2c flags, one draft and one trade-only', async () => {
    const r = await t.request('/api/resource/Promo%20Slider?fields=%5B%22*%22%5D&limit_page_length=0', {
      headers: { Authorization: TOKEN, 'Accept-Language': 'en' },
    });
    const rows = r.body.data as Json[];
    for (const row of rows) expect(['Published', 'Draft']).toContain(row.status);
    expect(rows.filter((x) => x.status === 'Draft')).toHaveLength(1);
    expect(rows.filter((x) => x.b2c === 0 && x.b2b === 1)).toHaveLength(1);
    expect(rows[0].text).toBe('Spedizione gratuita da 79,00 €');
    const published = await t.request(
      `/api/resource/Promo%20Slider?fields=${encodeURIComponent('["*"]')}&filters=${encodeURIComponent('[["status","=","Published"],["b2c","=",1]]')}&limit_page_length=0`,
      { headers: { Authorization: TOKEN } },
    );
    expect(published.body.data.length).toBe(rows.length - 2);
  });
});

describe('listing (real profile)', () => {
  it('answers the contract shape; products carry det/ slugs, string picture sizes and constant ratings', async () => {
    const r = await list({}, { lang: 'en' });
    expect(r.status).toBe(200);
    const m = r.message;
    expect(m).toMatchObject({
      totalCount: 180,
      current_page: 1,
      pages: 15,
      per_page: 12,
      is_last: false,
      menu_category_detail: null,
      category_tree: [],
    });
    expect(m.products).toHaveLength(12);
    const p = m.products[0];
    expect(p.slug).toBe(`det/${p.slug.slice(4, -(p.sku.length + 1))}-${p.sku.toLowerCase()}`);
    expect(p.slug).toMatch(/^det\/[a-z0-9-]+$/);
    expect(p).toMatchObject({
      id: expect.any(String),
      ratings: 0,
      reviews: '0',
      variants: [],
      is_hot: true,
      is_new: true,
      family_code: expect.any(String),
      group_1: expect.any(String),
    });
    expect(p.large_pictures[0]).toMatchObject({ width: '1000', height: '1000' });
    expect(p.small_pictures[0]).toMatchObject({ width: '150', height: '150' });
    expect(m.category.map((c: Json) => c.url)).toContain('Pittura-e-decorazione');
    expect(m.features).toEqual([]);
  });

  it('answers the real profile in Italian whatever Accept-Language says', async () => {
    const en = await list({ per_page: 3 }, { lang: 'en' });
    const it_ = await list({ per_page: 3 }, { lang: 'it' });
    expect(en.message.products.map((p: Json) => p.name)).toEqual(it_.message.products.map((p: Json) => p.name));
  });

  it('is GET only', async () => {
    expect((await t.call(LISTING, { per_page: 3 })).status).toBe(403);
  });

  it('matches the category path per level, facets the next level, and gives a leaf no category facet', async () => {
    const root = (await list({ category: 'Utensili', per_page: 100 })).message;
    expect(root.products.every((p: Json) => p.group_1 === 'Utensili')).toBe(true);
    expect(root.category.map((c: Json) => c.url)).toContain('Utensili,Utensili-manuali');
    const sum = root.category.reduce((s: number, c: Json) => s + c.count, 0);
    expect(sum).toBe(root.totalCount);
    const leaf = (await list({ category: 'Utensili,Utensili-manuali', per_page: 100 })).message;
    expect(leaf.totalCount).toBeGreaterThan(0);
    expect(leaf.products.every((p: Json) => p.group_2 === 'Utensili manuali')).toBe(true);
    expect(leaf.category).toEqual([]);
    expect(leaf.category_tree).toEqual([
      { label: 'Utensili', url: 'Utensili' },
      { label: 'Utensili manuali', url: 'Utensili,Utensili-manuali' },
    ]);
    // A sub-category without its parents, a lower-cased label or an unknown one match nothing.
    for (const category of ['Utensili-manuali', 'utensili', 'Nope', 'Utensili,Nope']) {
      expect((await list({ category })).message.totalCount, category).toBe(0);
    }
  });

  it('fills menu_category_detail from category_detail (a menu label)', async () => {
    const m = (await list({ category: 'Giardino', category_detail: 'Giardino', per_page: 1 })).message;
    expect(m.menu_category_detail).toMatchObject({
      name: 'Giardino',
      label: 'Giardino',
      url: 'shop?category=Giardino&category_detail=Giardino',
      category_banner_image: expect.stringMatching(/^\/files\//),
    });
  });

  it('gives features facets only when every product shares one family, and filters them exactly', async () => {
    const mixed = (await list({ category: 'Utensili' })).message;
    expect(mixed.features).toEqual([]);
    const one = (await list({ category: 'Materiale-elettrico,Lampadine', per_page: 100 })).message;
    expect(new Set(one.products.map((p: Json) => p.family_code)).size).toBe(1);
    expect(one.features.length).toBeGreaterThan(0);
    for (const f of one.features) {
      expect(f).toMatchObject({
        key: expect.stringMatching(/^field_\d+_feature_s$/),
        label_field: expect.any(String),
        type: 'string',
        uom: expect.any(String),
      });
    }
    const brand = one.features.find((f: Json) => f.label_field === 'Marca');
    const value = brand.facet_results[0];
    const filtered = (
      await list({ category: 'Materiale-elettrico,Lampadine', features: { [brand.key]: value.value }, per_page: 100 })
    ).message;
    expect(filtered.totalCount).toBe(value.count);
    expect(filtered.products.every((p: Json) => p.brand === value.value)).toBe(true);
    const partial = (
      await list({ category: 'Materiale-elettrico,Lampadine', features: { [brand.key]: value.value.slice(0, 3) } })
    ).message;
    expect(partial.totalCount).toBe(0);
    // Invalid JSON is ignored.
    expect((await list({ category: 'Materiale-elettrico,Lampadine', features: '{nope' })).message.totalCount).toBe(
      one.totalCount,
    );
  });

  it('sorts only by price (anything else is relevance), by creation date, and bounds prices with VAT', async () => {
    const asc = (await list({ order_by: 'price-asc', per_page: 50 })).message.products.map(effective);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ order_by: 'price-desc', per_page: 50 })).message.products.map(effective);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const relevance = (await list({ per_page: 20 })).message.products.map((p: Json) => p.sku);
    for (const order_by of ['popularity', 'rating', 'newest']) {
      expect(
        (await list({ order_by, per_page: 20 })).message.products.map((p: Json) => p.sku),
        order_by,
      ).toEqual(relevance);
    }
    expect(
      (await list({ order_by_creation_at: 'desc', per_page: 20 })).message.products.map((p: Json) => p.sku),
    ).not.toEqual(relevance);
    const bounded = (await list({ min_price: 10, max_price: 20, per_page: 100 })).message;
    expect(bounded.products.every((p: Json) => effective(p) >= 10 && effective(p) <= 20)).toBe(true);
    // mymb's Solr call asks for no stats: the bounds are null (real-site.test.ts: solr-stats).
    expect(bounded.min_price_all).toBeNull();
    expect((await list({ min_price: 0, max_price: -1 })).message.totalCount).toBe(180);
    expect((await list({ min_price: 'abc' })).status).toBe(500);
  });

  it('keeps only products in stock for any non-empty is_in_stock, even 0', async () => {
    const all = (await list({ per_page: 200 })).message;
    const inStock = (await list({ is_in_stock: '0', per_page: 200 })).message;
    expect(inStock.totalCount).toBe(all.products.filter((p: Json) => p.stock >= 1).length);
    expect(inStock.totalCount).toBeLessThan(all.totalCount);
  });

  it('reads current prices by ;-separated product skus; unknown skus are absent', async () => {
    const some = (await list({ per_page: 3 })).message.products;
    const r = (await list({ skus: `${some[0].sku};NOPE-1;${some[2].sku}`, per_page: 10 })).message;
    expect(r.products.map((p: Json) => p.sku).sort()).toEqual([some[0].sku, some[2].sku].sort());
  });

  it('restricts to the wishlist with a JWT, and an empty wishlist restricts nothing', async () => {
    expect((await list({ wishlist: '1' })).status).toBe(417);
    const mario = await t.signIn();
    const own = await t.call('mymb_ecommerce.mymb_ecommerce.wishlist.get_from_wishlist', {}, { jwt: mario });
    expect((await list({ wishlist: '0' }, { jwt: mario })).message.totalCount).toBe(own.message.length);
    const jana = await t.signIn('jana.novak@example.com');
    expect((await list({ wishlist: '1' }, { jwt: jana })).message.totalCount).toBe(180);
  });

  it('searches the Italian text, ranks name matches first and finds skus', async () => {
    const r = (await list({ search_term: 'trapano', per_page: 5 }, { lang: 'en' })).message;
    expect(r.totalCount).toBeGreaterThan(0);
    expect(r.products[0].name.toLowerCase()).toContain('trapano');
    const sku = r.products[0].sku;
    expect((await list({ search_term: sku })).message.products[0].sku).toBe(sku);
  });
});
