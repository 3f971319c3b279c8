import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { effectivePrice } from '@/lib/domain/price-range';
import { initialVariant, purchaseFacts } from '@/lib/domain/product-variants';
import { priceNotesBySku } from '@/lib/domain/price-notes';
import type { ProductSafety } from '@/lib/domain/product-safety';
import type { ReviewSummary } from '@/lib/domain/reviews';
import { isElectricalGood } from '@/lib/domain/take-back';
import type { ProductLayout } from '@/lib/routes';
import { PRODUCT_ARRANGEMENTS } from './layouts';
import { galleryPictures } from './gallery-pictures';
import { productCrumbs, toClientProduct, type LoadedProductDetail } from './product-data';
import { productStructuredData } from './product-seo';
import { ProductSelectionProvider } from './product-selection';
import { ProductGallery } from './product-gallery';
import { ProductBadges, ProductMeta, ProductSummary } from './product-summary';
import { ProductPurchase } from './product-purchase';
import { ProductServices } from './product-services';
import { TakeBackNote } from '@/components/cart/take-back-note';
import { ProductDetails } from './product-details';
import { ProductSafetySection } from './product-safety';
import { GuaranteeNotice } from '@/components/legal/guarantee-notice';
import { ProductSidebar } from './product-sidebar';
import { RelatedProducts } from './related-products';
import { StickyCartBar } from './sticky-cart-bar';
import { ViewItemTracker } from './view-item-tracker';
import { JsonLd } from '@/components/ui/json-ld';
import styles from './product-view.module.css';
import { ProductIntl } from './product-intl';

/**
 * The one product view (docs/decisions.md "product layouts"): the same data and actions in every
 * layout, arranged by `PRODUCT_ARRANGEMENTS[layout]`. Server component; the gallery, buy box,
 * tabs, reviews and sliders are the client islands.
 */
type ProductViewProps = {
  detail: LoadedProductDetail;
  reviews: ReviewSummary | null;
  safety: ProductSafety | null;
  layout: ProductLayout;
  locale: string;
};

/** With the product islands' texts: they travel with products, not with every page. */
export function ProductView(props: ProductViewProps) {
  return (
    <ProductIntl>
      <ProductArranged {...props} />
    </ProductIntl>
  );
}

async function ProductArranged({ detail, reviews, safety, layout, locale }: ProductViewProps) {
  const common = await getTranslations('Common');
  const pages = await getTranslations('Pages');
  const a = PRODUCT_ARRANGEMENTS[layout];
  const { product } = detail;
  const clientProduct = toClientProduct(product);
  const notes = priceNotesBySku(product);
  const crumbs = productCrumbs(product, { home: common('home'), shop: pages('shop') });
  // The listing's ratings/reviews are constants on the real back-end: the rating is the reviews' own.
  const rating =
    reviews && reviews.total > 0
      ? { average: reviews.average, count: reviews.total }
      : (product.item_reviews ?? { average: 0, count: 0 });
  const facts = purchaseFacts(product, initialVariant(product.variants));
  const centred = a.hero === 'centred';

  const pictures = galleryPictures(product, a.gallery);
  const gallery = (
    <ProductGallery
      name={product.name}
      pictures={pictures}
      mode={a.gallery}
      badges={<ProductBadges product={product} />}
    />
  );
  const summary = <ProductSummary product={product} rating={rating} locale={locale} />;
  const buy = (
    <div className={styles.buy}>
      <ProductPurchase product={clientProduct} notes={notes} />
      {isElectricalGood(product.groups) && <TakeBackNote />}
      <ProductServices locale={locale} />
      <ProductMeta product={product} />
    </div>
  );

  const hero =
    a.hero === 'stacked-wide' ? (
      <div className={styles.heroExtended}>
        {gallery}
        <div className={styles.extendedInfo}>
          {summary}
          {buy}
        </div>
      </div>
    ) : centred ? (
      // Pictures in the middle, the summary on their left and the buy box on their right.
      <div className={styles.heroCentred}>
        <div className={styles.centreGallery}>{gallery}</div>
        <div className={styles.centreSummary}>{summary}</div>
        <div className={styles.centreBuy}>{buy}</div>
      </div>
    ) : (
      <div className={styles.heroSplit} data-sticky={a.sticky}>
        <div className={styles.galleryCol}>{gallery}</div>
        <div className={styles.infoCol}>
          {summary}
          {buy}
        </div>
      </div>
    );

  const main = (
    <div className={styles.main}>
      {hero}
      {!a.band && <ProductDetails product={product} reviews={reviews} mode={a.details} />}
    </div>
  );

  return (
    <ProductSelectionProvider variants={product.variants}>
      <div
        className={a.band ? styles.band : undefined}
        data-layout={layout}
        data-surface={a.band ? 'transparent' : undefined}
      >
        <div className={a.width === 'wide' ? styles.wide : 'container'}>
          <Breadcrumb items={crumbs} />
          {a.sidebar ? (
            <div className={styles.withSidebar} data-side={a.sidebar}>
              {main}
              <ProductSidebar product={product} bestProducts={detail.bestProducts} />
            </div>
          ) : (
            main
          )}
        </div>
      </div>
      <div className={a.width === 'wide' ? styles.wide : 'container'}>
        {a.band && <ProductDetails product={product} reviews={reviews} mode={a.details} />}
        <ProductSafetySection safety={safety} product={product} locale={locale} />
        <GuaranteeNotice />
        <RelatedProducts products={detail.relatedProducts} currentSku={product.sku} slug={product.slug} />
      </div>
      {a.stickyCartBar && <StickyCartBar product={clientProduct} pictures={pictures} notes={notes} />}
      <ViewItemTracker
        item={{
          item_id: product.sku,
          item_name: product.name,
          ...(facts.price !== null ? { price: facts.price } : {}),
          ...(product.product_categories[0] ? { item_category: product.product_categories[0].nome } : {}),
        }}
        value={effectivePrice(product) ?? facts.price ?? undefined}
      />
      {productStructuredData(product, reviews, crumbs).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </ProductSelectionProvider>
  );
}
