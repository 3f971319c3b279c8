import type { ReactNode } from 'react';
import styles from './contact-layout.module.css';

/** The contact page's two columns: the form, and the ways to reach us beside it (below on phones). */
export function ContactLayout({ form, details }: { form: ReactNode; details: ReactNode }) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.form}>{form}</div>
      {details}
    </div>
  );
}
