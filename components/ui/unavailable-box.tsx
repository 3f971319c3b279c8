import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './unavailable.module.css';

/**
 * The one markup of the shop's "cannot show this right now" message (docs/decisions.md, "the
 * unavailable message"), without words of its own: `Unavailable` words it for a back-end that
 * cannot answer, `TextsFailed` for an island whose texts could not be read. They are two modules
 * because each reads its own namespace, which the provider around it must send
 * (tests/i18n/client-namespaces.test.ts). A whole page's message is its h1, a part's an h2.
 */
export function UnavailableBox({
  title,
  text,
  whole = false,
  role,
  children,
}: {
  title: string;
  text: string;
  whole?: boolean;
  role?: 'status' | 'alert';
  /** The ways on: links or a button, the first the main one. */
  children: ReactNode;
}) {
  const Title = whole ? 'h1' : 'h2';
  return (
    <section className={whole ? `container ${styles.box}` : styles.box} role={role}>
      <span className={styles.icon}>
        <Icon name="alert-triangle" size={28} />
      </span>
      <Title className={styles.title}>{title}</Title>
      <p className={styles.text}>{text}</p>
      <div className={styles.ways}>{children}</div>
    </section>
  );
}
