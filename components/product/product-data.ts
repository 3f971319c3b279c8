import type { Product, ProductDetail } from '@/lib/backend/schemas/catalogue';
import { productHref, type ProductLayout } from '@/lib/routes';
import type { Crumb } from '@/components/ui/breadcrumb';

export type LoadedProductDetail = Extract<ProductDetail, { redirectTo: null }>;
export type DetailProduct = LoadedProductDetail['product'];
export type ProductCategory = DetailProduct['product_categories'][number];

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
    product_categories: product.product_categories.slice(0, 3),
  };
}

/**
 * The category trail of a product, root first. `product_categories` lists the product's
 * categories with their `parent`; the deepest one whose chain can be followed wins. A parent is
 * matched by name or slug (the back-ends disagree on which they send).
 */
export function categoryTrail(categories: readonly ProductCategory[]): ProductCategory[] {
  const find = (key: string | null | undefined) => (key ? categories.find((c) => c.nome === key || c.slug === key) : undefined);
  let best: ProductCategory[] = [];
  for (const start of categories) {
    const chain: ProductCategory[] = [];
    let node: ProductCategory | undefined = start;
    while (node && !chain.includes(node) && chain.length < 6) {
      chain.unshift(node);
      node = find(node.parent);
    }
    if (chain.length > best.length) best = chain;
  }
  return best;
}

export function categoryHref(category: ProductCategory): string | undefined {
  return category.slug ? `/shop?category=${encodeURIComponent(category.slug)}` : undefined;
}

export function productCrumbs(product: DetailProduct, labels: { home: string; shop: string }): Crumb[] {
  return [
    { label: labels.home, href: '/' },
    { label: labels.shop, href: '/shop' },
    ...categoryTrail(product.product_categories).map((c) => ({ label: c.nome, href: categoryHref(c) })),
    { label: product.name },
  ];
}

export function canonicalPath(slug: string, layout?: ProductLayout): string {
  return productHref(slug, layout);
}
