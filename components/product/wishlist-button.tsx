'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/stores/auth';
import { Icon } from '@/components/ui/icon';
import styles from './wishlist-button.module.css';

/**
 * Wishlist toggle (spec §6: the wishlist requires login; anonymous shoppers read "To add wishlist,
 * please login"). A logged-in shopper's click goes to the storefront's `/api/wishlist` route (the
 * accounts feature), which holds the JWT; while that route is missing or failing the shopper is
 * told and nothing changes.
 */
export function WishlistButton({ itemCode, productName }: { itemCode: string; productName: string }) {
  const t = useTranslations('Product');
  const user = useAuth((s) => s.user);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!user) {
      toast.info(t('wishlistLogin'), { toastId: 'wishlist-login' });
      return;
    }
    setBusy(true);
    const action = saved ? 'remove' : 'add';
    try {
      // Same protocol as the listing cards' heart: POST adds, DELETE removes.
      const res = await fetch('/api/wishlist', {
        method: action === 'add' ? 'POST' : 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ item_code: itemCode }),
      });
      if (res.status === 401 || res.status === 403) {
        toast.info(t('wishlistLogin'), { toastId: 'wishlist-login' });
      } else if (!res.ok) {
        toast.error(t('wishlistUnavailable'), { toastId: 'wishlist-error' });
      } else {
        setSaved(!saved);
        toast.success(action === 'add' ? t('wishlistAdded', { name: productName }) : t('wishlistRemoved', { name: productName }));
      }
    } catch {
      toast.error(t('wishlistUnavailable'), { toastId: 'wishlist-error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={styles.button} onClick={toggle} aria-pressed={saved} disabled={busy} data-saved={saved || undefined}>
      <Icon name="heart" size={20} />
      <span>{saved ? t('wishlistSaved') : t('wishlistAdd')}</span>
    </button>
  );
}
