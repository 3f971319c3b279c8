import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * A product picture from the back-end's `/files/…`, as a plain img from `getImageProps` (the
 * next/image component would add its client code to every page with a gallery). SVG pictures (the
 * mock's) are served as they are: the image optimiser refuses SVG and scaling one gains nothing.
 * `preload` puts a high-priority preload in the document head, for the page's LCP picture.
 */
export function ProductImage({ src, alt, preload = false, ...rest }: Omit<ImageProps, 'src' | 'priority'> & { src: string }) {
  const { props } = getImageProps({ src, alt, unoptimized: /\.svg(?:$|[?#])/i.test(src), ...rest, loading: preload ? 'eager' : rest.loading });
  if (preload) {
    preloadResource(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  }
  // The LCP picture decodes with the frame that shows it instead of a frame later.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} decoding={preload ? 'sync' : props.decoding} />;
}
