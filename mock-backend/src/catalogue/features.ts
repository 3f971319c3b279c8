/**
 * The listing's `features` facets as the real index names them: one Solr field per feature,
 * `field_<n>_feature_s`, where n is the feature's id. Ids are fixed here by sorting every feature
 * label the catalogue can produce, so the same label has the same key on every start.
 */
import { PRODUCT_TYPES } from '../seed/product-types';
import type { MemIndex } from './memindex';
import { productFeatures } from './product-features';

function featuresOf(typeKey: string, modelIdx: number, brand: string, gen: number) {
  return productFeatures(
    { type_key: typeKey, model_idx: modelIdx, series: '', brand, gen, name_en: '', name_it: '', sku: '', gtin: '' },
    [],
  );
}

const LABELS = (() => {
  const labels = new Set<string>();
  for (const t of PRODUCT_TYPES) {
    t.models.forEach((_, m) => {
      for (const [label, f] of Object.entries(featuresOf(t.key, m, t.brands[0]!, 1)))
        if (f.ft_used_for_facet) labels.add(label);
    });
  }
  return [...labels].sort((a, b) => a.localeCompare(b, 'it'));
})();

const KEY_BY_LABEL = new Map(LABELS.map((label, i) => [label, `field_${i + 1}_feature_s`]));
const LABEL_BY_KEY = new Map(LABELS.map((label, i) => [`field_${i + 1}_feature_s`, label]));

export function featureLabel(key: string): string | undefined {
  return LABEL_BY_KEY.get(key);
}

/** The facet features ([key, value]) of the product at position p, memoised on the index. */
export function featuresAt(idx: MemIndex, p: number): Array<[string, string]> {
  let out = idx.features.get(p);
  if (out) return out;
  out = [];
  const all = featuresOf(idx.families[idx.family[p]!]!, idx.model[p]!, idx.brand[p]!, idx.gen[p]!);
  for (const [label, f] of Object.entries(all)) {
    const key = KEY_BY_LABEL.get(label);
    if (key && f.ft_used_for_facet) out.push([key, String(f.value)]);
  }
  idx.features.set(p, out);
  return out;
}

/** Does the product at p carry every requested feature value exactly? */
export function hasFeatures(idx: MemIndex, p: number, wanted: Array<[string, string]>): boolean {
  if (wanted.length === 0) return true;
  const own = featuresAt(idx, p);
  return wanted.every(([k, v]) => own.some(([ok, ov]) => ok === k && ov === v));
}
