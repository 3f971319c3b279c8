'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { selectCount, useCart } from '@/stores/cart';
import { useAuth } from '@/stores/auth';
import { useUi } from '@/stores/ui';
import { Icon } from '@/components/ui/icon';
import styles from './bottom-bar.module.css';

/** Mobile sticky bottom bar: Home, Categories, Wishlist, Account, Cart with count. */
export function BottomBar() {
  const t = useTranslations('BottomBar');
  const count = useCart(selectCount);
  const user = useAuth((s) => s.user);
  const openDrawer = useUi((s) => s.openDrawer);
  return (
    <nav className={styles.bar} aria-label={t('label')}>
      <Link href="/" className={styles.item}>
        <Icon name="home" size={22} />
        <span>{t('home')}</span>
      </Link>
      <button type="button" className={styles.item} onClick={() => openDrawer('menu')} aria-haspopup="dialog">
        <Icon name="grid" size={22} />
        <span>{t('categories')}</span>
      </button>
      <Link href={user ? '/pages/wishlist' : '/pages/login'} className={styles.item}>
        <Icon name="heart" size={22} />
        <span>{t('wishlist')}</span>
      </Link>
      <Link href={user ? '/pages/account' : '/pages/login'} className={styles.item}>
        <Icon name="user" size={22} />
        <span>{t('account')}</span>
      </Link>
      <Link href="/pages/cart" className={styles.item}>
        <span className={styles.cartIcon}>
          <Icon name="cart" size={22} />
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        </span>
        <span>
          {t('cart')}
          <span className="visually-hidden"> ({t('count', { count })})</span>
        </span>
      </Link>
    </nav>
  );
}
