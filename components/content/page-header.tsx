import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import styles from './page-header.module.css';

/** The top of a content page: breadcrumb, title and an optional lead paragraph. */
export function PageHeader({ crumbs, title, lead, children }: { crumbs: Crumb[]; title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
