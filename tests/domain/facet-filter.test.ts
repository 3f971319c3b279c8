import { describe, expect, it } from 'vitest';
import {
  brandFirst,
  isBrandFacet,
  narrowCategories,
  narrowFacets,
  type FacetCategory,
  type FacetFeature,
} from '@/lib/domain/facet-filter';

const features: FacetFeature[] = [
  {
    key: 'colour',
    label_field: 'Colour',
    type: 'select',
    facet_results: [
      { value: 'Bianco', count: 4 },
      { value: 'Blu Notte', count: 2 },
      { value: 'Rosso', count: 1 },
    ],
  },
  {
    key: 'size',
    label_field: 'Size',
    type: 'select',
    facet_results: [
      { value: '2 l', count: 3 },
      { value: '5 l', count: 5 },
    ],
  },
];

const categories: FacetCategory[] = [
  { label: 'Paint', count: 12, url: 'paint' },
  { label: 'Wall paint', count: 7, url: 'paint/wall' },
  { label: 'Garden', count: 30, url: 'garden' },
];

describe('narrowFacets (case-insensitive contains on facet values)', () => {
  it('keeps values containing the text whatever its case', () => {
    const narrowed = narrowFacets(features, 'BL');
    expect(narrowed.map((f) => f.key)).toEqual(['colour']);
    expect(narrowed[0]?.facet_results).toEqual([{ value: 'Blu Notte', count: 2 }]);
    expect(narrowFacets(features, 'notte')[0]?.facet_results.map((v) => v.value)).toEqual(['Blu Notte']);
  });

  it('drops facets with no remaining value', () => {
    expect(narrowFacets(features, '5 l').map((f) => f.key)).toEqual(['size']);
    expect(narrowFacets(features, 'zzz')).toEqual([]);
  });

  it('narrows nothing for blank text and returns the same array', () => {
    expect(narrowFacets(features, '')).toBe(features);
    expect(narrowFacets(features, '   ')).toBe(features);
  });

  it('does not change the facets it was given', () => {
    narrowFacets(features, 'rosso');
    expect(features[0]?.facet_results).toHaveLength(3);
  });
});

describe('narrowCategories (case-sensitive contains on label)', () => {
  it('keeps categories whose label contains the text with the same case', () => {
    expect(narrowCategories(categories, 'paint').map((c) => c.url)).toEqual(['paint/wall']);
    expect(narrowCategories(categories, 'Paint').map((c) => c.url)).toEqual(['paint']);
  });

  it('does not match a different case', () => {
    expect(narrowCategories(categories, 'GARDEN')).toEqual([]);
  });

  it('narrows nothing for blank text and returns the same array', () => {
    expect(narrowCategories(categories, ' ')).toBe(categories);
  });
});

describe('the brand facet', () => {
  const facet = (label_field: string): FacetFeature => ({
    key: `k-${label_field}`,
    label_field,
    type: 'string',
    facet_results: [{ value: 'x', count: 1 }],
  });

  it('is the feature the back-end names "Marca", put first', () => {
    expect(isBrandFacet(facet('Marca'))).toBe(true);
    expect(isBrandFacet(facet('Materiale'))).toBe(false);
    expect(brandFirst([facet('Colore'), facet('Marca'), facet('Potenza')]).map((f) => f.label_field)).toEqual([
      'Marca',
      'Colore',
      'Potenza',
    ]);
  });
});
