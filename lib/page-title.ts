import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * `generateMetadata` from texts of one namespace, in the address's locale: the title (and the
 * description, when its key is given), with what else the page declares (`robots`, `alternates`).
 */
function fromTexts(namespace: string, keys: { title: string; description?: string }, more: Metadata) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    // Each page names its texts as data, which next-intl's typed keys cannot follow: read by path.
    const text = (await getTranslations({ locale })) as unknown as (path: string) => string;
    const t = (key: string) => text(`${namespace}.${key}`);
    return { ...more, title: t(keys.title), ...(keys.description ? { description: t(keys.description) } : {}) };
  };
}

/** A page whose title is one text (`Namespace.key`). */
export function titledPage(text: `${string}.${string}`, more: Metadata = {}) {
  const [namespace, ...key] = text.split('.');
  return fromTexts(namespace!, { title: key.join('.') }, more);
}

/** A page search engines list at one address (`canonical`): its title and description, two texts of `namespace`. */
export function describedPage(namespace: string, canonical: string, keys = { title: 'title', description: 'lead' }) {
  return fromTexts(namespace, keys, { alternates: { canonical } });
}
