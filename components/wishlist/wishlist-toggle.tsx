'use client';
import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/stores/auth';
import { WishlistButton, type WishlistToggleProps } from './wishlist-button';

// The wishlist reader (SWR and the list) loads only for a signed-in shopper: an anonymous page,
// every crawler and most first visits, never needs it.
const SignedInWishlistToggle = lazy(() =>
  import('./signed-in-wishlist-toggle').then((m) => ({ default: m.SignedInWishlistToggle })),
);

/**
 * The wishlist toggle, one for the whole shop: the card's heart, or the product page's labelled
 * button. The wishlist requires login: anonymous shoppers read "To add wishlist, please login".
 */
export function WishlistToggle(props: WishlistToggleProps) {
  const t = useTranslations('ProductActions');
  const signedIn = useAuth((s) => s.user !== null);
  if (signedIn) {
    return (
      <Suspense fallback={<WishlistButton {...props} saved={false} busy />}>
        <SignedInWishlistToggle {...props} />
      </Suspense>
    );
  }
  return (
    <WishlistButton
      {...props}
      saved={false}
      busy={false}
      onClick={() => toast.info(t('cardWishlistLogin'), { toastId: 'wishlist-login' })}
    />
  );
}
