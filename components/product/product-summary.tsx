import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { isOnSale } from '@/lib/domain/price-range';
import { sanitizeRichText } from '@/lib/sanitize';
import { RatingStars } from './rating-stars';
import { categoryHref, categoryTrail, type DetailProduct } from './product-data';
import styles from './product-summary.module.css';

/** Spec §3 badges Hot, Sale, New: shown over the pictures. */
export async function ProductBadges({ product }: { product: DetailProduct }) {
  const t = await getTranslations('Product');
  const badges = [
    product.is_hot && { key: 'hot', label: t('badgeHot') },
    isOnSale(product) && { key: 'sale', label: t('badgeSale') },
    product.is_new && { key: 'new', label: t('badgeNew') },
  ].filter((b): b is { key: string; label: string } => Boolean(b));
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={t('badges')}>
      {badges.map((b) => (
        <li key={b.key} className={styles.badge} data-badge={b.key}>
          {b.label}
        </li>
      ))}
    </ul>
  );
}

/** Name, brand, category, rating and the short description: the top of the info column. */
export async function ProductSummary({
  product,
  rating,
  locale,
}: {
  product: DetailProduct;
  rating: { average: number; count: number };
  locale: string;
}) {
  const t = await getTranslations('Product');
  const category = categoryTrail(product.product_categories).at(-1);
  const short = product.short_description ? sanitizeRichText(product.short_description) : '';
  const categoryLink = category ? categoryHref(category) : undefined;
  return (
    <div className={styles.summary}>
      <p className={styles.kicker}>
        {category && (categoryLink ? <Link href={categoryLink}>{category.nome}</Link> : <span>{category.nome}</span>)}
        {product.brand && (
          <>
            {category && <span aria-hidden="true"> · </span>}
            <span>
              {t('brand')}: <strong>{product.brand}</strong>
            </span>
          </>
        )}
      </p>
      <h1 className={styles.title}>{product.name}</h1>
      <a href="#reviews" className={styles.rating}>
        {rating.count > 0 ? (
          <>
            <RatingStars value={rating.average} />
            <span className="visually-hidden">{t('ratingSummary', { average: rating.average, count: rating.count })}</span>
            <span aria-hidden="true">
              {rating.average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} · {t('reviewsCount', { count: rating.count })}
            </span>
          </>
        ) : (
          <span>{t('reviewsBeFirst')}</span>
        )}
      </a>
      {short && <div className={styles.short} dangerouslySetInnerHTML={{ __html: short }} />}
    </div>
  );
}

/** Categories, brand and EAN: the small print under the buy box. */
export async function ProductMeta({ product }: { product: DetailProduct }) {
  const t = await getTranslations('Product');
  const categories = product.product_categories;
  return (
    <dl className={styles.meta}>
      {categories.length > 0 && (
        <div>
          <dt>{t('categories')}</dt>
          <dd>
            {categories.map((c, i) => {
              const href = categoryHref(c);
              return (
                <span key={`${c.nome}-${i}`}>
                  {i > 0 && ', '}
                  {href ? <Link href={href}>{c.nome}</Link> : c.nome}
                </span>
              );
            })}
          </dd>
        </div>
      )}
      {product.gtin && (
        <div>
          <dt>{t('gtin')}</dt>
          <dd>{product.gtin}</dd>
        </div>
      )}
    </dl>
  );
}
