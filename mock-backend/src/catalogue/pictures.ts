/** The product pictures of a listing answer, as the real index writes them. */

/** Pictures as the index stores them: `width`/`height` are strings ("1000", "150", …). */
export interface Picture {
  url: string;
  width: string;
  height: string;
}

/** The four picture lists of a listing product (docs/backend/catalogue.md): large 1000, small 150, gallery 350, main 800 px. */
export const PICTURE_SIZES = {
  large_pictures: 1000,
  small_pictures: 150,
  gallery_pictures: 350,
  main_pictures: 800,
} as const;

/** `/files/products/<image key>-<n>.svg`, or `…-<n>-<colour>.svg` for another colour than the product's own. */
export function pictureUrl(imageKey: string, view: number, color?: string | null): string {
  return color ? `/files/products/${imageKey}-${view}-${color}.svg` : `/files/products/${imageKey}-${view}.svg`;
}

export function pictureList(imageKey: string, views: number, size: number, color?: string | null): Picture[] {
  const out: Picture[] = [];
  for (let n = 1; n <= views; n++)
    out.push({ url: pictureUrl(imageKey, n, color), width: String(size), height: String(size) });
  return out;
}

export function pictures(imageKey: string, views: number, color?: string | null) {
  return {
    large_pictures: pictureList(imageKey, views, PICTURE_SIZES.large_pictures, color),
    small_pictures: pictureList(imageKey, views, PICTURE_SIZES.small_pictures, color),
    gallery_pictures: pictureList(imageKey, views, PICTURE_SIZES.gallery_pictures, color),
    main_pictures: pictureList(imageKey, views, PICTURE_SIZES.main_pictures, color),
  };
}
