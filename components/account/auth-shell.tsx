import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import styles from './auth-shell.module.css';

export type AuthTab = 'login' | 'register';

/**
 * The frame of the sign-in, register and password pages: breadcrumb, a card with the two tabs
 * (sign in / register, keeping `next`), the form, and a reassuring line under it.
 */
export async function AuthShell({
  title,
  crumb,
  tab,
  next,
  intro,
  children,
}: {
  title: string;
  crumb: string;
  tab?: AuthTab;
  next?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations('Account');
  const common = await getTranslations('Common');
  const query = next ? { next } : undefined;
  return (
    <div className="container">
      <Breadcrumb items={[{ label: common('home'), href: '/' }, { label: crumb }]} />
      <section className={styles.card} aria-labelledby="auth-title">
        {tab && (
          <nav className={styles.tabs} aria-label={t('authTabs')}>
            <Link
              href={{ pathname: '/pages/login', query }}
              className={styles.tab}
              aria-current={tab === 'login' ? 'page' : undefined}
            >
              {t('signInTab')}
            </Link>
            <Link
              href={{ pathname: '/pages/register', query }}
              className={styles.tab}
              aria-current={tab === 'register' ? 'page' : undefined}
            >
              {t('registerTab')}
            </Link>
          </nav>
        )}
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </section>
      <p className={styles.privacy}>{t('privacyNote')}</p>
    </div>
  );
}
