import type { Picture } from '@/lib/backend/schemas/common';
import type { PictureImg } from '@/components/product-parts/picture-img';

/**
 * One picture of the gallery: the original for the zoomable lightbox, and the img attributes of
 * its stage picture and thumbnail, worked out on the server (gallery-pictures.ts).
 */
export interface GalleryPicture {
  original: Picture;
  image: PictureImg;
  thumb: PictureImg;
}

/** The product's pictures, and those of each variant that has its own (by SKU). */
export interface GallerySet {
  product: GalleryPicture[];
  variants: Record<string, GalleryPicture[]>;
}

/** How a layout arranges the pictures (see `layouts.ts`). */
export type GalleryMode = 'thumbs-below' | 'thumbs-side' | 'carousel' | 'grid' | 'stacked';
