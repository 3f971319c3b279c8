import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadSinglePage } from '@/lib/content/single-page';
import { ContentBody, ContentPage } from '@/components/content/content-page';
import { PageHeader } from '@/components/content/page-header';
import { BlogPostPage } from '@/components/blog/blog-post-page';
import { FaqList } from '@/components/content/faq-list';
import { ConsumerRights } from '@/components/legal/consumer-rights';
import { FaqUnreadable } from '@/components/content/faq-unreadable';
import { StoreList } from '@/components/contact/store-list';
import { Unavailable } from '@/components/ui/unavailable';

type Props = PageProps<'/[locale]/pages/single/[...slug]'>;

/**
 * No page is built ahead: each is rendered on its first visit against the back-end the shop runs
 * with (the build's may not have the same pages, or may let the FAQ be read where this one does
 * not), then served from the cache. Next needs one address to check the route at build time: a
 * page no back-end has, never reachable (the proxy sends made-up content addresses to the 404
 * screen, lib/routing/page-exists.ts).
 */
export function generateStaticParams(): Array<{ slug: string[] }> {
  return [{ slug: ['built-ahead-for-the-check-only'] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const path = slug.join('/');
  const single = await loadSinglePage(locale, path);
  const t = await getTranslations({ locale, namespace: 'ContentPages' });
  const canonical = `/pages/single/${path}`;
  switch (single.kind) {
    case 'faq':
    case 'faq-unreadable':
      return { title: t('faqTitle'), description: t('faqLead'), alternates: { canonical } };
    case 'stores':
    case 'stores-page':
      return { title: t('storesTitle'), description: t('storesLead'), alternates: { canonical } };
    case 'page':
      return { title: single.page.title, description: single.page.description || undefined, alternates: { canonical } };
    case 'post':
      return {
        title: single.post.title,
        description: single.post.description || undefined,
        alternates: { canonical },
        openGraph: {
          type: 'article',
          title: single.post.title,
          publishedTime: single.post.publishedOn || undefined,
          images: single.post.cover ? [single.post.cover] : undefined,
        },
      };
    default:
      return { title: (await getTranslations({ locale, namespace: 'Unavailable' }))('content.title') };
  }
}

/** The terms of sale's page, under which the shop adds the consumer's rights (components/legal). */
const TERMS_PAGE = 'terms-and-conditions';

/** `/pages/single/…`: a blog post, the FAQ, the stores or a CMS page (docs/decisions.md). */
export default async function SinglePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const single = await loadSinglePage(locale, slug.join('/'));
  const t = await getTranslations('ContentPages');
  const home = { label: t('home'), href: '/' };

  switch (single.kind) {
    case 'missing':
      return notFound();
    case 'moved':
      return permanentRedirect(single.href);
    case 'unavailable':
      return <Unavailable texts="content" whole />;
    case 'page':
      return (
        <ContentPage page={single.page} locale={locale}>
          {/* The shop's own duties to inform, whatever the back-end's terms say. */}
          {slug.join('/') === TERMS_PAGE && <ConsumerRights />}
        </ContentPage>
      );
    case 'stores-page':
      return <ContentPage page={single.page} locale={locale} title={t('storesTitle')} />;
    case 'post':
      return <BlogPostPage post={single.post} locale={locale} />;
    case 'faq':
    case 'faq-unreadable':
      return (
        <>
          <PageHeader crumbs={[home, { label: t('faqTitle') }]} title={t('faqTitle')} lead={t('faqLead')} />
          <ContentBody>
            {single.kind === 'faq' ? <FaqList entries={single.entries} locale={locale} /> : <FaqUnreadable />}
          </ContentBody>
        </>
      );
    case 'stores':
      return (
        <>
          <PageHeader crumbs={[home, { label: t('storesTitle') }]} title={t('storesTitle')} lead={t('storesLead')} />
          <ContentBody>
            <StoreList stores={single.stores} locale={locale} />
          </ContentBody>
        </>
      );
  }
}
