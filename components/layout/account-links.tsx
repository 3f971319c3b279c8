'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useAuth } from '@/stores/auth';
import { Icon } from '@/components/ui/icon';
import styles from './account-links.module.css';

/** Spec §2: logged in → /pages/account with first and last name; anonymous → "Sign In / Register". */
export function UserLink() {
  const t = useTranslations('Header');
  const user = useAuth((s) => s.user);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : null;
  return (
    <Link href={user ? '/pages/account' : '/pages/login'} className={styles.user}>
      <Icon name="user" size={22} />
      <span className={styles.userText}>{name ?? t('signIn')}</span>
    </Link>
  );
}

/** Spec §2: the wishlist link goes to /shop?wishlist=true when logged in, else to /pages/login. */
export function WishlistLink({ variant }: { variant: 'icon' | 'text' }) {
  const t = useTranslations('Header');
  const user = useAuth((s) => s.user);
  const href = user ? { pathname: '/shop', query: { wishlist: 'true' } } : '/pages/login';
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
