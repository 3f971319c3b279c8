/** The listing's layout variants, each with its own `/shop/<variant>` address. */
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

const PRODUCT_LAYOUTS = [
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
const DEFAULT_PRODUCT_LAYOUT: ProductLayout = 'fullwidth';

export function isShopVariant(v: string): v is ShopVariant {
  return (SHOP_VARIANTS as readonly string[]).includes(v);
}
function isProductLayout(v: string): v is ProductLayout {
  return (PRODUCT_LAYOUTS as readonly string[]).includes(v);
}

/** A product page: the back-end's slug keeps its slash (`det/<name>-<sku>`), each part encoded. */
export function productHref(slug: string, layout: ProductLayout = DEFAULT_PRODUCT_LAYOUT): string {
  return `/product/${layout}/${slug.split('/').map(encodeURIComponent).join('/')}`;
}

/** An order's name as the back-end writes it (`SAL-ORD-2026-00012`), as an address may carry it. */
export const ORDER_NAME = /^[\w.\-/]{1,64}$/;

/** A back-end product slug as the storefront accepts it in a URL: `det/<name>-<sku>` (or `b2c/…`). */
export const PRODUCT_SLUG = /^(det|b2c)\/[a-z0-9][a-z0-9-]{0,200}$/;

/**
 * The layout and back-end slug of `/product/{layout}/{slug}` (ten layouts) or of the generic
 * `/product/{slug}` in the default layout. The slug has a slash, so it spans two segments. Null for
 * an unknown layout or a malformed slug: the page answers 404 without asking the back-end.
 */
export function productRoute(
  layout: string,
  slug: readonly string[] | undefined,
): { layout: ProductLayout; slug: string } | null {
  const whole = (parts: readonly string[]) => {
    const joined = parts.join('/');
    return PRODUCT_SLUG.test(joined) ? joined : null;
  };
  if (isProductLayout(layout)) {
    const s = whole(slug ?? []);
    return s ? { layout, slug: s } : null;
  }
  const s = whole([layout, ...(slug ?? [])]);
  return s ? { layout: DEFAULT_PRODUCT_LAYOUT, slug: s } : null;
}
