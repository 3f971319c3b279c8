import type { CSSProperties } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { contentLang } from '@/lib/content-lang';
import { Link } from '@/i18n/navigation';
import { hasAnnouncedReduction } from '@/lib/domain/price-reduction';
import { productHref } from '@/lib/routes';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { ProductPrice } from '@/components/product-parts/product-price';
import { ProductPicture } from '@/components/product-parts/product-picture';
import { CardCartActions } from '@/components/catalogue/card-cart-actions';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { cardPicture, toCardProduct } from '@/lib/catalogue/product-card-data';
import { inStock } from '@/components/product-parts/product-stock';
import styles from './product-card.module.css';

const SIZES = {
  grid: '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 300px',
  list: '(max-width: 575px) 40vw, 280px',
} as const;

/**
 * A product in a listing: picture, name, price or price range, the Sale badge (only where a
 * reduction may be announced: docs/backend/catalogue.md, "Prices"),
 * stock, add to cart (variant products open the quick view), wishlist, quick view. Renders on the
 * server; only the buttons are client islands. Also used for related products on the product page.
 */
export function ProductCard({
  product,
  priority = false,
  layout = 'grid',
}: {
  product: Product;
  priority?: boolean;
  layout?: 'grid' | 'list';
}) {
  const t = useTranslations('ProductCard');
  const actions = useTranslations('ProductActions');
  const href = productHref(product.slug);
  const nameId = `card-${product.id}-name`;
  const available = inStock(product);
  const category = product.groups.at(-1);
  // Names and categories are the back-end's Italian text: marked when the page speaks another language.
  const lang = contentLang(useLocale());
  const compact = toCardProduct(product);

  return (
    <article className={layout === 'list' ? `${styles.card} ${styles.list}` : styles.card} aria-labelledby={nameId}>
      <div className={styles.media}>
        <Link href={href} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
          <ProductPicture
            picture={cardPicture(product)}
            alt=""
            sizes={SIZES[layout]}
            priority={priority}
            className={styles.picture}
          />
        </Link>
        {/* The back-end's is_hot/is_new are constants (always true): only Sale says something. */}
        {hasAnnouncedReduction(product) && (
          <ul className={styles.badges} aria-label={t('cardBadges')}>
            <li className={`${styles.badge} ${styles.sale}`}>{t('cardBadgeSale')}</li>
          </ul>
        )}
        <div className={styles.wishlist}>
          <WishlistToggle sku={product.sku} name={product.name} />
        </div>
      </div>
      <div className={styles.body}>
        {category && (
          <p className={styles.category} lang={lang}>
            {category}
          </p>
        )}
        <h3 className={styles.name} id={nameId} lang={lang}>
          <Link href={href}>{product.name}</Link>
        </h3>
        {product.reviews > 0 && (
          <p className={styles.rating}>
            <span
              className={styles.stars}
              style={{ '--rating': product.ratings } as CSSProperties}
              aria-hidden="true"
            />
            <span className="visually-hidden">{t('cardRating', { rating: product.ratings.toFixed(1) })}</span>
            <span className={styles.reviews}>{t('cardReviews', { count: product.reviews })}</span>
          </p>
        )}
        <ProductPrice product={product} />
        <p className={available ? styles.inStock : styles.outOfStock}>
          {available ? t('cardInStock') : actions('cardOutOfStock')}
        </p>
        {layout === 'list' && product.short_description && (
          <p className={styles.summary} lang={lang}>
            {product.short_description}
          </p>
        )}
        <div className={styles.actions}>
          <CardCartActions product={compact} describedBy={nameId} />
        </div>
      </div>
    </article>
  );
}
