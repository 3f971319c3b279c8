import type { ReactNode } from 'react';
import styles from './blog-layout.module.css';

/** The blog's two columns: content, then the sidebar (below it on phones). */
export function BlogLayout({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <div className={`container ${styles.layout} ${sidebar ? '' : styles.single}`}>
      <div className={styles.main}>{children}</div>
      {sidebar}
    </div>
  );
}
