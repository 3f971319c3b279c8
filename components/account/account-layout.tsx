import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { AuthSync } from './auth-sync';
import { LogoutButton } from './logout-button';
import type { Shopper } from '@/lib/domain/shopper';
import styles from './account-layout.module.css';

export type AccountSection = 'dashboard' | 'orders' | 'downloads' | 'addresses' | 'details' | 'wishlist';

const SECTIONS: Array<{ key: AccountSection; href: string }> = [
  { key: 'dashboard', href: '/pages/account' },
  { key: 'orders', href: '/pages/orders' },
  { key: 'downloads', href: '/pages/account/downloads' },
  { key: 'addresses', href: '/pages/address' },
  { key: 'details', href: '/pages/profile' },
  { key: 'wishlist', href: '/pages/wishlist' },
];

/**
 * My account's frame (dashboard, orders, downloads, addresses, account details): the
 * section menu beside the content on wide screens, above it on phones. The header's name is
 * refreshed from the user the page has just read.
 */
export async function AccountLayout({
  section,
  title,
  user,
  crumbs = [],
  actions,
  children,
}: {
  section: AccountSection;
  title: string;
  user: Shopper | null;
  crumbs?: Array<{ label: string; href?: string }>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations('AccountPages');
  const common = await getTranslations('Common');
  const pages = await getTranslations('Pages');
  const account = await getTranslations('Account');
  const trail = [
    { label: common('home'), href: '/' },
    ...(section === 'dashboard' && crumbs.length === 0
      ? [{ label: pages('account') }]
      : [{ label: pages('account'), href: '/pages/account' }, ...crumbs]),
  ];
  return (
    <div className="container">
      {user && <AuthSync user={user} />}
      <Breadcrumb items={trail} />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('navLabel')}>
          <ul className={styles.navList}>
            {SECTIONS.map((s) => (
              <li key={s.key}>
                <Link href={s.href} className={styles.navLink} aria-current={s.key === section ? 'page' : undefined}>
                  {t(`nav.${s.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <LogoutButton
                className={styles.navLogout}
                texts={{
                  logout: account('logout'),
                  signedOut: account('signedOut'),
                  unavailable: account('unavailable'),
                }}
              />
            </li>
          </ul>
        </nav>
        <div className={styles.content}>
          <div className={styles.head}>
            <h1 className={styles.title}>{title}</h1>
            {actions}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
