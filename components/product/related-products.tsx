import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/product-card';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { RelatedSlider } from './related-slider';
import styles from './related-products.module.css';

/** Related products (the back-end picks them from the same categories) in a slider. */
export async function RelatedProducts({ products, currentSku }: { products: Product[]; currentSku: string }) {
  const t = await getTranslations('ProductPage');
  const list = products.filter((p) => p.sku !== currentSku).slice(0, 12);
  if (list.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-products-title">
      <h2 id="related-products-title" className={styles.title}>
        {t('relatedTitle')}
      </h2>
      <RelatedSlider labelledBy="related-products-title">
        {list.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </RelatedSlider>
    </section>
  );
}
