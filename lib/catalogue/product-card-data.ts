import type { Product } from '@/lib/backend/schemas/catalogue';
import type { Picture } from '@/lib/backend/schemas/common';
import { excerpt } from '@/lib/domain/excerpt';

/**
 * What a card's client islands receive: the product without its long texts, extra picture sizes
 * and every variant's gallery (one picture each, enough for the cart line and the toast), so
 * twelve cards do not serialise twelve catalogues into the page's payload. The quick view asks
 * for the whole product when it opens (`useWholeProduct`, over `GET /api/product`).
 */
export function toCardProduct(product: Product): Product {
  return {
    ...product,
    description: '',
    short_description: excerpt(product.short_description, 280),
    small_pictures: product.small_pictures.slice(0, 1),
    main_pictures: [],
    large_pictures: product.large_pictures.slice(0, 1),
    gallery_pictures: product.gallery_pictures.slice(0, 1),
    variants: product.variants.map((v) => (v.pictures ? { ...v, pictures: v.pictures.slice(0, 1) } : v)),
  };
}

/** The picture a card shows: the 350 px gallery size when there is one, else the next best. */
export function cardPicture(
  product: Pick<Product, 'gallery_pictures' | 'main_pictures' | 'large_pictures' | 'small_pictures'>,
): Picture | undefined {
  return (
    product.gallery_pictures[0] ?? product.main_pictures[0] ?? product.large_pictures[0] ?? product.small_pictures[0]
  );
}
