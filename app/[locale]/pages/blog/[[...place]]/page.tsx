import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { blogHref, parseBlogPlace } from '@/lib/blog/params';
import { listSubject, loadBlogExtras } from '@/lib/blog/blog-data';
import { blogPagePosts } from '@/lib/blog/page-posts';
import { unescaped } from '@/lib/domain/unescaped';
import { PageHeader } from '@/components/content/page-header';
import { BlogList } from '@/components/blog/blog-list';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { BlogLayout } from '@/components/blog/blog-layout';

type Props = PageProps<'/[locale]/pages/blog/[[...place]]'>;

/** The list a path names. Next gives a page its params escaped (`category%3Dgarden`). */
const listOf = (place: string[] = []) => parseBlogPlace(place.map((part) => unescaped(part) ?? '%'));

/** The blog's first page is built ahead; a category, a tag or a further page on its first visit. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale, place: [] }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, place } = await params;
  const list = listOf(place);
  if (!list) return {};
  const t = await getTranslations({ locale, namespace: 'Blog' });
  // Each list is its own canonical address, so each has its own title: "Giardino – Blog – Page 2".
  const subject = list.category || list.tag ? listSubject(await loadBlogExtras(), list) : null;
  const page = list.page > 1 ? t('pageNumber', { page: list.page }) : null;
  const title = [subject, t('title'), page].filter(Boolean).join(' – ');
  return { title, description: t('lead'), alternates: { canonical: blogHref(list) } };
}

/**
 * `/pages/blog`, `/pages/blog/category=garden/page=2`: published posts by category or tag, a page
 * at a time, with the sidebar. It reads only its path, so each list is rendered once and then
 * served whole (lib/blog/params.ts); a list the blog lacks never gets here (the proxy's 404).
 */
export default async function BlogPage({ params }: Props) {
  const { locale, place } = await params;
  setRequestLocale(locale);
  const list = listOf(place);
  if (!list) notFound();
  const t = await getTranslations('Blog');
  const extras = await loadBlogExtras();
  const [posts, total] = await blogPagePosts(list, extras);

  return (
    <>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: t('title') }]}
        title={t('title')}
        lead={t('lead')}
      />
      <BlogLayout sidebar={<BlogSidebar extras={extras} params={list} locale={locale} />}>
        <BlogList posts={posts} total={total.ok ? total.data : null} params={list} extras={extras} locale={locale} />
      </BlogLayout>
    </>
  );
}
