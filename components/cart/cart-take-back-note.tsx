'use client';
import useSWR from 'swr';
import { useCart } from '@/stores/cart';
import type { TakeBackAnswer } from '@/lib/domain/take-back';
import { TakeBackNote } from '@/components/cart/take-back-note';

async function readTakeBack(url: string): Promise<TakeBackAnswer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`take-back ${response.status}`);
  return (await response.json()) as TakeBackAnswer;
}

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
  const { data } = useSWR(skus ? `/api/take-back?${new URLSearchParams({ skus }).toString()}` : null, readTakeBack, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data?.takeBack ? <TakeBackNote /> : null;
}
