import { Suspense, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { HomeSection } from './home-section';

/**
 * A row of products with its heading and "View all"; none when the listing has no `products`.
 * `children` draws the row: the cards themselves, or a place that reads them when the shopper
 * scrolls near. In its own Suspense boundary, as each home section is: React hydrates them one by
 * one, yielding between them.
 */
export function HomeRow({
  name,
  products,
  more,
  children,
}: {
  name: 'best' | 'featured' | 'latest';
  products: Product[];
  more: string;
  children: ReactNode;
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
        {children}
      </HomeSection>
    </Suspense>
  );
}
