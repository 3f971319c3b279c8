import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeIntro } from '@/components/home/home-intro';
import { HomeRow } from '@/components/home/home-row';
import { ProductRow } from '@/components/home/product-row';
import { loadHomeData } from '@/lib/home/home-data';
import { HomeBanners } from '@/components/home/home-banners';
import { HomeSection } from '@/components/home/home-section';
import { RowWhenNear } from '@/components/home/row-when-near';
import { HOME_COUNTS } from '@/lib/home/home-counts';
import { DealOfWeek } from '@/components/home/deal-of-week';
import { PopularTabs } from '@/components/home/popular-tabs';
import { CategoryTiles } from '@/components/home/category-tiles';
import { NewsletterBand } from '@/components/newsletter/newsletter-band';
import { ProductCardIntl } from '@/components/catalogue/product-card-intl';
import { cardRowTexts } from '@/components/catalogue/card-row-texts';
import { Unavailable } from '@/components/ui/unavailable';

/**
 * Home: intro slider, banners, best sellers, the deals (leading to every product on sale),
 * popular categories in tabs, featured and recent products, newsletter, categories: the cards
 * after the deals are read when the shopper scrolls near them. Prerendered
 * per locale and regenerated with its product data (no cookies, headers or searchParams here).
 * Each section below the slider is its own Suspense boundary: React then hydrates them one by one,
 * yielding between them, instead of in one long task that would hold back the slider's paint.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home');
  const [data, rowTexts] = await Promise.all([loadHomeData(locale), cardRowTexts()]);

  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <HomeIntro />
      <HomeBanners banners={data.banners} />
      {data.unavailable && <Unavailable texts="home" ways={[{ href: '/shop', label: 'shop' }]} />}
      <ProductCardIntl>
        <HomeRow name="best" products={data.bestSellers} more="/shop">
          <ProductRow products={data.bestSellers} label={t('bestTitle')} />
        </HomeRow>
        {!data.unavailable && (
          <Suspense>
            <DealOfWeek products={data.deals} />
          </Suspense>
        )}
        {data.tabs.length > 0 && (
          <Suspense>
            <HomeSection id="home-popular" title={t('popularTitle')} subtitle={t('popularSubtitle')}>
              <PopularTabs
                idPrefix="home-popular"
                label={t('popularTitle')}
                tabs={data.tabs.map(({ slug, label }) => ({ slug, label }))}
                first={
                  <RowWhenNear
                    query={{ category: data.tabs[0]!.slug, order_by: 'popularity' }}
                    count={HOME_COUNTS.perTab}
                    label={data.tabs[0]!.label}
                    texts={rowTexts}
                  />
                }
                texts={rowTexts}
              />
            </HomeSection>
          </Suspense>
        )}
        <HomeRow name="featured" products={data.featured} more="/shop/order_by=rating">
          <RowWhenNear
            query={{ order_by: 'rating' }}
            count={data.featured.length}
            label={t('featuredTitle')}
            texts={rowTexts}
          />
        </HomeRow>
        <HomeRow name="latest" products={data.latest} more="/shop/order_by=newest">
          <RowWhenNear
            query={{ order_by: 'newest' }}
            count={data.latest.length}
            label={t('latestTitle')}
            texts={rowTexts}
          />
        </HomeRow>
      </ProductCardIntl>
      <NewsletterBand id="home-newsletter" />
      <CategoryTiles categories={data.categories} />
    </>
  );
}
