'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import { Icon } from '@/components/ui/icon';
import { useAuth } from '@/stores/auth';
import styles from './wishlist-toggle.module.css';

/**
 * The card's heart (spec §6: the wishlist requires login; anonymous shoppers read "To add
 * wishlist, please login"). Signed in, it asks `/api/wishlist` (the accounts work adds it): POST
 * adds, DELETE removes. Until that route exists (404) or when the session has expired (401), the
 * heart goes back to how it was and the shopper is told why.
 */
export function WishlistToggle({ sku, name }: { sku: string; name: string }) {
  const t = useTranslations('Product');
  const user = useAuth((s) => s.user);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!user) {
      toast.info(t('cardWishlistLogin'), { toastId: 'wishlist-login' });
      return;
    }
    const next = !saved;
    setSaved(next);
    setBusy(true);
    try {
      const res = await fetch('/api/wishlist', {
        method: next ? 'POST' : 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ item_code: sku }),
      });
      if (res.ok) {
        toast.success(next ? t('cardWishlistAdded', { name }) : t('cardWishlistRemoved', { name }));
        return;
      }
      setSaved(!next);
      if (res.status === 401 || res.status === 403) toast.info(t('cardWishlistLogin'), { toastId: 'wishlist-login' });
      else toast.error(t('cardWishlistUnavailable'), { toastId: 'wishlist-unavailable' });
      console.warn('wishlist.toggle', { status: res.status, sku });
    } catch (error) {
      setSaved(!next);
      toast.error(t('cardWishlistUnavailable'), { toastId: 'wishlist-unavailable' });
      console.warn('wishlist.toggle', { error: String(error), sku });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={saved}
      aria-label={t('cardWishlist', { name })}
      disabled={busy}
      data-saved={saved || undefined}
      onClick={toggle}
    >
      <Icon name="heart" size={20} />
    </button>
  );
}
