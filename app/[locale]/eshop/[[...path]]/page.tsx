import { permanentRedirect } from 'next/navigation';

/** Legacy `/eshop/*` moved permanently under `/det/*` (docs/decisions.md). The proxy answers first; this is the fallback. */
export default async function LegacyEshopPage({ params }: PageProps<'/[locale]/eshop/[[...path]]'>) {
  const { path } = await params;
  permanentRedirect(`/det/${(path ?? []).map(encodeURIComponent).join('/')}`);
}
