import { preload as preloadResource } from 'react-dom';
import type { PictureImg } from '@/components/product-parts/picture-img';

/**
 * A product picture in the product page's islands (gallery, sticky bar), from attributes the
 * server worked out (`pictureImg`), so next/image's code stays out of the page's JavaScript.
 * `preload` puts a high-priority preload in the document head, for the page's LCP picture, and
 * decodes it with the frame that shows it instead of a frame later.
 */
export function ProductImage({
  image,
  alt,
  preload = false,
  className,
}: {
  image: PictureImg;
  alt: string;
  preload?: boolean;
  className?: string;
}) {
  if (preload) {
    preloadResource(image.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes come from getImageProps on the server
    <img
      {...image}
      alt={alt}
      loading={preload ? 'eager' : 'lazy'}
      fetchPriority={preload ? 'high' : undefined}
      decoding={preload ? 'sync' : 'async'}
      className={className}
    />
  );
}
