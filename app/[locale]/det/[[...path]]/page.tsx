import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getProduct, slugSchema } from '@/lib/backend/catalogue';
import { productHref } from '@/lib/routes';
import { loadSinglePage } from '@/components/content/single-page';
import { ContentUnavailable } from '@/components/content/content-unavailable';

/**
 * `/det/{slug}` (decisions.md): the product with that slug, else the content page with that slug,
 * else the 404 page. Both move permanently to their one canonical address.
 */
export default async function DetPage({ params }: PageProps<'/[locale]/det/[[...path]]'>) {
  const { locale, path } = await params;
  setRequestLocale(locale);
  const slug = path?.at(-1);
  if (!slug || !slugSchema.safeParse(slug).success) notFound();
  const product = await getProduct(locale, slug);
  if (product.ok) permanentRedirect(productHref(product.data.redirectTo ?? slug));
  const content = await loadSinglePage(locale, slug);
  if (content.kind !== 'missing' && content.kind !== 'unavailable') permanentRedirect(`/pages/single/${slug}`);
  if (product.error.kind !== 'not-found' || content.kind === 'unavailable') return <ContentUnavailable />;
  notFound();
}
