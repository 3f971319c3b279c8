import 'server-only';
import { shelf } from '@/lib/cache/shelves';
import { call } from './call';
import { translationsSchema } from './schemas/translation';

/** Enough for the shop's glossary and labels (a few hundred rows per language), and a bound. */
const MAX_ROWS = 5000;

/**
 * The shop owner's translations into one language, from Frappe's stock Translation DocType
 * (docs/backend/catalogue.md "Translations"): the glossary that puts a shopper's search words in
 * the catalogue's language, and the shopper's names for menu entries, categories and filters.
 * Public and the same for everyone: kept like the menu, on its own shelf. Newest first, so the
 * first row says when the list last changed. The DocType is readable by System Manager only out
 * of the box; a token whose user cannot read it gets 403, which call() remembers, and the shop
 * falls back to the glossary it ships.
 */
export function getShopTranslations(language: string) {
  return call({
    path: 'resource:Translation',
    params: {
      fields: ['name', 'source_text', 'translated_text', 'context', 'modified'],
      filters: [['language', '=', language]],
      order_by: 'modified desc',
      limit_page_length: MAX_ROWS,
    },
    schema: translationsSchema,
    cache: shelf('translations'),
  });
}
