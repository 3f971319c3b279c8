'use client';
import { useState, type ReactNode } from 'react';
import { SwrRead } from '@/components/ui/swr-read';
import type { Product } from '@/lib/backend/schemas/catalogue';
import type { CardsPlace } from './cards-when-near';

/**
 * Product cards read in the browser: `url` is read, `pick` takes the products from its answer, and
 * `draw` draws them as the server drew them before. `placeholder` stands until they come;
 * `onSettled` says how the read ended (cards, none found, or a failure). `draw`
 * wraps the cards in `ProductCardTexts` itself (`cardTexts` gives its props): the test of client
 * texts (tests/i18n/client-namespaces.test.ts) sees a provider only where its tags are written.
 */
export function CardsRead({
  url,
  pick,
  draw,
  placeholder,
  onSettled,
}: {
  url: string;
  pick: (answer: unknown) => Product[];
  draw: (products: Product[]) => ReactNode;
} & CardsPlace) {
  const [products, setProducts] = useState<Product[] | null>(null);
  if (products) return draw(products);
  return (
    <>
      {placeholder}
      <SwrRead
        url={url}
        onAnswer={(_url, answer) => {
          const found = pick(answer);
          if (found.length > 0) setProducts(found);
          onSettled(found.length > 0 ? 'shown' : 'empty');
        }}
        onFailure={() => onSettled('failed')}
      />
    </>
  );
}

/** The props of the cards' texts provider around a drawing: the placeholder while they come, nothing if they fail. */
export const cardTexts = ({ placeholder, onSettled }: CardsPlace) => ({
  fallback: placeholder,
  failed: () => null,
  onError: () => onSettled('failed'),
});
