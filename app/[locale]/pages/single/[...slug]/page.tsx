import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadSinglePage } from '@/components/content/single-page';
import { ContentBody, ContentPage } from '@/components/content/content-page';
import { PageHeader } from '@/components/content/page-header';
import { BlogPost } from '@/components/content/blog-post';
import { BlogLayout } from '@/components/content/blog-layout';
import { BlogSidebar } from '@/components/content/blog-sidebar';
import { FaqList } from '@/components/content/faq-list';
import { StoreList } from '@/components/content/store-list';
import { ContentUnavailable } from '@/components/content/content-unavailable';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { JsonLd } from '@/components/ui/json-ld';
import { getBlogMeta } from '@/lib/backend/content';
import { absoluteUrl, articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';
import { siteUrl } from '@/lib/site-url';

type Props = PageProps<'/[locale]/pages/single/[...slug]'>;

/** None ahead of time: each page is rendered on its first visit, then served from the cache. */
export function generateStaticParams(): Array<{ slug: string[] }> {
  return [];
}

function slugOf(slug: string[]): string | null {
  return slug.length === 1 && slug[0] ? slug[0] : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const one = slugOf(slug);
  const single = one ? await loadSinglePage(locale, one) : { kind: 'missing' as const };
  const t = await getTranslations({ locale, namespace: 'ContentPages' });
  const canonical = one ? `/pages/single/${one}` : undefined;
  switch (single.kind) {
    case 'faq':
      return { title: t('faqTitle'), description: t('faqLead'), alternates: { canonical } };
    case 'stores':
      return { title: t('storesTitle'), description: t('storesLead'), alternates: { canonical } };
    case 'page':
      return { title: single.page.title, description: single.page.intro || undefined, alternates: { canonical } };
    case 'post':
      return {
        title: single.post.title,
        description: single.post.blog_intro || undefined,
        alternates: { canonical },
        openGraph: { type: 'article', title: single.post.title, publishedTime: single.post.published_on || undefined, images: single.post.cover_image ? [single.post.cover_image] : undefined },
      };
    default:
      return { title: t('unavailableTitle') };
  }
}

/** `/pages/single/{slug}`: the FAQ, the stores, a CMS page or a blog post (decisions.md). */
export default async function SinglePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const one = slugOf(slug);
  if (!one) notFound();
  const single = await loadSinglePage(locale, one);
  const t = await getTranslations('ContentPages');
  const home = { label: t('home'), href: '/' };

  switch (single.kind) {
    case 'missing':
      return notFound();
    case 'unavailable':
      return <ContentUnavailable />;
    case 'page':
      return <ContentPage page={single.page} locale={locale} />;
    case 'faq':
      return (
        <>
          <PageHeader crumbs={[home, { label: t('faqTitle') }]} title={t('faqTitle')} lead={t('faqLead')} />
          <ContentBody>
            <FaqList entries={single.entries} />
          </ContentBody>
        </>
      );
    case 'stores':
      return (
        <>
          <PageHeader crumbs={[home, { label: t('storesTitle') }]} title={t('storesTitle')} lead={t('storesLead')} />
          <ContentBody>
            <StoreList stores={single.stores} />
          </ContentBody>
        </>
      );
    case 'post': {
      const meta = await getBlogMeta(locale);
      const blog = await getTranslations('Blog');
      const base = siteUrl();
      const url = `${base}/pages/single/${single.post.route}`;
      return (
        <>
          <JsonLd
            data={articleJsonLd({
              title: single.post.title,
              description: single.post.blog_intro,
              url,
              image: absoluteUrl(single.post.cover_image, base),
              author: single.post.blogger,
              published: single.post.published_on,
              publisher: 'Bottega',
            })}
          />
          <JsonLd
            data={breadcrumbJsonLd([
              { name: home.label, url: `${base}/` },
              { name: blog('title'), url: `${base}/pages/blog` },
              { name: single.post.title },
            ])}
          />
          <div className="container">
            <Breadcrumb items={[home, { label: blog('title'), href: '/pages/blog' }, { label: single.post.title }]} />
          </div>
          <BlogLayout sidebar={meta.ok ? <BlogSidebar meta={meta.data} locale={locale} /> : null}>
            <BlogPost post={single.post} locale={locale} />
          </BlogLayout>
        </>
      );
    }
  }
}
