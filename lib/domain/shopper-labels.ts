/**
 * Back-end labels (menu entries, category names, filter names) in the shopper's language where
 * the shop owner translated them, in the catalogue's language otherwise, the latter marked with
 * the `lang` it is written in (docs/backend/catalogue.md "Translations"). Only what is shown
 * changes: links and filters keep the back-end's own values. Pure.
 */
import { foldText } from './glossary';
import type { MenuNode } from './menu-tree';

/** The catalogue's label, folded (glossary.ts) → the shopper's. */
export type LabelTranslations = ReadonlyMap<string, string>;

export interface ShownLabel {
  text: string;
  /** The catalogue's language, for a label left untranslated on a page in another; none in the page's own. */
  lang?: string;
}

/**
 * How a back-end label is shown on a page: its translation, in the page's language and
 * so unmarked (a `lang` on each of the menu's entries was 0.2 KB gzip of every page), or itself,
 * marked with `catalogueLang` (undefined when the page speaks it).
 */
export function shownLabel(
  translations: LabelTranslations,
  text: string,
  catalogueLang: string | undefined,
): ShownLabel {
  const translated = catalogueLang ? translations.get(foldText(text)) : undefined;
  return translated ? { text: translated } : { text, lang: catalogueLang };
}

/** The menu tree with every entry's label shown by `show`, marked with its language where not the page's. */
export function labelledMenu(nodes: readonly MenuNode[], show: (text: string) => ShownLabel): MenuNode[] {
  return nodes.map((node) => {
    const { text, lang } = show(node.label);
    return { ...node, label: text, lang, children: labelledMenu(node.children, show) };
  });
}
