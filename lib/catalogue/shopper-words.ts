import 'server-only';
import { getShopTranslations } from '@/lib/backend/translations';
import type { TranslationRow } from '@/lib/backend/schemas/translation';
import { contentLang } from '@/lib/content-lang';
import { buildGlossary, foldText, type Glossary, type GlossaryEntry } from '@/lib/domain/glossary';
import { shownLabel, type LabelTranslations, type ShownLabel } from '@/lib/domain/shopper-labels';
import en from '@/lib/search/glossary/en.json';
import sk from '@/lib/search/glossary/sk.json';

/**
 * The shop's words in the shopper's language: the glossary a search that found nothing is
 * translated with, and the shop owner's names for menu entries, categories and filters. Both come
 * from Frappe's Translation rows (lib/backend/translations.ts); the glossary shipped here
 * (lib/search/glossary, the shop's vocabulary into Italian) fills what the rows leave out, and is
 * all there is when the back-end does not let the token read them.
 */

/** Rows whose context is this are search words only, never shown as a label. */
const SEARCH_CONTEXT = 'search';

const SHIPPED: Record<string, Record<string, string>> = { en, sk };

export interface ShopperWords {
  /** Built on first use: a page that shows labels only never pays for the search's maps. */
  glossary: () => Glossary;
  labels: LabelTranslations;
}

/**
 * Built once per language and list of rows (a glossary is a few thousand map entries), and built
 * again when the rows change: the answer is newest first, so its length and first row say whether
 * it is the list already built.
 */
const built = new Map<string, { stamp: string; words: ShopperWords }>();

function build(language: string, rows: readonly TranslationRow[]): ShopperWords {
  // The shipped glossary targets the Italian catalogue; the shop owner's rows win over it.
  const shipped = contentLang(language) === 'it' ? (SHIPPED[language] ?? {}) : {};
  const entries: GlossaryEntry[] = Object.entries(shipped).map(([words, catalogue]) => ({ words, catalogue }));
  const labels = new Map<string, string>();
  for (const row of [...rows].reverse()) {
    entries.push({ words: row.translated_text, catalogue: row.source_text });
    if (row.context !== SEARCH_CONTEXT) labels.set(foldText(row.source_text), row.translated_text);
  }
  let glossary: Glossary | null = null;
  return { glossary: () => (glossary ??= buildGlossary(entries)), labels };
}

/** The shop's words for shoppers in `locale`; null when the page speaks the catalogue's language. */
export async function shopperWords(locale: string): Promise<ShopperWords | null> {
  if (!contentLang(locale)) return null;
  const result = await getShopTranslations(locale);
  const rows = result.ok ? result.data : [];
  const stamp = `${rows.length}|${rows[0]?.name ?? ''}|${rows[0]?.modified ?? ''}`;
  const kept = built.get(locale);
  if (kept && kept.stamp === stamp) return kept.words;
  const words = build(locale, rows);
  built.set(locale, { stamp, words });
  return words;
}

/** Shows back-end labels on a page in `locale` (lib/domain/shopper-labels.ts). */
export type LabelShower = (text: string) => ShownLabel;

export async function labelShower(locale: string): Promise<LabelShower> {
  const lang = contentLang(locale);
  const labels = (await shopperWords(locale))?.labels ?? new Map<string, string>();
  return (text) => shownLabel(labels, text, lang);
}
