import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getProduct, slugSchema } from '@/lib/backend/catalogue';
import { productHref } from '@/lib/routes';
import { loadSinglePage } from '@/lib/content/single-page';
import { Unavailable } from '@/components/ui/unavailable';

/**
 * Each old address is rendered whole on its first visit and kept, so its redirect is answered with
 * its own status (308), never streamed into a shell already sent as 200. Next needs one address to
 * check the route at build time: the bare `/det`, a 404. Made-up addresses never get here: the
 * proxy asks the back-end first (lib/routing/missing-address.ts).
 */
export function generateStaticParams() {
  return [{ path: [] }];
}

/**
 * `/det/{rest}` (docs/decisions.md): the old storefront's product address, the back-end's slug itself
 * (`det/<name>-<sku>`). The product with that slug, else the content page named `{rest}`, else the
 * 404 page. Both move permanently to their one canonical address.
 */
export default async function DetPage({ params }: PageProps<'/[locale]/det/[[...path]]'>) {
  const { locale, path } = await params;
  setRequestLocale(locale);
  const rest = path?.length === 1 ? path[0]! : null;
  const slug = rest === null ? null : `det/${rest}`;
  if (rest === null || slug === null || !slugSchema.safeParse(slug).success) notFound();
  const product = await getProduct(locale, slug);
  if (product.ok) permanentRedirect(productHref(product.data.redirectTo ?? slug));
  const content = await loadSinglePage(locale, rest);
  if (content.kind !== 'missing' && content.kind !== 'unavailable') permanentRedirect(`/pages/single/${rest}`);
  if (product.error.kind !== 'not-found' || content.kind === 'unavailable')
    return <Unavailable texts="content" whole />;
  notFound();
}
