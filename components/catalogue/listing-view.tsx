import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { Unavailable } from '@/components/ui/unavailable';
import { tabKeyForSearch } from '@/lib/domain/listing-tabs';
import { fromCents } from '@/lib/domain/money';
import { log } from '@/lib/log';
import type { Result } from '@/lib/backend/result';
import { ActiveFilters } from './active-filters';
import { LazyBannerSlider } from './banner-slider-lazy';
import { FacetFilters } from './facet-filters';
import { FilterDrawer } from './filter-drawer';
import { InfiniteProducts } from './infinite-products';
import { ListingBanner } from './listing-banner';
import type { LoadedListing } from '@/lib/catalogue/load-listing';
import { labelShower } from '@/lib/catalogue/shopper-words';
import { listingHref, listingSearch, tabRoute, type ListingParams } from '@/lib/catalogue/listing-params';
import { offeredSorts } from '@/lib/catalogue/sort-options';
import { ListingEmpty } from './listing-states';
import { ListingTabsBar } from './listing-tabs-bar';
import { PriceFilter } from './price-filter';
import { ProductGrid, ProductItems } from './product-grid';
import { SHOP_LAYOUTS, shopBasePath, type ShopLayoutName } from '@/lib/catalogue/shop-layouts';
import { bannerSlides, shopCrumbs, shopListingData } from './shop-listing-data';
import { SearchTranslated } from './search-translated';
import { Toolbox } from './toolbox';
import styles from './shop-listing.module.css';

export type ListingViewProps = {
  layout: ShopLayoutName;
  gridType?: string;
  params: ListingParams;
  result: Result<LoadedListing>;
};

/**
 * The shop's category page for every layout variant: banner, search tabs, filters (on sale, in
 * stock, categories with counts, the back-end's feature facets, price), toolbox (count, sort, show-count,
 * grid/list) and pagination or infinite scroll. What differs per variant is read from
 * SHOP_LAYOUTS; everything else is one implementation.
 */
export async function ListingView({ layout: layoutName, gridType, params, result }: ListingViewProps) {
  const t = await getTranslations('ListingPage');
  const islands = await getTranslations('Listing');
  const locale = await getLocale();
  const layout = SHOP_LAYOUTS[layoutName];
  const basePath = shopBasePath(layoutName, gridType);
  const columns = layoutName === 'grid' && gridType ? Number(gridType) : layout.columns;
  const view = params.view ?? layout.view;
  const search = listingSearch(params);
  const here = listingHref(basePath, params);

  // The wishlist listing needs a signed-in shopper; after signing in they come back here.
  if (!result.ok && result.error.kind === 'unauthorised' && params.wishlist) {
    redirect(`/pages/login?next=${encodeURIComponent(here)}`);
  }

  if (!result.ok) {
    // A shopper over the search limit is told so, and is no back-end failure to page anyone about.
    const limited = result.error.kind === 'rate-limited';
    log[limited ? 'warn' : 'error']('listing.failed', {
      path: basePath,
      query: search,
      kind: result.error.kind,
      status: result.error.status,
    });
    return (
      <div className={`container ${styles.page}`}>
        <Breadcrumb items={shopCrumbs(t)} />
        <ListingBanner banner={{ title: t('title'), description: null, image: null, imageMobile: null }} style="wide" />
        <Unavailable
          texts={limited ? 'searches' : 'listing'}
          ways={[
            { href: here, label: 'retry' },
            { href: '/', label: 'home' },
          ]}
        />
      </div>
    );
  }

  const data = result.data;
  // The term the products were found with, when it is not the one typed: further pages ask for it.
  const found = data.translated?.term ?? data.correctedTerm;
  const {
    crumbs,
    categories,
    currentCategory,
    corrected,
    translated,
    banner,
    facets,
    featureLabels,
    countLabels,
    activeCount,
    pages,
    from,
    to,
    clearHref,
  } = shopListingData({
    data,
    params,
    basePath,
    locale,
    t,
    brand: islands('filterBrand'),
    label: await labelShower(locale),
  });

  // The real listing carries no price range (docs/backend.md "what running the real apps showed"):
  // the filter keeps its two fields. Its bounds are euro, as the URL's min_price/max_price.
  const bounds =
    data.min_price_all !== null && data.max_price_all !== null
      ? { min: fromCents(data.min_price_all), max: fromCents(data.max_price_all) }
      : null;
  const priceFilter =
    data.totalCount > 0 || params.min_price !== null || params.max_price !== null ? (
      <PriceFilter
        key={`${params.min_price}-${params.max_price}`}
        basePath={basePath}
        params={params}
        bounds={bounds}
      />
    ) : undefined;
  const arrangement = layout.filters === 'dropdowns' ? 'dropdowns' : layout.filters === 'panel' ? 'columns' : 'stack';
  const filters = (
    <FacetFilters
      basePath={basePath}
      params={params}
      categories={categories}
      facets={facets}
      countLabels={countLabels}
      arrangement={arrangement}
      priceFilter={priceFilter}
    />
  );
  const products = data.products;

  const drawer =
    layout.filters === 'drawer' ? (
      <FilterDrawer mode="drawer" activeCount={activeCount} resetKey={search}>
        {filters}
      </FilterDrawer>
    ) : undefined;

  const slides = layout.banner === 'slider' ? bannerSlides(banner, categories, basePath, params, t) : [];
  const header =
    layout.banner === 'slider' ? (
      <LazyBannerSlider
        heading={<ListingBanner banner={{ ...banner, image: null, imageMobile: null }} style="wide" />}
        slides={slides}
        labels={{
          role: t('sliderRole'),
          region: t('sliderLabel'),
          previous: t('sliderPrevious'),
          next: t('sliderNext'),
          goTo: slides.map((_, i) => t('sliderGoTo', { index: i + 1 })),
        }}
      />
    ) : (
      <ListingBanner banner={banner} style={layout.banner === 'boxed' ? 'boxed' : 'wide'} />
    );

  const results = (
    <section className={styles.results} aria-labelledby="shop-results-heading">
      <h2 id="shop-results-heading" className="visually-hidden">
        {t('resultsHeading')}
      </h2>
      {layout.filters === 'dropdowns' && <div className={styles.horizontal}>{filters}</div>}
      {layout.filters === 'panel' && (
        <details className={styles.panel} open={activeCount > 0 || undefined}>
          <summary className={styles.panelToggle}>{islands('filtersButton')}</summary>
          <div className={styles.panelBody}>{filters}</div>
        </details>
      )}
      {translated && (
        <SearchTranslated
          translated={translated}
          typed={params.search_term}
          asTypedHref={listingHref(basePath, params, { as_typed: true })}
          locale={locale}
        />
      )}
      {corrected && (
        <p className={styles.corrected} role="status">
          {t('searchCorrected', { typed: params.search_term, corrected })}
        </p>
      )}
      <ActiveFilters
        basePath={basePath}
        params={params}
        categoryLabel={currentCategory}
        featureLabels={featureLabels}
      />
      <Toolbox
        basePath={basePath}
        params={params}
        view={view}
        total={data.totalCount}
        from={from}
        to={to}
        filters={drawer}
        sorts={offeredSorts()}
      />
      {products.length === 0 ? (
        <ListingEmpty
          clearHref={params.wishlist && !params.search_term && activeCount === 0 ? null : clearHref}
          wishlist={params.wishlist && !params.search_term && activeCount === 0}
          searchTerm={params.search_term}
          lastPageHref={
            params.page > 1 && data.totalCount > 0 ? listingHref(basePath, params, { page: Math.max(1, pages) }) : null
          }
        />
      ) : layout.paging === 'infinite' ? (
        <InfiniteProducts
          key={search}
          basePath={basePath}
          params={found ? { ...params, search_term: found } : params}
          initialIds={products.map((p) => p.id)}
          pages={pages}
          totalCount={data.totalCount}
          view={view}
          columns={columns}
          label={t('productsLabel')}
        >
          <ProductItems products={products} view={view} />
        </InfiniteProducts>
      ) : (
        <>
          <ProductGrid products={products} view={view} columns={columns} label={t('productsLabel')} />
          <Pagination
            current={params.page}
            pages={pages}
            href={(page) => listingHref(basePath, params, { page })}
            texts={{
              label: t('pagination'),
              previous: t('pagePrevious'),
              next: t('pageNext'),
              page: (page) => t('pageNumber', { page }),
            }}
          />
        </>
      )}
    </section>
  );

  const sidebar = layout.filters === 'left' || layout.filters === 'right';
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb items={crumbs} />
      {header}
      <ListingTabsBar
        route={tabRoute(basePath, params)}
        tabKey={
          params.search_term
            ? tabKeyForSearch(params.search_term)
            : params.wishlist
              ? t('titleWishlist')
              : (currentCategory ?? tabKeyForSearch(''))
        }
        orderBy={params.order_by === 'default' ? null : params.order_by}
        layout={layoutName}
        data={{
          products: products.map((p) => ({ sku: p.sku, slug: p.slug, name: p.name })),
          current_page: data.current_page,
          totalCount: data.totalCount,
          pages,
          per_page: params.per_page,
          is_last: data.is_last,
        }}
      />
      {sidebar ? (
        <div
          className={`${styles.columns} ${layout.filters === 'right' ? styles.right : styles.left}`}
          data-locale={locale}
        >
          <FilterDrawer
            mode="sidebar"
            side={layout.filters === 'right' ? 'right' : 'left'}
            activeCount={activeCount}
            resetKey={search}
          >
            {filters}
          </FilterDrawer>
          {results}
        </div>
      ) : (
        results
      )}
    </div>
  );
}
