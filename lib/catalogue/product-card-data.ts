import type { Product } from '@/lib/backend/schemas/catalogue';
import type { Picture } from '@/lib/backend/schemas/common';

/**
 * What a card's client islands receive: what adding to the cart, the toast and the first frame of
 * the quick view need (name, prices, stock, variants, the category path, one picture in the sizes
 * the card, the cart line and the quick view show), and none of the texts, codes and extra
 * pictures only the product page shows, so a page of cards does not serialise a catalogue into its
 * payload. The quick view asks for the whole product when it opens (`useWholeProduct`, over
 * `GET /api/product`), and shows the summary and every picture when it arrives.
 */
export function toCardProduct(product: Product): Product {
  return {
    ...product,
    description: '',
    short_description: '',
    brand: null,
    gtin: null,
    small_pictures: product.small_pictures.slice(0, 1),
    main_pictures: [],
    // Kept only when it is the product's one picture.
    large_pictures:
      product.small_pictures.length + product.gallery_pictures.length > 0 ? [] : product.large_pictures.slice(0, 1),
    gallery_pictures: product.gallery_pictures.slice(0, 1),
    family_code: null,
    // The category path is `groups`; its labels one by one only fed it.
    group_1: null,
    group_2: null,
    group_3: null,
    group_4: null,
    group_5: null,
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

/**
 * A product as a card shows it, for a card rendered in the browser: the trim its islands get
 * (`toCardProduct`), with the card's own picture and the list view's summary as the server's card
 * has them.
 */
export function toBrowserCard(product: Product): Product {
  return {
    ...toCardProduct(product),
    main_pictures: product.main_pictures.slice(0, 1),
    short_description: product.short_description,
  };
}
