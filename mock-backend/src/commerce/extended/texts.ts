import type { Lang } from '../../context';

/** A message in the shopper's language, its English and Italian texts side by side. */
export const t = (lang: Lang, en: string, it: string) => (lang === 'it' ? it : en);
