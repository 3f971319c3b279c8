'use client';
import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import { logoutAction } from './auth-actions';

/** Forgets everything personal this browser holds: the shopper's saved checkout address included. */
function forgetShopper() {
  useAuth.getState().clear();
  useWishlist.getState().reset();
  try {
    localStorage.removeItem(STORAGE_KEYS.address);
  } catch {
    /* storage blocked: nothing was saved either */
  }
}

/** Logout: the server clears the httpOnly cookie; the browser clears auth, wishlist and saved address. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('Account');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          try {
            await logoutAction();
          } catch {
            toast.error(t('unavailable'), { toastId: 'logout-failed' });
            return;
          }
          forgetShopper();
          toast.info(t('signedOut'), { toastId: 'signed-out' });
          router.replace('/');
          router.refresh();
        })
      }
    >
      {t('logout')}
    </button>
  );
}
