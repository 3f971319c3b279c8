'use client';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useWishlistCodes } from '@/components/wishlist/use-wishlist';
import { useWishlist } from '@/stores/wishlist';
import { WishlistButton, type WishlistToggleProps } from './wishlist-button';

/**
 * The toggle of a signed-in shopper: reads the shared wishlist and changes it; an expired session
 * or a failure puts it back as it was and tells the shopper why. Loaded only once someone is
 * signed in, with the wishlist reader.
 */
export function SignedInWishlistToggle(props: WishlistToggleProps) {
  const t = useTranslations('ProductActions');
  const { codes, toggle } = useWishlistCodes(true);
  const saved = codes.includes(props.sku);
  const busy = useWishlist((s) => s.pending.includes(props.sku));

  async function change() {
    const outcome = await toggle(props.sku, saved ? 'remove' : 'add');
    if (outcome === 'added') toast.success(t('cardWishlistAdded', { name: props.name }));
    else if (outcome === 'removed') toast.success(t('cardWishlistRemoved', { name: props.name }));
    else if (outcome === 'signed-out') toast.info(t('cardWishlistLogin'), { toastId: 'wishlist-login' });
    else toast.error(t('cardWishlistUnavailable'), { toastId: 'wishlist-unavailable' });
  }

  return <WishlistButton {...props} saved={saved} busy={busy} onClick={change} />;
}
