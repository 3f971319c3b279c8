import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import styles from './home-section.module.css';

/** A home page section: its heading, an optional "view all" link, then its content. */
export function HomeSection({
  id,
  title,
  subtitle,
  more,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  subtitle?: string;
  more?: { href: string; label: string };
  children: ReactNode;
  tone?: 'plain' | 'sunken';
}) {
  return (
    <section className={`${styles.section} ${tone === 'sunken' ? styles.sunken : ''}`} aria-labelledby={id}>
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {more && (
            <Link href={more.href} className={styles.more}>
              {more.label}
              <Icon name="chevron-right" size={16} />
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
