import 'server-only';
import type { Result } from '@/lib/backend/result';
import { correctSearch } from './typo-search';
import { translateShopperSearch, type TranslatedSearch } from './translated-search';

/** A search's answer, and what it was found with when the term as typed found nothing. */
export interface SearchedAgain<T> {
  result: Result<T>;
  translated?: TranslatedSearch;
  corrected?: string;
}

/**
 * A search that finds nothing is tried again, for the listing and the header's suggestions alike:
 * in the catalogue's language when the term is in the shopper's ("drill", "vŕtačka"), then with its
 * misspelt words corrected ("trapno"). `ask` runs the search for a term; the first answer with
 * products wins, else the answer for the term as typed.
 */
export async function searchAgain<T extends { totalCount: number }>(
  locale: string,
  term: string,
  category: string | undefined,
  ask: (term: string) => Promise<Result<T>>,
): Promise<SearchedAgain<T>> {
  const result = await ask(term);
  if (!result.ok || result.data.totalCount > 0) return { result };
  const translated = await translateShopperSearch(locale, term);
  if (translated) {
    const found = await ask(translated.term);
    if (found.ok && found.data.totalCount > 0) return { result: found, translated };
  }
  const corrected = await correctSearch(locale, term, category);
  if (!corrected) return { result };
  const retry = await ask(corrected);
  return retry.ok && retry.data.totalCount > 0 ? { result: retry, corrected } : { result };
}
