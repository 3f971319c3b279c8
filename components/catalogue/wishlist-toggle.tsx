'use client';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Icon } from '@/components/ui/icon';
import { useAuth } from '@/stores/auth';
import { useWishlist, useWishlistCodes } from '@/stores/wishlist';
import styles from './wishlist-toggle.module.css';

/**
 * The wishlist toggle, one for the whole shop: the card's heart, or the product page's labelled
 * button ("Add to wishlist" / "In your wishlist"). The wishlist requires login: anonymous shoppers
 * read "To add wishlist, please login". Signed in, it reads the shared wishlist and changes it
 * through the store, which takes the server's list after each change; an expired session or a
 * failure puts it back as it was and tells the shopper why.
 */
export function WishlistToggle({ sku, name, labelled = false }: { sku: string; name: string; labelled?: boolean }) {
  const t = useTranslations('Product');
  const user = useAuth((s) => s.user);
  const { codes } = useWishlistCodes(Boolean(user));
  const saved = Boolean(user) && codes.includes(sku);
  const busy = useWishlist((s) => s.pending.includes(sku));

  async function toggle() {
    if (!user) {
      toast.info(t('cardWishlistLogin'), { toastId: 'wishlist-login' });
      return;
    }
    const outcome = await useWishlist.getState().toggle(sku, saved ? 'remove' : 'add');
    if (outcome === 'added') toast.success(t('cardWishlistAdded', { name }));
    else if (outcome === 'removed') toast.success(t('cardWishlistRemoved', { name }));
    else if (outcome === 'signed-out') toast.info(t('cardWishlistLogin'), { toastId: 'wishlist-login' });
    else toast.error(t('cardWishlistUnavailable'), { toastId: 'wishlist-unavailable' });
  }

  return (
    <button
      type="button"
      className={labelled ? styles.labelled : styles.heart}
      aria-pressed={saved}
      aria-label={labelled ? undefined : t('cardWishlist', { name })}
      aria-busy={busy || undefined}
      data-saved={saved || undefined}
      onClick={toggle}
    >
      <Icon name="heart" size={20} />
      {labelled && <span>{saved ? t('wishlistSaved') : t('wishlistAdd')}</span>}
    </button>
  );
}
