/** The listing fed the real back-end's answer, as the contract documents it (docs/backend/catalogue.md). */
import { describe, expect, it } from 'vitest';
import { keptSeconds, setUpBackendTests } from './backend-setup';
import { CONTRACT_PRODUCT } from './contract-product';
import { answer } from './one-answer';

setUpBackendTests({ timeoutMs: 1_000 });

const { listProducts } = await import('@/lib/backend/catalogue');

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
      // The back-end's euro (129.9, 99.9) in cents from the schema on.
      price: 12990,
      sale_price: 9990,
      reviews: 0,
      variants: [],
    });
    expect([result.data.min_price_all, result.data.max_price_all]).toEqual([1900, 34900]);
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
    const call = answer(CONTRACT_LISTING);
    await listProducts('en', {
      category: 'Utensili',
      features: { field_12_feature_s: 'Batteria' },
      skus: ['FT-0425', 'FT-0431'],
      category_detail: 'Utensili',
      search_term: 'trapano (18V)',
    });
    expect(call.init().method).toBe('GET');
    const url = call.url();
    expect(url.searchParams.get('category')).toBe('Utensili');
    expect(url.searchParams.get('features')).toBe('{"field_12_feature_s":"Batteria"}');
    expect(url.searchParams.get('skus')).toBe('FT-0425;FT-0431');
    expect(url.searchParams.get('category_detail')).toBe('Utensili');
    // Solr syntax characters would make the real search fail: they are sent as spaces.
    expect(url.searchParams.get('search_term')).toBe('trapano 18V');
  });

  it('keeps a category listing and a search for a minute, never a price range or a far page', async () => {
    const kept = async (query: Parameters<typeof listProducts>[1]) => {
      keptSeconds.length = 0;
      answer(CONTRACT_LISTING);
      await listProducts('en', query);
      return [...keptSeconds];
    };
    expect(await kept({ category: 'Utensili', page: 50, order_by: 'price-asc' })).toEqual([60]);
    expect(await kept({ search_term: 'trapano' })).toEqual([60]);
    for (const query of [
      { search_term: 'trapano', max_price: 99 },
      { category: 'Utensili', min_price: 10 },
      { max_price: 99 },
      { page: 51 },
    ]) {
      expect(await kept(query), JSON.stringify(query)).toEqual([]);
    }
  });
});
