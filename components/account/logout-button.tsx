'use client';
import { useTransition } from 'react';
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

/**
 * Logout: the server clears the httpOnly cookie; the browser clears auth, wishlist and saved address.
 * Its three texts come from the account's frame, so an account page need not send the account's
 * whole namespace for one button.
 */
export function LogoutButton({
  className,
  texts,
}: {
  className?: string;
  texts: { logout: string; signedOut: string; unavailable: string };
}) {
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
            toast.error(texts.unavailable, { toastId: 'logout-failed' });
            return;
          }
          forgetShopper();
          toast.info(texts.signedOut, { toastId: 'signed-out' });
          router.replace('/');
          router.refresh();
        })
      }
    >
      {texts.logout}
    </button>
  );
}
