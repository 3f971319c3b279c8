import { pictureImg } from '@/components/product-parts/picture-img';
import type { Picture } from '@/lib/backend/schemas/common';
import type { Variant } from '@/lib/backend/schemas/catalogue';
import type { GalleryMode, GalleryPicture, GallerySet } from './gallery-types';

/** How wide a stage picture is drawn in each arrangement (the `sizes` of its img). */
const STAGE_SIZES: Record<GalleryMode, string> = {
  'thumbs-below': '(max-width: 767px) 100vw, 50vw',
  'thumbs-side': '(max-width: 767px) 100vw, 50vw',
  carousel: '(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 33vw',
  grid: '(max-width: 767px) 85vw, 30vw',
  stacked: '(max-width: 767px) 85vw, 55vw',
};
const THUMB_SIZES = '80px';

function pair(original: Picture, small: Picture, mode: GalleryMode): GalleryPicture {
  return { original, image: pictureImg(original, STAGE_SIZES[mode]), thumb: pictureImg(small, THUMB_SIZES) };
}

/**
 * Pairs large and small pictures of a product (the first list that has any wins); a variant with
 * pictures of its own gets its own set, which replaces the product's while it is chosen.
 */
export function galleryPictures(
  product: {
    large_pictures: Picture[];
    main_pictures: Picture[];
    gallery_pictures: Picture[];
    small_pictures: Picture[];
    variants: Variant[];
  },
  mode: GalleryMode,
): GallerySet {
  const mains =
    [product.large_pictures, product.main_pictures, product.gallery_pictures, product.small_pictures].find(
      (l) => l.length,
    ) ?? [];
  const variants: Record<string, GalleryPicture[]> = {};
  for (const v of product.variants) {
    if (v.pictures?.length) variants[v.sku] = v.pictures.map((p) => pair(p, p, mode));
  }
  return {
    product: mains.map((main, i) => pair(main, product.small_pictures[i] ?? product.gallery_pictures[i] ?? main, mode)),
    variants,
  };
}
