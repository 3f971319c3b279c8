import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ContentPage as ContentPageData } from '@/lib/backend/schemas/content';
import { formatDate } from '@/lib/format';
import { sanitizeRichText } from '@/lib/sanitize';
import { PageHeader } from './page-header';
import styles from './content-page.module.css';
import prose from './prose.module.css';

/** A static page from the back-end's CMS (shipping, returns, privacy, terms …). */
export async function ContentPage({ page, locale }: { page: ContentPageData; locale: string }) {
  const t = await getTranslations('ContentPages');
  const updated = page.modified ? formatDate(locale, page.modified, { dateStyle: 'long' }) : '';
  return (
    <>
      <PageHeader crumbs={[{ label: t('home'), href: '/' }, { label: page.title }]} title={page.title} lead={page.intro || undefined} />
      <ContentBody>
        <div className={prose.prose} dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.content) }} />
        {updated && <p className={styles.updated}>{t('updated', { date: updated })}</p>}
      </ContentBody>
    </>
  );
}

/** The padded body under a content page's header. */
export function ContentBody({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.body}`}>{children}</div>;
}
