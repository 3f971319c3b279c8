/**
 * The names of the shop's icons, whose drawings (24 px grid, stroke style) are the symbols of
 * ./icons.svg; tests/lib/icon-name.test.ts keeps the two the same.
 */
export const ICON_NAMES = [
  'cart',
  'heart',
  'user',
  'search',
  'menu',
  'close',
  'home',
  'grid',
  'chevron-down',
  'chevron-right',
  'chevron-left',
  'arrow-up',
  'truck',
  'tag',
  'percent',
  'leaf',
  'phone',
  'star',
  'return',
  'shield',
  'gift',
  'sparkles',
  'clock',
  'tool',
  'alert-triangle',
  'check',
  'trash',
  'plus',
  'minus',
  'globe',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** An icon name that came from outside (the back-end's promo tabs): unknown names get the tag. */
export function toIconName(name: string): IconName {
  return (ICON_NAMES as readonly string[]).includes(name) ? (name as IconName) : 'tag';
}
