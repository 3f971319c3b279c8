import type { Product } from '@/lib/backend/schemas/catalogue';
import type { ViewMode } from './listing-params';
import { ProductCard } from './product-card';
import gridStyles from './product-grid.module.css';

/**
 * The cards of the pages "Load more" appends, rendered in the browser from /api/listing's answer:
 * the server's card (ProductCard renders on either side), none loading eagerly, as they come far
 * below the first row. Loaded with the first "Load more", not with the listing.
 */
export function MoreProductItems({ products, view }: { products: Product[]; view: ViewMode }) {
  return products.map((product) => (
    <li key={product.id} className={gridStyles.item}>
      <ProductCard product={product} layout={view} />
    </li>
  ));
}
