import type { Product } from '@/lib/backend/schemas/catalogue';
import { ProductCard } from '@/components/catalogue/product-card';
import styles from './product-row.module.css';

/**
 * Product cards in a grid (desktop) that becomes a swipeable row on phones, so a section never
 * pushes the rest of the home page far down. Server-rendered; only the cards' buttons are islands.
 */
export function ProductRow({ products, label, columns = 4 }: { products: Product[]; label: string; columns?: 3 | 4 }) {
  return (
    <ul className={`${styles.row} ${columns === 3 ? styles.three : ''}`} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
