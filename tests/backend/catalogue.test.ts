/**
 * The catalogue's endpoint functions fed the real back-end's answers, as the contract documents
 * them (docs/backend/catalogue.md): menu rows, footers, Promo Slider rows, a listing and a product.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));

const { getFooterHtml, getMenu, getProduct, getPromoTabs, listProducts } = await import('@/lib/backend/catalogue');
const { buildMenuTree, findMenuCategory } = await import('@/lib/domain/menu-tree');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
function answer(body: unknown, status = 200) {
  fetchMock = vi.fn(async () => json(body, status));
  vi.stubGlobal('fetch', fetchMock);
}
const requestedUrl = () => new URL(String(fetchMock.mock.calls[0]![0]));

beforeEach(() => vi.spyOn(console, 'log').mockImplementation(() => {}));
afterEach(() => vi.unstubAllGlobals());

const menuRow = (over: Record<string, unknown>) => ({
  name: 'Utensili',
  label: 'Utensili',
  title: 'Utensili',
  url: 'shop?category=Utensili&category_detail=Utensili',
  description: null,
  parent_menu: null,
  is_group: 1,
  order: 1,
  lft: 1,
  rgt: 6,
  old_parent: null,
  creation: '2024-05-07 15:48:17.436384',
  docstatus: 0,
  category_menu_image: '/files/utensili.jpg',
  category_banner_image: null,
  category_banner_image_mobile: null,
  disable: 0,
  ...over,
});

describe('menu (get_b2c_menu)', () => {
  it('builds the tree by parent name, links /shop?category=<path>, and drops disabled rows', async () => {
    answer({
      message: [
        menuRow({}),
        menuRow({
          name: 'Utensili elettrici',
          label: 'Utensili elettrici',
          title: 'Utensili elettrici',
          parent_menu: 'Utensili',
          is_group: 0,
          order: 2,
          lft: 2,
          rgt: 3,
          url: 'shop?category=Utensili,Utensili-elettrici&category_detail=Utensili elettrici',
        }),
        menuRow({
          name: 'Saldi',
          label: 'Saldi',
          title: 'Saldi',
          order: 3,
          lft: 7,
          rgt: 8,
          url: 'shop?category=Saldi&category_detail=Saldi',
          disable: 1,
        }),
      ],
    });
    const result = await getMenu('en');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(requestedUrl().pathname).toBe('/api/method/omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu');
    const tree = buildMenuTree(result.data);
    expect(tree.map((n) => n.name)).toEqual(['Utensili']);
    expect(tree[0]!.url).toBe('/shop?category=Utensili');
    expect(tree[0]!.children[0]!.url).toBe('/shop?category=Utensili%2CUtensili-elettrici');
    expect(findMenuCategory(tree, 'Utensili,Utensili-elettrici')?.name).toBe('Utensili elettrici');
    expect(findMenuCategory(tree, 'Saldi')).toBeUndefined();
    expect(findMenuCategory(tree, 'utensili')).toBeUndefined();
  });
});

describe('footer (get_footers)', () => {
  it('reads the b2c HTML from {data: {footer_b2c_html, footer_b2b_html}}', async () => {
    answer({ message: { data: { footer_b2c_html: '<div>Bottega</div>', footer_b2b_html: null } } });
    const result = await getFooterHtml('en');
    expect(result).toEqual({ ok: true, data: '<div>Bottega</div>' });
  });
});

describe('promo tabs (Promo Slider resource)', () => {
  it('keeps Published b2c slides, sorted by order', async () => {
    answer({
      data: [
        {
          name: 'b',
          order: 2,
          icon: 'tag',
          text: 'Saldi',
          url: '/shop',
          status: 'Published',
          b2b: 0,
          b2c: 1,
          modified: '2025-01-10 10:00:00.000000',
        },
        {
          name: '8f3k2l9d1a',
          order: 1,
          icon: 'truck',
          text: 'Spedizione gratuita da 49 €',
          url: '/shop?promo_code=SPED',
          status: 'Published',
          b2b: 0,
          b2c: 1,
          modified: '2025-01-10 10:00:00.000000',
        },
        { name: 'c', order: 0, icon: 'gift', text: 'Bozza', url: '/shop', status: 'Draft', b2b: 0, b2c: 1 },
        {
          name: 'd',
          order: 0,
          icon: 'briefcase',
          text: 'Solo professionisti',
          url: '/b2b',
          status: 'Published',
          b2b: 1,
          b2c: 0,
        },
      ],
    });
    const result = await getPromoTabs('en');
    expect(result.ok && result.data.map((t) => t.text)).toEqual(['Spedizione gratuita da 49 €', 'Saldi']);
    expect(requestedUrl().pathname).toBe('/api/resource/Promo%20Slider');
  });
});

const CONTRACT_PRODUCT = {
  id: '40213',
  sku: 'FT-0425',
  name: 'Trapano a percussione 18V',
  slug: 'det/trapano-a-percussione-18v-ft-0425',
  description: 'Trapano a batteria…',
  short_description: '18V, 2 batterie',
  price: 129.9,
  sale_price: 99.9,
  is_sale: true,
  gross_price: 129.9,
  net_price: 129.9,
  promo_price: 99.9,
  stock: 14,
  brand: 'Ferrotec',
  gtin: '8001234567895',
  family_code: 'TRAP',
  group_1: 'Utensili',
  group_2: 'Utensili elettrici',
  large_pictures: [{ url: 'https://img.example.it/media/ft-0425.jpg', width: '1000', height: '1000' }],
  small_pictures: [{ url: 'https://img.example.it/media/thumb_ft-0425.jpg', width: '150', height: '150' }],
  gallery_pictures: [],
  main_pictures: [],
  ratings: 0,
  reviews: '0',
  sale_count: 0,
  is_hot: true,
  is_new: true,
  variants: [],
};

const CONTRACT_LISTING = {
  message: {
    totalCount: 37,
    current_page: 1,
    pages: 4,
    per_page: 12,
    is_last: false,
    products: [CONTRACT_PRODUCT],
    min_price_all: 19,
    max_price_all: 349,
    category: [{ label: 'Trapani', count: 12, url: 'Utensili,Utensili-elettrici,Trapani' }],
    features: [
      {
        key: 'field_12_feature_s',
        label_field: 'Alimentazione',
        type: 'string',
        facet_results: [{ value: 'Batteria', count: 9 }],
        uom: '0',
      },
    ],
    menu_category_detail: null,
    category_tree: [
      { label: 'Utensili', url: 'Utensili' },
      { label: 'Utensili elettrici', url: 'Utensili,Utensili-elettrici' },
    ],
    solr_result: ['…'],
    query: 'text:* ',
  },
};

describe('listing (solr_search.shop)', () => {
  it('reads the contract example: string picture sizes and reviews, groups, facets', async () => {
    answer(CONTRACT_LISTING);
    const result = await listProducts('en', {
      category: 'Utensili,Utensili-elettrici',
      features: { field_12_feature_s: 'Batteria' },
      page: 1,
      per_page: 12,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const p = result.data.products[0]!;
    expect(p).toMatchObject({
      sku: 'FT-0425',
      slug: 'det/trapano-a-percussione-18v-ft-0425',
      price: 129.9,
      sale_price: 99.9,
      reviews: 0,
      variants: [],
    });
    expect(p.groups).toEqual(['Utensili', 'Utensili elettrici']);
    expect(p.large_pictures[0]).toEqual({ url: 'https://img.example.it/media/ft-0425.jpg', width: 1000, height: 1000 });
    expect(result.data.features[0]).toMatchObject({
      key: 'field_12_feature_s',
      label_field: 'Alimentazione',
      facet_results: [{ value: 'Batteria', count: 9 }],
    });
    expect(result.data.category[0]!.url).toBe('Utensili,Utensili-elettrici,Trapani');
  });

  it('asks by GET with the query string the real method reads', async () => {
    answer(CONTRACT_LISTING);
    await listProducts('en', {
      category: 'Utensili',
      features: { field_12_feature_s: 'Batteria' },
      skus: ['FT-0425', 'FT-0431'],
      category_detail: 'Utensili',
      search_term: 'trapano (18V)',
    });
    const [, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(init.method).toBe('GET');
    const url = requestedUrl();
    expect(url.searchParams.get('category')).toBe('Utensili');
    expect(url.searchParams.get('features')).toBe('{"field_12_feature_s":"Batteria"}');
    expect(url.searchParams.get('skus')).toBe('FT-0425;FT-0431');
    expect(url.searchParams.get('category_detail')).toBe('Utensili');
    // Solr syntax characters would make the real search fail: they are sent as spaces.
    expect(url.searchParams.get('search_term')).toBe('trapano 18V');
  });
});

const CONTRACT_DETAIL = {
  message: {
    product: {
      ...CONTRACT_PRODUCT,
      short_description: '',
      features: {
        Alimentazione: {
          value: 'Batteria',
          default_uom: '0',
          used_search: 1,
          used_search_default: 1,
          ft_used_for_variant: 0,
          ft_used_for_facet: 1,
        },
        Peso: {
          value: 1.8,
          default_uom: 'kg',
          used_search: 1,
          used_search_default: 0,
          ft_used_for_variant: 0,
          ft_used_for_facet: 0,
        },
        Cordless: {
          value: 'true',
          default_uom: '',
          used_search: 0,
          used_search_default: 0,
          ft_used_for_variant: 0,
          ft_used_for_facet: 0,
        },
      },
      product_data: { '12': 'Batteria' },
      long_description: '<p>Trapano potente</p>',
      item_reviews: {
        reviews: [
          {
            name: 'a1b2c3d4e5',
            item: 'FT-0425',
            customer: 'mario.rossi@example.com',
            rating: 0.8,
            title: 'Ottimo',
            comment: 'Potente e leggero',
          },
        ],
        average_rating: 0.8,
        average_whole_rating: 1.0,
        reviews_per_rating: [0, 0, 0, 0, 0],
        total_reviews: 1,
      },
    },
    relatedProducts: [CONTRACT_PRODUCT],
    featuredProducts: [],
    bestProducts: [],
    latestProducts: [],
    topRatedProducts: [CONTRACT_PRODUCT],
    categories: [{ label: 'Utensili', url: 'utensili' }],
  },
};

describe('product detail (solr_search.products)', () => {
  it('turns the features dict into labelled rows with units and the stored rating into stars', async () => {
    answer(CONTRACT_DETAIL);
    const result = await getProduct('en', 'det/trapano-a-percussione-18v-ft-0425');
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.redirectTo !== null) return;
    expect(requestedUrl().searchParams.get('slug')).toBe('det/trapano-a-percussione-18v-ft-0425');
    const { product } = result.data;
    expect(product.features).toEqual([
      { label: 'Alimentazione', value: 'Batteria' },
      { label: 'Peso', value: '1.8 kg' },
      { label: 'Cordless', value: 'true' },
    ]);
    expect(product.item_reviews).toEqual({ average: 4, count: 1 });
    expect(product.long_description).toBe('<p>Trapano potente</p>');
    expect(product.groups).toEqual(['Utensili', 'Utensili elettrici']);
  });

  it('reads reviews turned off ({}) as no rating, and a renamed product as a redirect', async () => {
    answer({
      message: {
        ...CONTRACT_DETAIL.message,
        product: { ...CONTRACT_DETAIL.message.product, item_reviews: {}, features: {} },
      },
    });
    const off = await getProduct('en', 'det/trapano-a-percussione-18v-ft-0425');
    expect(off.ok && off.data.redirectTo === null && off.data.product.item_reviews).toBeNull();
    answer({ message: { product: { redirect_to: 'det/trapano-a-percussione-18v-ft-0425' } } });
    const moved = await getProduct('en', 'det/trapano-18v-ft-0425');
    expect(moved.ok && moved.data.redirectTo).toBe('det/trapano-a-percussione-18v-ft-0425');
  });

  it('reads an unknown slug (404 DoesNotExistError prev_slugs:…) as not found', async () => {
    answer(
      {
        exc_type: 'DoesNotExistError',
        _server_messages: JSON.stringify([JSON.stringify({ message: 'prev_slugs:det/nope' })]),
      },
      404,
    );
    const result = await getProduct('en', 'det/nope');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
  });
});
