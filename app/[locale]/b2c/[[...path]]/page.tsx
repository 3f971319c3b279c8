import { permanentRedirect } from 'next/navigation';

/** Legacy `/b2c/*` moved permanently under `/det/*` (docs/decisions.md). The proxy answers first; this is the fallback. */
export default async function LegacyB2cPage({ params }: PageProps<'/[locale]/b2c/[[...path]]'>) {
  const { path } = await params;
  permanentRedirect(`/det/${(path ?? []).map(encodeURIComponent).join('/')}`);
}
