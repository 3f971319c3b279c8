import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { HomeSection } from './home-section';
import { ProductRow } from './product-row';

/**
 * A row of products with its heading and "View all"; none when empty. In its own Suspense
 * boundary, as each home section is: React hydrates them one by one, yielding between them.
 */
export function HomeRow({
  name,
  products,
  more,
}: {
  name: 'best' | 'featured' | 'latest';
  products: Product[];
  more: string;
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
        <ProductRow products={products} label={t(`${name}Title`)} />
      </HomeSection>
    </Suspense>
  );
}
