import Image from 'next/image';
import type { Picture } from '@/lib/backend/schemas/common';

/**
 * A product picture through next/image. The back-end's pictures are SVG drawings served by our
 * /files route: those skip the optimiser (`unoptimized`, nothing to resize); raster pictures
 * get responsive sizes. Lazy unless `priority` (the first row of a listing, the LCP candidate).
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
  return (
    <Image
      src={picture.url}
      alt={alt}
      width={picture.width}
      height={picture.height}
      sizes={sizes}
      unoptimized={svg}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
