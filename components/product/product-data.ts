import type { Product, ProductDetail } from '@/lib/backend/schemas/catalogue';
import { productHref, type ProductLayout } from '@/lib/routes';
import type { Crumb } from '@/components/ui/breadcrumb';
import { DEFAULT_PARAMS, listingHref } from '@/lib/domain/listing-url';
import { categoryPath } from '@/lib/domain/menu-tree';

export type LoadedProductDetail = Extract<ProductDetail, { redirectTo: null }>;
export type DetailProduct = LoadedProductDetail['product'];

/**
 * What the client islands (buy box, sticky bar, add to cart) receive: the product without its long
 * texts and tables, so the page's payload does not carry the description twice.
 */
export function toClientProduct(product: DetailProduct): Product {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    description: '',
    short_description: '',
    price: product.price,
    sale_price: product.sale_price,
    is_sale: product.is_sale,
    stock: product.stock,
    brand: product.brand,
    gtin: product.gtin,
    large_pictures: [],
    small_pictures: product.small_pictures.slice(0, 1),
    gallery_pictures: [],
    main_pictures: product.main_pictures.slice(0, 1),
    ratings: product.ratings,
    reviews: product.reviews,
    is_hot: product.is_hot,
    is_new: product.is_new,
    variants: product.variants,
    product_categories: [],
    family_code: product.family_code,
    group_1: product.group_1,
    group_2: product.group_2,
    groups: product.groups,
  };
}

/** A step of the product's category trail: its label and the listing of that category. */
export interface CategoryStep {
  label: string;
  href: string;
}

/**
 * The category trail of a product, root first, from its `group_1…n` labels: step i lists the
 * category path of the first i labels, spaces written as `-`, as the listing's `category` wants.
 * (The detail answer's own `categories` are lower-cased, which the listing does not match.)
 */
export function categoryTrail(groups: readonly string[]): CategoryStep[] {
  return groups.map((label, i) => ({
    label,
    href: listingHref('/shop', DEFAULT_PARAMS, { category: categoryPath(groups.slice(0, i + 1)) }),
  }));
}

export function productCrumbs(product: DetailProduct, labels: { home: string; shop: string }): Crumb[] {
  return [
    { label: labels.home, href: '/' },
    { label: labels.shop, href: '/shop' },
    ...categoryTrail(product.groups),
    { label: product.name },
  ];
}

export function canonicalPath(slug: string, layout?: ProductLayout): string {
  return productHref(slug, layout);
}
