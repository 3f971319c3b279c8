import { getImageProps } from 'next/image';
import type { Picture } from '@/lib/backend/schemas/common';

/** An img's source attributes, worked out on the server so a client island can show the picture without next/image's code. */
export interface PictureImg {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * The back-end's pictures are SVG drawings served by our /files route: those skip the optimiser
 * (nothing to resize); raster pictures get responsive sizes through it.
 */
export function pictureImg(picture: Picture, sizes?: string): PictureImg {
  const { props } = getImageProps({
    src: picture.url,
    alt: '',
    width: picture.width,
    height: picture.height,
    sizes,
    unoptimized: /\.svg(?:$|[?#])/i.test(picture.url),
  });
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    width: Number(props.width),
    height: Number(props.height),
  };
}
