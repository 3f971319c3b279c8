import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStores, getWebPage } from '@/lib/backend/content';
import { AboutPage } from '@/components/content/about-page';
import { Unavailable } from '@/components/ui/unavailable';

const ABOUT_US = 'about-us';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/about-us'>): Promise<Metadata> {
  const { locale } = await params;
  const page = await getWebPage(ABOUT_US);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return {
    title: page.ok ? page.data.title : t('aboutUs'),
    description: page.ok ? page.data.description || undefined : undefined,
    alternates: { canonical: '/pages/about-us' },
  };
}

/** `/pages/about-us`: the CMS page `web-page/about-us`, and the stores when the back-end lists them. */
export default async function AboutUsPage({ params }: PageProps<'/[locale]/pages/about-us'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, stores] = await Promise.all([getWebPage(ABOUT_US), getStores()]);
  if (!page.ok) return <Unavailable texts="content" whole />;
  return <AboutPage page={page.data} stores={stores.ok ? stores.data : []} locale={locale} />;
}
