/**
 * Back-end labels (menu entries, category names, filter names) in the shopper's language where
 * the shop owner translated them, in the catalogue's language otherwise, each with the `lang` it
 * is written in (docs/backend/catalogue.md "Translations"). Only what is shown
 * changes: links and filters keep the back-end's own values. Pure.
 */
import { foldText } from './glossary';
import type { MenuNode } from './menu-tree';

/** The catalogue's label, folded (glossary.ts) → the shopper's. */
export type LabelTranslations = ReadonlyMap<string, string>;

export interface ShownLabel {
  text: string;
  /** The label's language when the page's may differ: the shopper's for a translation, else the catalogue's. */
  lang?: string;
}

/**
 * How a back-end label is shown on a page in `locale`: its translation, marked with the
 * shopper's language, or itself, marked with `catalogueLang` (undefined when the page speaks it).
 */
export function shownLabel(
  translations: LabelTranslations,
  text: string,
  locale: string,
  catalogueLang: string | undefined,
): ShownLabel {
  const translated = catalogueLang ? translations.get(foldText(text)) : undefined;
  return translated ? { text: translated, lang: locale } : { text, lang: catalogueLang };
}

/** The menu tree with every entry's label shown by `show`, each marked with its language. */
export function labelledMenu(nodes: readonly MenuNode[], show: (text: string) => ShownLabel): MenuNode[] {
  return nodes.map((node) => {
    const { text, lang } = show(node.label);
    return { ...node, label: text, lang, children: labelledMenu(node.children, show) };
  });
}
