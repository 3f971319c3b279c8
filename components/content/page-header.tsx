import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import styles from './page-header.module.css';

/** The top of a content page: breadcrumb, title and an optional lead paragraph; `lang` marks back-end text. */
export function PageHeader({
  crumbs,
  title,
  lead,
  lang,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: string;
  lang?: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1 className={styles.title} lang={lang}>
          {title}
        </h1>
        {lead && (
          <p className={styles.lead} lang={lang}>
            {lead}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
