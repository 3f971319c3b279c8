'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Icon } from '@/components/ui/icon';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import styles from './wishlist-toggle.module.css';

/**
 * The card's heart (spec §6: the wishlist requires login; anonymous shoppers read "To add
 * wishlist, please login"). Signed in, it reads and changes the wishlist store, which asks
 * `/api/wishlist` and takes the server's list after each change (spec §4). An expired session or
 * a failure puts the heart back as it was and tells the shopper why.
 */
export function WishlistToggle({ sku, name }: { sku: string; name: string }) {
  const t = useTranslations('Product');
  const user = useAuth((s) => s.user);
  const saved = useWishlist((s) => s.codes.includes(sku));
  const busy = useWishlist((s) => s.pending.includes(sku));

  useEffect(() => {
    // One request for the whole page: the store shares a load already on its way.
    if (user) void useWishlist.getState().load();
  }, [user]);

  async function toggle() {
    if (!user) {
      toast.info(t('cardWishlistLogin'), { toastId: 'wishlist-login' });
      return;
    }
    const outcome = await useWishlist.getState().toggle(sku);
    if (outcome === 'added') toast.success(t('cardWishlistAdded', { name }));
    else if (outcome === 'removed') toast.success(t('cardWishlistRemoved', { name }));
    else if (outcome === 'signed-out') toast.info(t('cardWishlistLogin'), { toastId: 'wishlist-login' });
    else {
      toast.error(t('cardWishlistUnavailable'), { toastId: 'wishlist-unavailable' });
      console.warn('wishlist.toggle', { sku, outcome });
    }
  }

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={Boolean(user) && saved}
      aria-label={t('cardWishlist', { name })}
      aria-busy={busy || undefined}
      data-saved={(Boolean(user) && saved) || undefined}
      onClick={toggle}
    >
      <Icon name="heart" size={20} />
    </button>
  );
}
