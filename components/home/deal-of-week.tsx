import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { ON_SALE_HREF } from '@/lib/domain/listing-url';
import { ProductRow } from './product-row';
import styles from './deal-of-week.module.css';

/**
 * The home page's promo: the products on sale among the best sellers, and a link to all of them.
 * No countdown: the back-end sends no end for a sale, and a timer that starts again every week
 * would be false urgency.
 */
export async function DealOfWeek({ products }: { products: Product[] }) {
  const t = await getTranslations('Home');
  return (
    <section className={styles.section} aria-labelledby="home-deal">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.kicker}>{t('dealKicker')}</p>
          <h2 id="home-deal" className={styles.title}>
            {t('dealTitle')}
          </h2>
          <p className={styles.text}>{t('dealTextOpen')}</p>
          <Link href={ON_SALE_HREF} className={buttonClass('primary')}>
            {t('dealCta')}
          </Link>
        </div>
        {products.length > 0 && (
          <div className={styles.products}>
            <ProductRow products={products} label={t('dealProductsLabel')} columns={3} />
          </div>
        )}
      </div>
    </section>
  );
}
