import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { formatDate } from '@/lib/format';
import { ProductRow } from './product-row';
import styles from './deal-of-week.module.css';

/**
 * The home page's promo: this week's deals with the countdown widget (spec §4) counting to the
 * end of the week, and the products on sale among the best sellers.
 */
export async function DealOfWeek({ products, end, locale }: { products: Product[]; end: Date; locale: string }) {
  const t = await getTranslations('Home');
  // The deal runs until midnight: name the last day it is valid, not "Monday at 00:00".
  const lastDay = formatDate(locale, new Date(end.getTime() - 1), { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <section className={styles.section} aria-labelledby="home-deal">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.kicker}>{t('dealKicker')}</p>
          <h2 id="home-deal" className={styles.title}>
            {t('dealTitle')}
          </h2>
          <p className={styles.text}>{t('dealText')}</p>
          <p className={styles.endsLabel}>
            {t('dealEndsIn')}
          </p>
          <Countdown end={end.toISOString()} label={t('dealCountdownLabel', { date: lastDay })} className={styles.countdown} />
          <p className={styles.endsOn}>{t('dealEndsOn', { date: lastDay })}</p>
          <Link href="/shop?order_by=price-asc" className={buttonClass('primary')}>
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
