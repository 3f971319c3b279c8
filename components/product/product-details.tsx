import { getTranslations } from 'next-intl/server';
import { sanitizeRichText } from '@/lib/sanitize';
import { statsOf, type ReviewSummary } from '@/lib/domain/reviews';
import { ProductTabs, type ProductTab } from './product-tabs';
import { ReviewsWhenShown } from './reviews-when-shown';
import type { DetailProduct } from './product-data';
import styles from './product-details.module.css';

function AttributeTable({ rows, caption }: { rows: Array<{ label: string; value: string }>; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row, i) => (
          <tr key={`${row.label}-${i}`}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Description, additional information (the back-end's features, with their units) and reviews: in an accessible tablist,
 * or as open sections one under another (the extended layout). Tabs without content are left out;
 * the reviews tab is always there (it holds the form).
 */
export async function ProductDetails({
  product,
  reviews,
  mode,
}: {
  product: DetailProduct;
  reviews: ReviewSummary | null;
  mode: 'tabs' | 'sections';
}) {
  const t = await getTranslations('ProductPage');
  const reviewTexts = await getTranslations('Reviews');
  const html = sanitizeRichText(product.long_description || product.description);
  const total = reviews?.total ?? product.item_reviews?.count ?? 0;

  const tabs: ProductTab[] = [];
  if (html.trim()) {
    tabs.push({
      id: 'description',
      label: t('tabDescription'),
      content: <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />,
    });
  }
  if (product.features.length) {
    tabs.push({
      id: 'additional-information',
      label: t('tabAdditional'),
      content: <AttributeTable rows={product.features} caption={t('tabAdditional')} />,
    });
  }
  tabs.push({
    id: 'reviews',
    label: t('tabReviewsCount', { count: total }),
    content: (
      <ReviewsWhenShown
        product={{ sku: product.sku, slug: product.slug }}
        stats={reviews && statsOf(reviews)}
        loading={reviewTexts('reviewsLoading')}
      />
    ),
  });

  if (mode === 'tabs') {
    return (
      <div className={styles.details}>
        <ProductTabs tabs={tabs} label={t('detailsLabel')} />
      </div>
    );
  }
  return (
    <div className={`${styles.details} ${styles.sections}`}>
      {tabs.map((tab) => (
        <section key={tab.id} id={tab.id} aria-labelledby={`${tab.id}-heading`} className={styles.section}>
          <h2 id={`${tab.id}-heading`} className={styles.sectionTitle}>
            {tab.label}
          </h2>
          {tab.content}
        </section>
      ))}
    </div>
  );
}
