import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './listing-states.module.css';

/**
 * Nothing matched. Offers what most often helps: removing the filters, or searching for
 * everything; past the last page, a link back to it.
 */
export function ListingEmpty({
  clearHref,
  searchTerm,
  lastPageHref,
  wishlist = false,
}: {
  clearHref: string | null;
  searchTerm: string;
  lastPageHref: string | null;
  wishlist?: boolean;
}) {
  const t = useTranslations('ListingPage');
  if (wishlist && !lastPageHref) {
    // docs/decisions.md: "Your wishlist is empty." with a Go Shop button.
    return (
      <div className={styles.state}>
        <span className={styles.icon}>
          <Icon name="heart" size={28} />
        </span>
        <h2 className={styles.title}>{t('emptyWishlistTitle')}</h2>
        <p className={styles.text}>{t('emptyWishlistText')}</p>
        <div className={styles.actions}>
          <Link href="/shop" className={buttonClass('primary')}>
            {t('emptyWishlistAction')}
          </Link>
        </div>
      </div>
    );
  }
  if (lastPageHref) {
    return (
      <div className={styles.state}>
        <span className={styles.icon}>
          <Icon name="search" size={28} />
        </span>
        <h2 className={styles.title}>{t('pastEndTitle')}</h2>
        <p className={styles.text}>{t('pastEndText')}</p>
        <div className={styles.actions}>
          <Link href={lastPageHref} className={buttonClass('primary')}>
            {t('pastEndAction')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <span className={styles.icon}>
        <Icon name="search" size={28} />
      </span>
      <h2 className={styles.title}>{searchTerm ? t('emptySearchTitle', { term: searchTerm }) : t('emptyTitle')}</h2>
      <p className={styles.text}>{clearHref ? t('emptyTextFiltered') : t('emptyText')}</p>
      <ul className={styles.tips}>
        {searchTerm && <li>{t('emptyTipSpelling')}</li>}
        <li>{t('emptyTipGeneral')}</li>
      </ul>
      <div className={styles.actions}>
        {clearHref && (
          <Link href={clearHref} className={buttonClass('primary')}>
            {t('emptyClear')}
          </Link>
        )}
        <Link href="/shop" className={buttonClass(clearHref ? 'secondary' : 'primary')}>
          {t('emptyAll')}
        </Link>
      </div>
    </div>
  );
}
