/**
 * The words the full-text index can contain, known without reading it: product names, models,
 * descriptions, colours and brands come from the seed data, sku parts from the sku rules.
 *
 * Why: FTS5 answers a prefix query from its prefix index only for 3-letter prefixes (the index
 * built, see schema.ts); a longer prefix such as "steel"* merges the whole doclist of every term
 * starting with it before returning the first row — ~3 ms on 100 000 products, against ~0.2 ms
 * for exact terms. Expanding the prefix to the few words it can complete, `("steel" OR
 * "steels")`, lets the index stream the rows instead.
 */
import type { Lang } from '../context';
import { COLORS } from '../seed/colors';
import { brandCode, SERIES, sizeCode, typeCode } from '../seed/generate';
import { itLabel, PRODUCT_TYPES } from '../seed/product-types';
import { searchTokens } from './tokens';

const vocab: Record<Lang, string[]> = { en: [], it: [] };

function build(): void {
  const sets: Record<Lang, Set<string>> = { en: new Set(), it: new Set() };
  const both = (text: string) => {
    for (const t of searchTokens(text, 1000)) {
      sets.en.add(t);
      sets.it.add(t);
    }
  };
  const add = (lang: Lang, text: string) => {
    for (const t of searchTokens(text, 1000)) sets[lang].add(t);
  };
  for (const t of PRODUCT_TYPES) {
    for (const lang of ['en', 'it'] as const) {
      add(lang, t.name[lang].replace('{m}', ' '));
      add(lang, t.blurb[lang]);
      add(lang, t.points[lang].join(' '));
      add(lang, t.material[lang]);
      for (const m of t.models) add(lang, lang === 'en' ? m.en : itLabel(m));
    }
    both(t.brands.join(' '));
    both(t.brands.map(brandCode).join(' '));
    both(typeCode(t.key));
    for (const o of t.sizes ?? []) both(sizeCode(o.en, new Set()));
  }
  for (const c of COLORS) {
    add('en', c.en);
    add('it', c.it);
    both(c.key.toUpperCase().slice(0, 4));
  }
  both(SERIES.join(' '));
  vocab.en = [...sets.en].sort();
  vocab.it = [...sets.it].sort();
}

/** Up to `max` known words starting with `prefix`, or null when there are more (or none known). */
export function completions(lang: Lang, prefix: string, max = 8): string[] | null {
  if (vocab.en.length === 0) build();
  const list = vocab[lang];
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < list.length && list[i]!.startsWith(prefix); i++) {
    if (out.length === max) return null;
    out.push(list[i]!);
  }
  return out.length ? out : null;
}
