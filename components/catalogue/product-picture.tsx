import { getImageProps } from 'next/image';
import type { Picture } from '@/lib/backend/schemas/common';

/**
 * A product picture through next/image's optimiser. The back-end's pictures are SVG drawings served
 * by our /files route: those skip the optimiser (`unoptimized`, nothing to resize); raster pictures
 * get responsive sizes. Lazy unless `priority` (the first row of a listing, the LCP candidate).
 * A plain img with `getImageProps` rather than the Image component: rendered on the server (cards
 * are server components) it needs no JavaScript in the browser, where the component would add
 * about 4 KiB to every page with a product card.
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
  const svg = /\.svg(?:$|[?#])/i.test(picture.url);
  const { props } = getImageProps({
    src: picture.url,
    alt,
    width: picture.width,
    height: picture.height,
    sizes,
    unoptimized: svg,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    className,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} />;
}
