import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * `generateMetadata` of a page whose title is one text (`Namespace.key`), in the address's locale,
 * with what else the page declares (`robots`, `alternates`).
 */
export function titledPage(text: `${string}.${string}`, more: Metadata = {}) {
  const [namespace, ...key] = text.split('.');
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return { ...more, title: t(key.join('.')) };
  };
}

/**
 * `generateMetadata` of a page search engines list at one address (`canonical`): its title and
 * description, two texts of `namespace`.
 */
export function describedPage(namespace: string, canonical: string, keys = { title: 'title', lead: 'lead' }) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return { title: t(keys.title), description: t(keys.lead), alternates: { canonical } };
  };
}
