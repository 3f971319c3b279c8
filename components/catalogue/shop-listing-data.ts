import type { getTranslations } from 'next-intl/server';
import type { Crumb } from '@/components/ui/breadcrumb';
import { isBrandFacet } from '@/lib/domain/facet-filter';
import { contentLang } from '@/lib/content-lang';
import type { BannerSlide } from './banner-slider';
import type { CategoryOption, FacetGroup } from './facet-filters';
import type { BannerData } from './listing-banner';
import type { LoadedListing } from '@/lib/catalogue/load-listing';
import type { ShownLabel } from '@/lib/domain/shopper-labels';
import {
  categoryValue,
  DEFAULT_PARAMS,
  FEATURE_KEY,
  hasFilters,
  listingHref,
  type ListingParams,
} from '@/lib/catalogue/listing-params';

type ListingTranslator = Awaited<ReturnType<typeof getTranslations<'ListingPage'>>>;

/** The trail every listing starts from: home, then the shop. */
export function shopCrumbs(t: ListingTranslator): Crumb[] {
  return [
    { label: t('breadcrumbHome'), href: '/' },
    { label: t('breadcrumbShop'), href: '/shop' },
  ];
}

/**
 * What the shop's category page shows, read from the back-end's listing: the trail, the banner,
 * the categories and feature facets with their labels, the active filter count and the page range.
 * Category and filter names are shown by `label` (the shopper's where the shop owner translated
 * them, each with its language); the links keep the back-end's own values.
 */
export function shopListingData({
  data,
  params,
  basePath,
  locale,
  t,
  brand,
  label = (text) => ({ text, lang: contentLang(locale) }),
}: {
  data: LoadedListing;
  params: ListingParams;
  basePath: string;
  locale: string;
  t: ListingTranslator;
  /** The brand facet's name, as the filters in the browser call it. */
  brand: string;
  label?: (text: string) => ShownLabel;
}) {
  const crumbs = shopCrumbs(t);
  const detail = data.menu_category_detail;
  const categories: CategoryOption[] = data.category
    .map((c) => {
      const shown = label(c.label);
      return { ...c, label: shown.text, lang: shown.lang, value: categoryValue(c.url) };
    })
    .filter((c) => c.value !== '');
  const backendCategory = data.category.find((c) => categoryValue(c.url) === params.category)?.label;
  const current = backendCategory ?? detail?.label ?? detail?.title ?? null;
  const shownCurrent = current === null ? null : label(current);
  const currentCategory = shownCurrent?.text ?? null;
  for (const node of data.category_tree) {
    const shown = label(node.label);
    crumbs.push({
      label: shown.text,
      lang: shown.lang,
      href: listingHref('/shop', DEFAULT_PARAMS, { category: categoryValue(node.url) }),
    });
  }
  if (data.category_tree.length === 0 && params.category && shownCurrent)
    crumbs.push({ label: shownCurrent.text, lang: shownCurrent.lang });
  if (crumbs.length > 2) {
    const last = crumbs[crumbs.length - 1]!;
    crumbs[crumbs.length - 1] = { label: last.label, lang: last.lang };
  } else crumbs[1] = { label: t('breadcrumbShop') };

  const corrected = data.correctedTerm;
  const translated = data.translated;
  const backendTitle =
    !params.search_term && !params.wishlist && (detail?.title || detail?.label || current)
      ? label((detail?.title || detail?.label || current)!)
      : null;
  const title = params.search_term
    ? t('titleSearch', { term: translated?.understood ?? corrected ?? params.search_term })
    : params.wishlist
      ? t('titleWishlist')
      : (backendTitle?.text ?? t('title'));
  const banner: BannerData = {
    title,
    lang: backendTitle?.lang,
    description: detail?.description?.trim() || null,
    image: detail?.category_banner_image || null,
    imageMobile: detail?.category_banner_image_mobile || null,
  };

  // The back-end sends feature facets only when the whole result is one product family.
  const facets: FacetGroup[] = data.features
    .filter((f) => FEATURE_KEY.test(f.key))
    .map((f) => {
      const shown = label(f.label_field || f.key);
      return {
        key: f.key,
        label_field: f.label_field || f.key,
        title: shown.text,
        title_lang: shown.lang,
        type: f.type ?? '',
        uom: f.uom,
        facet_results: f.facet_results.filter((v) => v.value !== ''),
      };
    })
    .filter((f) => f.facet_results.length > 0);
  const featureLabels = Object.fromEntries(facets.map((f) => [f.key, isBrandFacet(f) ? brand : f.title]));

  // Plural labels are formatted here: the first plural formatted in the browser costs ~30 ms of
  // ICU set-up on the main thread while the listing hydrates.
  const counts = new Set([
    ...categories.map((c) => c.count),
    ...facets.flatMap((f) => f.facet_results.map((v) => v.count)),
  ]);
  const countLabels = Object.fromEntries([...counts].map((count) => [count, t('filterCountLabel', { count })]));
  const activeCount =
    (params.category ? 1 : 0) +
    (params.on_sale ? 1 : 0) +
    (params.in_stock ? 1 : 0) +
    Object.keys(params.features).length +
    (params.min_price !== null || params.max_price !== null ? 1 : 0);

  const pages = Math.max(data.pages, data.totalCount > 0 ? Math.ceil(data.totalCount / params.per_page) : 0);
  const from = data.products.length > 0 ? (data.current_page - 1) * params.per_page + 1 : 0;
  const to = from > 0 ? from + data.products.length - 1 : 0;
  const clearHref = hasFilters(params)
    ? listingHref(basePath, { ...DEFAULT_PARAMS, per_page: params.per_page, view: params.view })
    : null;

  return {
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
  };
}

/** The slider variant's slides: the category's own picture and words, then its four fullest categories. */
export function bannerSlides(
  banner: BannerData,
  categories: CategoryOption[],
  basePath: string,
  params: ListingParams,
  t: ListingTranslator,
): BannerSlide[] {
  const slides: BannerSlide[] = [
    // The h1 sits above the slider; the first slide carries the category's picture and words.
    {
      key: 'main',
      title: t('sliderIntroTitle'),
      text: banner.description ?? t('sliderIntro'),
      href: null,
      image: banner.image,
      cta: null,
    },
  ];
  for (const c of [...categories].sort((a, b) => b.count - a.count).slice(0, 4)) {
    slides.push({
      key: c.value,
      title: c.label,
      text: t('sliderCount', { count: c.count }),
      href: listingHref(basePath, params, { category: c.value }),
      image: null,
      cta: t('sliderShop', { category: c.label }),
    });
  }
  return slides;
}
