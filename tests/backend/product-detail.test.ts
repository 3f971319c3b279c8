/** A product fed the real back-end's answer, as the contract documents it (docs/backend/catalogue.md). */
import { describe, expect, it } from 'vitest';
import { setUpBackendTests } from './backend-setup';
import { CONTRACT_PRODUCT, CONTRACT_REVIEWS } from './contract-product';
import { answer } from './one-answer';

setUpBackendTests({ timeoutMs: 1_000 });

const { getProduct } = await import('@/lib/backend/catalogue');

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
      item_reviews: CONTRACT_REVIEWS,
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
    const call = answer(CONTRACT_DETAIL);
    const result = await getProduct('en', 'det/trapano-a-percussione-18v-ft-0425');
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.redirectTo !== null) return;
    expect(call.url().searchParams.get('slug')).toBe('det/trapano-a-percussione-18v-ft-0425');
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
