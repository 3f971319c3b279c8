'use client';
import type { MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useAuth } from '@/stores/auth';
import { useUi } from '@/stores/ui';
import { Icon } from '@/components/ui/icon';
import styles from './account-links.module.css';

// The login popup's code loads only when an anonymous shopper opens it.
const LoginModal = dynamic(() => import('@/components/account/login-modal').then((m) => m.LoginModal), { ssr: false });
const LOGIN_MODAL = 'login';

/**
 * Signed in → /pages/account with first and last name; anonymous → "Sign In / Register".
 * In the header the name folds into the icon on narrow screens; `variant="text"` (the mobile menu)
 * always shows it.
 */
export function UserLink({ variant = 'icon' }: { variant?: 'icon' | 'text' }) {
  const t = useTranslations('Header');
  const user = useAuth((s) => s.user);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : null;
  const modalOpen = useUi((s) => s.modal === LOGIN_MODAL);
  const openModal = useUi((s) => s.openModal);
  const closeAll = useUi((s) => s.closeAll);
  // Anonymous, the link opens the 525 px login popup; a new-tab click still opens the page.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (user || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openModal(LOGIN_MODAL);
  };
  return (
    <>
      <Link
        href={user ? '/pages/account' : '/pages/login'}
        className={variant === 'text' ? `${styles.user} ${styles.withText}` : styles.user}
        onClick={onClick}
        aria-haspopup={user ? undefined : 'dialog'}
        aria-label={name ?? t('signIn')}
      >
        <Icon name="user" size={22} />
        <span className={styles.userText}>{name ?? t('signIn')}</span>
      </Link>
      {modalOpen && !user && <LoginModal onClose={closeAll} />}
    </>
  );
}

/** The wishlist link goes to the wishlist's listing (the spec's /shop?wishlist=true) when logged in, else to /pages/login. */
export function WishlistLink({ variant }: { variant: 'icon' | 'text' }) {
  const t = useTranslations('Header');
  const user = useAuth((s) => s.user);
  const href = user ? '/shop/wishlist=true' : '/pages/login';
  if (variant === 'text') {
    return (
      <Link href={href} className={styles.textLink}>
        {t('wishlist')}
      </Link>
    );
  }
  return (
    <Link href={href} className={styles.iconLink} aria-label={t('wishlist')}>
      <Icon name="heart" size={22} />
    </Link>
  );
}
