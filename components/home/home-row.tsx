import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/backend/schemas/catalogue';
import type { ListingParams } from '@/lib/domain/listing-url';
import { HomeSection } from './home-section';
import { ProductRow } from './product-row';
import { RowWhenNear } from './row-when-near';

/**
 * A row of products with its heading and "View all"; none when empty. In its own Suspense
 * boundary, as each home section is: React hydrates them one by one, yielding between them. With
 * `later` (the same listing as `products`), the cards are read in the browser when the shopper
 * scrolls near, and the page carries only the heading.
 */
export function HomeRow({
  name,
  products,
  more,
  later,
  texts,
}: {
  name: 'best' | 'featured' | 'latest';
  products: Product[];
  more: string;
  later?: Partial<ListingParams>;
  texts?: { loading: string; failed: string; retry: string };
}) {
  const t = useTranslations('Home');
  if (products.length === 0) return null;
  return (
    <Suspense>
      <HomeSection
        id={`home-${name}`}
        title={t(`${name}Title`)}
        subtitle={t(`${name}Subtitle`)}
        more={{ href: more, label: t('viewAll') }}
      >
        {later && texts ? (
          <RowWhenNear query={later} count={products.length} label={t(`${name}Title`)} texts={texts} />
        ) : (
          <ProductRow products={products} label={t(`${name}Title`)} />
        )}
      </HomeSection>
    </Suspense>
  );
}
