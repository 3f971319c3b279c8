import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { WebPage } from '@/lib/backend/schemas/content';
import { contentLang } from '@/lib/content-lang';
import { formatDate } from '@/lib/format';
import { bodyHtml } from '@/lib/content/body-html';
import { PageHeader } from './page-header';
import styles from './content-page.module.css';
import prose from './prose.module.css';

/**
 * A CMS web page (about us, where we are, shipping, returns …). The body is the back-end's HTML,
 * sanitised: its own breadcrumbs and scripts are dropped, the shop's header stands in for them.
 * `title` replaces the page's own where the shop names the page itself (the stores page).
 */
export async function ContentPage({
  page,
  locale,
  title,
  children,
}: {
  page: WebPage;
  locale: string;
  title?: string;
  children?: ReactNode;
}) {
  const t = await getTranslations('ContentPages');
  const updated = page.modified ? formatDate(locale, page.modified, { dateStyle: 'long' }) : '';
  const heading = title ?? page.title;
  const lang = contentLang(locale);
  return (
    <>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: heading }]}
        title={heading}
        lead={title ? undefined : page.description || undefined}
        lang={title ? undefined : lang}
      />
      <ContentBody>
        <div className={prose.prose} lang={lang} dangerouslySetInnerHTML={{ __html: bodyHtml(page.body) }} />
        {children}
        {updated && <p className={styles.updated}>{t('updated', { date: updated })}</p>}
      </ContentBody>
    </>
  );
}

/** The padded body under a content page's header. */
export function ContentBody({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.body}`}>{children}</div>;
}
