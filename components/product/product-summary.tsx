import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { hasAnnouncedReduction } from '@/lib/domain/price-reduction';
import { sanitizeRichText } from '@/lib/sanitize';
import { RatingStars } from './rating-stars';
import { contentLang } from '@/lib/content-lang';
import { categoryTrail, type DetailProduct } from './product-data';
import styles from './product-summary.module.css';

/**
 * The Sale badge over the pictures, only where a reduction may be announced (the lowest price of
 * the last 30 days is known: docs/backend/catalogue.md, "Prices"). The back-end's `is_hot` and `is_new` are constants (always
 * true), so Hot and New would mark every product: they are not shown.
 */
export async function ProductBadges({ product }: { product: DetailProduct }) {
  const t = await getTranslations('ProductPage');
  const badges = [hasAnnouncedReduction(product) && { key: 'sale', label: t('badgeSale') }].filter(
    (b): b is { key: string; label: string } => Boolean(b),
  );
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
  const reviews = await getTranslations('Reviews');
  const page = await getTranslations('ProductPage');
  const category = categoryTrail(product.groups).at(-1);
  const short = product.short_description ? sanitizeRichText(product.short_description) : '';
  const lang = contentLang(locale);
  return (
    <div className={styles.summary}>
      <p className={styles.kicker}>
        {category && (
          <Link href={category.href} lang={lang}>
            {category.label}
          </Link>
        )}
        {product.brand && (
          <>
            {category && <span aria-hidden="true"> · </span>}
            <span>
              {page('brand')}: <strong>{product.brand}</strong>
            </span>
          </>
        )}
      </p>
      <h1 className={styles.title} lang={lang}>
        {product.name}
      </h1>
      <a href="#reviews" className={styles.rating}>
        {rating.count > 0 ? (
          <>
            <RatingStars value={rating.average} />
            <span className="visually-hidden">
              {reviews('ratingSummary', { average: rating.average, count: rating.count })}
            </span>
            <span aria-hidden="true">
              {rating.average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ·{' '}
              {reviews('reviewsCount', { count: rating.count })}
            </span>
          </>
        ) : (
          <span>{page('reviewsBeFirst')}</span>
        )}
      </a>
      {short && <div className={styles.short} lang={lang} dangerouslySetInnerHTML={{ __html: short }} />}
    </div>
  );
}

/** Categories, brand and EAN: the small print under the buy box. */
export async function ProductMeta({ product }: { product: DetailProduct }) {
  const t = await getTranslations('ProductPage');
  const categories = categoryTrail(product.groups);
  const lang = contentLang(await getLocale());
  return (
    <dl className={styles.meta}>
      {categories.length > 0 && (
        <div>
          <dt>{t('categories')}</dt>
          <dd lang={lang}>
            {categories.map((c, i) => (
              <span key={c.href}>
                {i > 0 && ', '}
                <Link href={c.href}>{c.label}</Link>
              </span>
            ))}
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
