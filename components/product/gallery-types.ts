import type { Picture } from '@/lib/backend/schemas/common';

/** One picture of the gallery: the large one for the stage and the lightbox, a small one for its thumbnail. */
export interface GalleryPicture {
  main: Picture;
  thumb: Picture;
}

/** How a layout arranges the pictures (see `layouts.ts`). */
export type GalleryMode = 'thumbs-below' | 'thumbs-side' | 'carousel' | 'grid' | 'stacked';

/** Pairs large and small pictures of a product; the first list that has any wins. */
export function galleryPictures(product: {
  large_pictures: Picture[];
  main_pictures: Picture[];
  gallery_pictures: Picture[];
  small_pictures: Picture[];
}): GalleryPicture[] {
  const mains = [product.large_pictures, product.main_pictures, product.gallery_pictures, product.small_pictures].find((l) => l.length) ?? [];
  return mains.map((main, i) => ({ main, thumb: product.small_pictures[i] ?? product.gallery_pictures[i] ?? main }));
}
