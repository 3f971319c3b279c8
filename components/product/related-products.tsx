import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { relatedOf } from '@/lib/catalogue/related-products';
import { cardRowTexts } from '@/components/catalogue/card-row-texts';
import { RelatedWhenNear } from './related-when-near';
import styles from './related-products.module.css';

/**
 * Related products (the back-end picks them from the same categories) in a slider at the foot of
 * the page: the heading comes with the page, the cards when the shopper scrolls near them.
 */
export async function RelatedProducts({
  products,
  currentSku,
  slug,
}: {
  products: Product[];
  currentSku: string;
  slug: string;
}) {
  const t = await getTranslations('ProductPage');
  if (relatedOf(products, currentSku).length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-products-title">
      <h2 id="related-products-title" className={styles.title}>
        {t('relatedTitle')}
      </h2>
      <RelatedWhenNear
        slug={slug}
        labelledBy="related-products-title"
        labels={{ previous: t('relatedPrevious'), next: t('relatedNext') }}
        texts={await cardRowTexts()}
      />
    </section>
  );
}
