/** The detail answer's extras: features keyed by label, the ERP's product data and texts. */
import { CONTENT_LANG } from './content-lang';
import { attributes, longDescription, shortDescription, specifications } from '../seed/texts';
import { textInput, type ProductRow, type VariantRow } from './present';

/** One feature of the detail answer: `{value, default_uom, used_search, …}`. */
export interface FeatureEntry {
  value: string | number;
  default_uom: string;
  used_search: 0 | 1;
  used_search_default: 0 | 1;
  ft_used_for_variant: 0 | 1;
  ft_used_for_facet: 0 | 1;
}

/**
 * The product's features, keyed by their Italian label, as the ERP's FeatureRepository gives them:
 * the additional-information rows, the weight as a number in kg, and (as variant features) the
 * colours and sizes when the product has them.
 */
export function productFeatures(
  row: Pick<ProductRow, 'type_key' | 'model_idx' | 'series' | 'brand' | 'gen' | 'name_en' | 'name_it' | 'sku' | 'gtin'>,
  variants: VariantRow[],
): Record<string, FeatureEntry> {
  const text = textInput(row as ProductRow, variants);
  const out: Record<string, FeatureEntry> = {};
  const facet = (value: string | number, uom = '0', forVariant = false): FeatureEntry => ({
    value,
    default_uom: uom,
    used_search: 1,
    used_search_default: 1,
    ft_used_for_variant: forVariant ? 1 : 0,
    ft_used_for_facet: forVariant ? 0 : 1,
  });
  for (const r of attributes(text, CONTENT_LANG)) {
    const variantRow = r.label === 'Colori' || r.label === 'Misure';
    out[r.label] = facet(r.value, '0', variantRow);
  }
  const weight = specifications(text, CONTENT_LANG).find((r) => r.label === 'Peso');
  const kg = weight ? /([\d.,]+)\s*(k?g)/.exec(weight.value) : null;
  if (kg) {
    const n = Number(kg[1]!.replace('.', '').replace(',', '.'));
    out.Peso = { ...facet(kg[2] === 'g' ? Math.round(n) / 1000 : n, 'kg'), ft_used_for_facet: 0 };
  }
  return out;
}

export function productDetailExtras(row: ProductRow, variants: VariantRow[]) {
  const text = textInput(row, variants);
  return {
    features: productFeatures(row, variants),
    product_data: { codice_articolo: row.sku, ean: row.gtin },
    long_description: longDescription(text, CONTENT_LANG),
    short_description: shortDescription(text, CONTENT_LANG),
  };
}
