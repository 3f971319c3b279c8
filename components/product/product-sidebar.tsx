import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { effectivePrice } from '@/lib/domain/price-range';
import { formatMoney } from '@/lib/format';
import { productHref } from '@/lib/routes';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { ProductPicture } from '@/components/product-parts/product-picture';
import { ProductServices } from './product-services';
import { contentLang } from '@/lib/content-lang';
import { categoryTrail, type DetailProduct } from './product-data';
import styles from './product-sidebar.module.css';

/** The sidebar layouts' column: the shop's promises, the product's categories and best sellers. */
export async function ProductSidebar({ product, bestProducts }: { product: DetailProduct; bestProducts: Product[] }) {
  const t = await getTranslations('ProductPage');
  const locale = await getLocale();
  const best = bestProducts.filter((p) => p.sku !== product.sku).slice(0, 4);
  const trail = categoryTrail(product.groups);
  const lang = contentLang(locale);
  return (
    <aside className={styles.sidebar} aria-label={t('sidebarLabel')}>
      <ProductServices locale={locale} variant="card" />
      {trail.length > 0 && (
        <section className={styles.block} aria-labelledby="sidebar-categories">
          <h2 id="sidebar-categories" className={styles.title}>
            {t('categories')}
          </h2>
          <ul className={styles.links} lang={lang}>
            {trail.map((c) => (
              <li key={c.href}>
                <Link href={c.href}>{c.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {best.length > 0 && (
        <section className={styles.block} aria-labelledby="sidebar-best">
          <h2 id="sidebar-best" className={styles.title}>
            {t('bestSellers')}
          </h2>
          <ul className={styles.products}>
            {best.map((p) => {
              const picture = p.small_pictures[0] ?? p.main_pictures[0];
              const price = effectivePrice(p);
              return (
                <li key={p.id}>
                  <Link href={productHref(p.slug)} className={styles.product}>
                    {picture ? (
                      <ProductPicture picture={picture} alt="" sizes="64px" className={styles.thumb} />
                    ) : (
                      <span className={styles.thumb} />
                    )}
                    <span className={styles.productText}>
                      <span className={styles.productName} lang={lang}>
                        {p.name}
                      </span>
                      {price !== null && <span className={styles.productPrice}>{formatMoney(locale, price)}</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </aside>
  );
}
