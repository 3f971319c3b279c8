import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getContentPage, getStores } from '@/lib/backend/content';
import { AboutPage } from '@/components/content/about-page';
import { ContentUnavailable } from '@/components/content/content-unavailable';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/about-us'>): Promise<Metadata> {
  const { locale } = await params;
  const page = await getContentPage(locale, 'about-us');
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: page.ok ? page.data.title : t('aboutUs'), description: page.ok ? page.data.intro : undefined, alternates: { canonical: '/pages/about-us' } };
}

/** `/pages/about-us` (issue 7): the shop's story from the CMS, and its stores. */
export default async function AboutUsPage({ params }: PageProps<'/[locale]/pages/about-us'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, stores] = await Promise.all([getContentPage(locale, 'about-us'), getStores(locale)]);
  if (!page.ok) return <ContentUnavailable />;
  return <AboutPage page={page.data} stores={stores.ok ? stores.data : []} />;
}
