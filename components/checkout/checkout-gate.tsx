'use client';
import { useState } from 'react';
import { useCart } from '@/stores/cart';
import { useCartHydrated } from '@/components/cart/use-cart-hydrated';
import { CartEmpty } from '@/components/cart/cart-states';
import type { PickupPoint } from '@/lib/domain/pickup';
import type { CountryOption } from './address-fields';
import { CheckoutForm } from './checkout-form';
import { TextsFailed } from '@/components/ui/texts-failed';
import { CheckoutTexts } from './checkout-texts';

/** The gate's own texts, from the page: the form's are read when it is shown (CheckoutTexts). */
export interface GateTexts {
  loading: string;
  emptyCart: string;
  returnToShop: string;
}

/** The empty cart, with the loading line until the cart is read: one element, kept when it stays empty. */
function Empty({ texts, loading }: { texts: GateTexts; loading: boolean }) {
  return (
    <CartEmpty
      texts={{ title: texts.emptyCart, returnToShop: texts.returnToShop }}
      loading={loading ? texts.loading : undefined}
    />
  );
}

/**
 * The checkout until the form takes over: the loading line while the cart is read, the empty cart
 * when there is nothing to buy. Once shown, the form stays and keeps its own states (an order just
 * placed empties the cart but keeps the form's confirmation).
 */
export function CheckoutGate({
  countries,
  pickupPoints,
  texts,
}: {
  countries: CountryOption[];
  pickupPoints: PickupPoint[];
  texts: GateTexts;
}) {
  const hydrated = useCartHydrated();
  const hasLines = useCart((s) => s.lines.length > 0);
  const [formShown, setFormShown] = useState(false);
  if (hydrated && hasLines && !formShown) setFormShown(true);

  if (!formShown) return <Empty texts={texts} loading={!hydrated} />;
  return (
    <CheckoutTexts fallback={<Empty texts={texts} loading />} failed={(retry) => <TextsFailed retry={retry} />}>
      <CheckoutForm countries={countries} pickupPoints={pickupPoints} />
    </CheckoutTexts>
  );
}
