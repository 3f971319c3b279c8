'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { SwrRead } from '@/components/ui/swr-read';
import { useListing } from '@/stores/listing';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { listingPageUrl, type ListingPageAnswer } from '@/lib/catalogue/listing-answer';
import type { ListingParams, ViewMode } from '@/lib/catalogue/listing-params';
import { ProductCard } from './product-card';
import { ProductCardTexts } from './product-card-texts';
import gridStyles from './product-grid.module.css';

/**
 * The pages "Load more" appends to the infinite-scroll listing, loaded with the first of them
 * (cards, prices and pictures are no part of the listing's first load). The page `wanted` is read
 * from /api/listing; its products not shown yet become cards (the server's ProductCard, rendered
 * here; none loads eagerly, as they come far below the first row) and join the active search tab
 * (load-more appends products to the active tab). `onPage` tells the listing where it stands.
 */
export function MoreProducts({
  params,
  view,
  wanted,
  initialIds,
  onPage,
  onFailure,
}: {
  params: ListingParams;
  view: ViewMode;
  wanted: number | null;
  initialIds: string[];
  onPage: (answer: ListingPageAnswer, added: number) => void;
  onFailure: (error: unknown) => void;
}) {
  const locale = useLocale();
  const [more, setMore] = useState<Product[]>([]);
  const seen = useRef(new Set(initialIds));

  const onAnswer = (_url: string, body: unknown) => {
    const answer = body as ListingPageAnswer;
    const fresh = answer.products.filter((p) => !seen.current.has(p.id));
    fresh.forEach((p) => seen.current.add(p.id));
    setMore((list) => [...list, ...fresh]);
    useListing.getState().dispatch({
      type: 'load-more',
      data: {
        products: answer.products.map(({ sku, slug, name }) => ({ sku, slug, name })),
        current_page: answer.current_page,
        pages: answer.pages,
        totalCount: answer.totalCount,
        is_last: answer.is_last,
      },
    });
    onPage(answer, fresh.length);
  };

  return (
    <>
      {/* The cards' texts are read beside the first further page, and again when the shopper asks again. */}
      <ProductCardTexts
        failed={(retry) => <ReadAgainWhenAsked wanted={wanted} retry={retry} />}
        onError={() => onFailure(new Error("the cards' texts could not be read"))}
      >
        {more.map((product) => (
          <li key={product.id} className={gridStyles.item}>
            <ProductCard product={product} layout={view} />
          </li>
        ))}
      </ProductCardTexts>
      {wanted !== null && (
        <SwrRead
          url={listingPageUrl({ ...params, page: wanted }, locale)}
          onAnswer={onAnswer}
          onFailure={(_url, error) => onFailure(error)}
        />
      )}
    </>
  );
}

/** After the cards' texts failed: read them again when the shopper asks for a page again. */
function ReadAgainWhenAsked({ wanted, retry }: { wanted: number | null; retry: () => void }) {
  useEffect(() => {
    if (wanted !== null) retry();
  }, [wanted, retry]);
  return null;
}
