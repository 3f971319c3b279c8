/**
 * The listing sidebar's facets: which one is the brand, and the filter-search box (it narrows
 * facet values with a case-insensitive contains, and categories with a case-sensitive contains on
 * their label).
 */

export interface FacetValue {
  value: string;
  count: number;
}

export interface FacetFeature {
  key: string;
  label_field: string;
  type: string;
  facet_results: FacetValue[];
  uom?: string | null;
}

export interface FacetCategory {
  label: string;
  count: number;
  url: string;
}

/** The back-end's brand is a feature like any other, named in Italian ("Marca"). */
export function isBrandFacet(facet: Pick<FacetFeature, 'label_field'>): boolean {
  return /^(marca|marche|brand)$/i.test(facet.label_field.trim());
}

/** The facets with the brand first: the filter shoppers reach for most, after the category. */
export function brandFirst<F extends FacetFeature>(facets: readonly F[]): F[] {
  return [...facets.filter(isBrandFacet), ...facets.filter((f) => !isBrandFacet(f))];
}

/**
 * Keeps the facet values whose text contains `text`, ignoring case; facets left with no value are
 * dropped (an empty "Colour" heading helps nobody). Blank text (after trimming) narrows nothing
 * and returns the same array.
 */
export function narrowFacets<F extends FacetFeature>(features: readonly F[], text: string): F[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return features as F[];
  const narrowed: F[] = [];
  for (const feature of features) {
    const values = feature.facet_results.filter((v) => String(v.value).toLocaleLowerCase().includes(needle));
    if (values.length > 0) narrowed.push({ ...feature, facet_results: values });
  }
  return narrowed;
}

/**
 * Keeps the categories whose label contains `text`, case-sensitive. Blank
 * text (after trimming) narrows nothing and returns the same array.
 */
export function narrowCategories<C extends FacetCategory>(categories: readonly C[], text: string): C[] {
  const needle = text.trim();
  if (needle === '') return categories as C[];
  return categories.filter((c) => c.label.includes(needle));
}
