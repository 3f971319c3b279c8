import { z } from 'zod';
import { lenientArray, text } from './common';

/**
 * A row of Frappe's stock Translation DocType (frappe/core/doctype/translation): `source_text` in
 * the catalogue's language, `translated_text` in `language`, and a free `context`. Frappe
 * sanitises `translated_text` as HTML on save, so a plain word stays plain. A row without either
 * text is dropped, not the list.
 */
const translationSchema = z.object({
  name: z.string(),
  source_text: z.string().trim().min(1),
  translated_text: z.string().trim().min(1),
  context: text,
  modified: text,
});
export type TranslationRow = z.infer<typeof translationSchema>;

export const translationsSchema = lenientArray(translationSchema);
