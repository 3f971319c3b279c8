'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { CartEmpty } from '@/components/cart/cart-states';

/** The loading line while the form's code arrives, its texts already here (CheckoutTexts). */
function FormPending() {
  const t = useTranslations('Checkout');
  return <CartEmpty loading={t('loading')} texts={{ title: t('emptyCart'), returnToShop: t('returnToShop') }} />;
}

/**
 * The form (its fields and sections, the cart's pricing) is most of the checkout's code and has
 * nothing to show before the cart is read from storage, so it loads then, not with the page: the
 * page's shell hydrates without it, and an empty cart never loads it at all.
 */
export const CheckoutForm = dynamic(() => import('./checkout-view').then((m) => m.CheckoutView), {
  ssr: false,
  loading: FormPending,
});
