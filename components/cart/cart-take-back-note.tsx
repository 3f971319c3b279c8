'use client';
import { useApiRead } from '@/components/ui/use-api-read';
import { useCart } from '@/stores/cart';
import type { TakeBackAnswer } from '@/lib/domain/take-back';
import { TakeBackNote } from '@/components/cart/take-back-note';

/**
 * The checkout's take-back note (RAEE), shown when the cart holds an electrical good. The cart
 * lines carry no category, so the server looks the skus up in the catalogue; while it answers,
 * or if it cannot, nothing is shown (the product page has already said it).
 */
export function CartTakeBackNote() {
  const skus = useCart((s) =>
    s.lines
      .map((l) => l.sku)
      .sort()
      .join(';'),
  );
  const { data } = useApiRead(
    skus ? { url: `/api/take-back?${new URLSearchParams({ skus }).toString()}`, shared: true } : null,
    (answer) => answer as TakeBackAnswer,
  );
  return data?.takeBack ? <TakeBackNote /> : null;
}
