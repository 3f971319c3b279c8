'use client';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { useWishlist } from '@/stores/wishlist';
import { useWishlistCodes } from '@/components/wishlist/use-wishlist';
import styles from './wishlist-table.module.css';

/** Removes one product from the wishlist page; the server's new list is shown by refreshing the page. */
export function WishlistRemove({ itemCode, name }: { itemCode: string; name: string }) {
  const t = useTranslations('Wishlist');
  const router = useRouter();
  const busy = useWishlist((s) => s.pending.includes(itemCode));
  const { toggle } = useWishlistCodes(true);

  async function remove() {
    const outcome = await toggle(itemCode, 'remove');
    if (outcome === 'removed') {
      toast.success(t('removed', { name }), { toastId: `wishlist-removed-${itemCode}` });
      router.refresh();
    } else if (outcome === 'signed-out') {
      router.replace(`/pages/login?next=${encodeURIComponent('/pages/wishlist')}&expired=1`);
    } else {
      toast.error(t('unavailable'), { toastId: 'wishlist-unavailable' });
    }
  }

  return (
    <button
      type="button"
      className={styles.remove}
      onClick={remove}
      disabled={busy}
      aria-label={t('remove', { name })}
      title={t('remove', { name })}
    >
      <Icon name="trash" size={18} />
    </button>
  );
}
