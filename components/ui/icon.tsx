import type { IconName } from './icon-paths';

export type { IconName };

/**
 * The shop's icons as inline SVG pointing at the page's sprite (./icon-sprite, drawn by the layout):
 * no icon font, no extra request, no path data in client JavaScript. Decorative by default; pass
 * `label` when the icon alone carries meaning.
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
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
