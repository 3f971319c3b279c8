import Image, { type ImageProps } from 'next/image';

/**
 * A product picture from the back-end's `/files/…`. SVG pictures (the mock's) are served as they
 * are: the image optimiser refuses SVG and scaling one gains nothing.
 */
export function ProductImage({ src, alt, ...props }: Omit<ImageProps, 'src'> & { src: string }) {
  return <Image src={src} alt={alt} unoptimized={src.toLowerCase().endsWith('.svg')} {...props} />;
}
