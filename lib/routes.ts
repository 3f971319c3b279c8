/** The layout variants the specification's route table names (§2). */
export const SHOP_VARIANTS = [
  'boxed-image',
  'boxed-slider',
  'horizontal-filter-1',
  'horizontal-filter-2',
  'infinite-scroll',
  'list',
  'off-canvas',
  'right-sidebar',
] as const;
export type ShopVariant = (typeof SHOP_VARIANTS)[number];

export const PRODUCT_LAYOUTS = [
  'center',
  'extended',
  'fullwidth',
  'grid',
  'left-sidebar',
  'right-sidebar',
  'sticky-both',
  'sticky-cart',
  'sticky-info',
  'transparent',
] as const;
export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];

/** The layout a product link uses when nothing asks for another. */
export const DEFAULT_PRODUCT_LAYOUT: ProductLayout = 'fullwidth';

export function isShopVariant(v: string): v is ShopVariant {
  return (SHOP_VARIANTS as readonly string[]).includes(v);
}
export function isProductLayout(v: string): v is ProductLayout {
  return (PRODUCT_LAYOUTS as readonly string[]).includes(v);
}

/** A product page: the back-end's slug keeps its slash (`det/<name>-<sku>`), each part encoded. */
export function productHref(slug: string, layout: ProductLayout = DEFAULT_PRODUCT_LAYOUT): string {
  return `/product/${layout}/${slug.split('/').map(encodeURIComponent).join('/')}`;
}
