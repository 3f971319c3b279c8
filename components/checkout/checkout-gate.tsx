'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCart } from '@/stores/cart';
import { useCartHydrated } from '@/components/cart/use-cart-hydrated';
import { CartEmpty, CartPending } from '@/components/cart/cart-states';
import type { PickupPoint } from '@/lib/domain/pickup';
import type { CountryOption } from './address-fields';

function Pending() {
  const t = useTranslations('Checkout');
  return <CartPending loading={t('loading')} empty={{ title: t('emptyCart'), returnToShop: t('returnToShop') }} />;
}

// The form (its fields and sections, the cart's pricing) is most of the checkout's code and
// has nothing to show before the cart is read from storage, so it loads then, not with the page:
// the page's shell hydrates without it, and an empty cart never loads it at all.
const CheckoutView = dynamic(() => import('./checkout-view').then((m) => m.CheckoutView), {
  ssr: false,
  loading: Pending,
});

/**
 * The checkout until the form takes over: the loading line while the cart is read, the empty cart
 * when there is nothing to buy. Once shown, the form stays and keeps its own states (an order just
 * placed empties the cart but keeps the form's confirmation).
 */
export function CheckoutGate({ countries, pickupPoints }: { countries: CountryOption[]; pickupPoints: PickupPoint[] }) {
  const t = useTranslations('Checkout');
  const hydrated = useCartHydrated();
  const hasLines = useCart((s) => s.lines.length > 0);
  const [formShown, setFormShown] = useState(false);
  if (hydrated && hasLines && !formShown) setFormShown(true);

  if (!hydrated) return <Pending />;
  if (!hasLines && !formShown) return <CartEmpty texts={{ title: t('emptyCart'), returnToShop: t('returnToShop') }} />;
  return <CheckoutView countries={countries} pickupPoints={pickupPoints} />;
}
