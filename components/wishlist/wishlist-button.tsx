'use client';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import styles from './wishlist-toggle.module.css';

export interface WishlistToggleProps {
  sku: string;
  name: string;
  /** The product page's button with its words ("Add to wishlist" / "In your wishlist"); else the card's heart. */
  labelled?: boolean;
}

/** How the wishlist toggle looks, signed in or not: pressed when the product is on the list. */
export function WishlistButton({
  name,
  labelled = false,
  saved,
  busy,
  onClick,
}: WishlistToggleProps & { saved: boolean; busy: boolean; onClick?: () => void }) {
  const t = useTranslations('ProductActions');
  return (
    <button
      type="button"
      className={labelled ? styles.labelled : styles.heart}
      aria-pressed={saved}
      aria-label={labelled ? undefined : t('cardWishlist', { name })}
      aria-busy={busy || undefined}
      data-saved={saved || undefined}
      // Without an action yet (the signed-in toggle still loading) a click would be lost.
      disabled={!onClick}
      onClick={onClick}
    >
      <Icon name="heart" size={20} />
      {labelled && <span>{saved ? t('wishlistSaved') : t('wishlistAdd')}</span>}
    </button>
  );
}
