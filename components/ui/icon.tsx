import type { IconName } from './icon-names';
import sprite from './icons.svg';

export type { IconName };

/**
 * The shop's icons as inline SVG pointing at a symbol of one sprite file (./icons.svg, served by
 * Next under its content hash and kept by the browser for a year): no icon font, no path data in
 * client JavaScript, and none in the pages either. Drawn into every page's HTML, the sprite went
 * out twice with each page (markup and payload, about 1.9 KB gzip); as a file it travels once per
 * browser. Decorative by default; pass `label` when the icon alone carries meaning.
 */
export function Icon({
  name,
  size = 20,
  label,
  className,
}: {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
}) {
  // The drawing's stroke comes from the `.icon` rule (app/styles/globals.css) and its viewBox from
  // the symbol: five attributes on each of a page's 60–80 icons went out twice, markup and payload.
  return (
    <svg
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`${sprite.src}#icon-${name}`} />
    </svg>
  );
}
