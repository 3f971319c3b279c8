import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { CardCartActions } from '@/components/catalogue/card-cart-actions';
import { cardPicture, toCardProduct } from '@/lib/catalogue/product-card-data';
import { inStock } from '@/components/product-parts/product-stock';
import { ProductPicture } from '@/components/product-parts/product-picture';
import { ProductPrice } from '@/components/product-parts/product-price';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { productHref } from '@/lib/routes';
import { WishlistRemove } from './wishlist-remove';
import styles from './wishlist-table.module.css';

/**
 * The wishlist table (thumbnail, product, price with its VAT note, stock status, quick view and shop
 * buttons), with a remove button per row. On phones each row becomes a card.
 */
export async function WishlistTable({ products }: { products: Product[] }) {
  const t = await getTranslations('Wishlist');
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('colPicture')}</span>
          </th>
          <th scope="col">{t('colProduct')}</th>
          <th scope="col">{t('colPrice')}</th>
          <th scope="col">{t('colStock')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('colActions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => {
          const nameId = `wishlist-${product.id}-name`;
          const available = inStock(product);
          return (
            <tr key={product.sku} className={styles.row}>
              <td className={styles.thumb}>
                <Link href={productHref(product.slug)} tabIndex={-1} aria-hidden="true">
                  <ProductPicture picture={cardPicture(product)} alt="" sizes="96px" className={styles.picture} />
                </Link>
              </td>
              <td className={styles.product}>
                <Link href={productHref(product.slug)} id={nameId} className={styles.name}>
                  {product.name}
                </Link>
                {product.product_categories[0] && (
                  <span className={styles.category}>{product.product_categories[0].nome}</span>
                )}
              </td>
              <td className={styles.price} data-label={t('colPrice')}>
                <ProductPrice product={product} />
              </td>
              <td data-label={t('colStock')}>
                <span className={available ? styles.inStock : styles.outOfStock}>
                  {available ? t('inStock') : t('outOfStock')}
                </span>
              </td>
              <td className={styles.actions}>
                <div className={styles.actionRow}>
                  <CardCartActions product={toCardProduct(product)} describedBy={nameId} />
                  <WishlistRemove itemCode={product.sku} name={product.name} />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
