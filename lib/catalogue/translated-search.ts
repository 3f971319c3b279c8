import 'server-only';
import { foldText, translateSearch, type TranslatedSearch } from '@/lib/domain/glossary';
import { shopperWords } from './shopper-words';

export type { TranslatedSearch };

/**
 * A search in the shopper's language put in the catalogue's (lib/domain/glossary.ts), or null:
 * on a page in the catalogue's own language, when no word is known, or when the translation is
 * what was typed. Asked only when the search as typed found nothing; no back-end call of its own
 * beyond the cached Translation list.
 */
export async function translateShopperSearch(locale: string, term: string): Promise<TranslatedSearch | null> {
  const words = await shopperWords(locale);
  if (!words) return null;
  const translated = translateSearch(words.glossary(), term);
  return translated && foldText(translated.term) !== foldText(term) ? translated : null;
}
