import type { Picture } from '@/lib/backend/schemas/common';
import { pictureImg } from './picture-img';

/**
 * A product picture through next/image's optimiser (see `pictureImg`). Lazy unless `priority`
 * (the first row of a listing, the LCP candidate). A plain img with `getImageProps` rather than
 * the Image component: rendered on the server (cards are server components) it needs no
 * JavaScript in the browser, where the component would add about 4 KiB to every page with a card.
 */
export function ProductPicture({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  picture: Picture | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!picture) return <span className={className} data-placeholder="" aria-hidden="true" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes come from getImageProps
    <img
      {...pictureImg(picture, sizes)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
