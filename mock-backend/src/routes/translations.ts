/**
 * Frappe's stock Translation DocType (frappe/core/doctype/translation):
 *   GET /api/resource/Translation → {data: [{name, language, source_text, translated_text, context, …}]}
 * with the list arguments every resource takes (fields, filters, order_by, limit_page_length).
 * Rows: the shop's search glossary (context "search"), seeded from the one the storefront ships
 * (lib/search/glossary), and the shop owner's names for categories and filters
 * (catalogue/label-translations.ts). Out of the box only System Manager reads the DocType: the
 * site condition `no-translation-roles` is an API user without it (403 PermissionError).
 */
import { createHash } from 'node:crypto';
import type { MockModule } from '../context';
import { resource, type Row } from '../frappe';
import { siteHas } from '../site';
import { labelTranslations } from '../catalogue/label-translations';
import en from '../../../lib/search/glossary/en.json';
import sk from '../../../lib/search/glossary/sk.json';

const MODIFIED = '2025-03-04 09:30:00.000000';

/** Frappe names Translation rows by a random hash (autoname "hash"); here one derived from the row. */
const hashName = (...parts: string[]) => createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 10);

function row(language: string, source: string, translated: string, context: string, idx: number): Row {
  return {
    name: hashName(language, source, translated, context),
    owner: 'Administrator',
    creation: MODIFIED,
    modified: MODIFIED,
    modified_by: 'Administrator',
    docstatus: 0,
    idx,
    contributed: 0,
    language,
    source_text: source,
    context,
    translated_text: translated,
    contribution_status: '',
    contribution_docname: null,
  };
}

let rows: Row[] | null = null;

function translationRows(): Row[] {
  if (rows) return rows;
  const out: Row[] = [];
  for (const [language, words] of [
    ['en', en],
    ['sk', sk],
  ] as const)
    for (const [translated, source] of Object.entries(words))
      out.push(row(language, source, translated, 'search', out.length));
  for (const l of labelTranslations())
    out.push(row(l.language, l.source_text, l.translated_text, l.context, out.length));
  rows = out;
  return rows;
}

export const translationsModule: MockModule = {
  name: 'translations',
  register(app) {
    resource(app, 'Translation', {
      list: () => translationRows(),
      forbidden: (c) => siteHas(c, 'no-translation-roles'),
    });
  },
};
