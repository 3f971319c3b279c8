import type { CSSProperties, ReactNode } from 'react';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { ProductCard } from './product-card';
import type { ViewMode } from '@/lib/catalogue/listing-params';
import styles from './product-grid.module.css';

/** How many cards load eagerly: the first row is the page's largest paint. */
const PRIORITY_CARDS = 4;

/** The products as a grid of cards or a list (a `<ul>`, so screen readers announce how many). */
export function ProductGrid({
  products,
  view,
  columns,
  children,
  label,
}: {
  products: Product[];
  view: ViewMode;
  columns: number;
  children?: ReactNode;
  label: string;
}) {
  return (
    <ul
      className={`${styles.grid} ${view === 'list' ? styles.list : ''}`}
      style={{ '--cols': columns } as CSSProperties}
      aria-label={label}
    >
      <ProductItems products={products} view={view} />
      {children}
    </ul>
  );
}

/** One list item per product, the first row loading eagerly; for a grid's `<ul>`. */
export function ProductItems({ products, view }: { products: Product[]; view: ViewMode }) {
  return products.map((product, i) => (
    <li key={product.id} className={styles.item}>
      <ProductCard product={product} layout={view} priority={i < (view === 'list' ? 2 : PRIORITY_CARDS)} />
    </li>
  ));
}
