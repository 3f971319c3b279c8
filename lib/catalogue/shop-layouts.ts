import { isShopVariant, SHOP_VARIANTS, type ShopVariant } from '@/lib/routes';
import { unescaped } from '@/lib/domain/unescaped';
import {
  DEFAULT_PARAMS,
  parseListingParams,
  SEARCH_SEGMENT,
  segmentFields,
  type ListingParams,
  type ViewMode,
} from './listing-params';

/**
 * The listing's layout variants (docs/decisions.md: same products, filters, sort and
 * pagination, different arrangement only). One listing implementation reads this table.
 */
export type ShopLayoutName = 'default' | 'grid' | ShopVariant;

export interface ShopLayout {
  /** Where the filters sit: a sidebar column, an off-canvas drawer, or horizontally above the products. */
  filters: 'left' | 'right' | 'drawer' | 'dropdowns' | 'panel';
  view: ViewMode;
  banner: 'wide' | 'boxed' | 'slider';
  paging: 'pages' | 'infinite';
  /** Grid columns on wide screens. */
  columns: number;
}

export const SHOP_LAYOUTS: Record<ShopLayoutName, ShopLayout> = {
  default: { filters: 'left', view: 'grid', banner: 'wide', paging: 'pages', columns: 3 },
  grid: { filters: 'drawer', view: 'grid', banner: 'wide', paging: 'pages', columns: 4 },
  'boxed-image': { filters: 'left', view: 'grid', banner: 'boxed', paging: 'pages', columns: 3 },
  'boxed-slider': { filters: 'left', view: 'grid', banner: 'slider', paging: 'pages', columns: 3 },
  'horizontal-filter-1': { filters: 'dropdowns', view: 'grid', banner: 'wide', paging: 'pages', columns: 4 },
  'horizontal-filter-2': { filters: 'panel', view: 'grid', banner: 'wide', paging: 'pages', columns: 4 },
  'infinite-scroll': { filters: 'left', view: 'grid', banner: 'wide', paging: 'infinite', columns: 3 },
  list: { filters: 'left', view: 'list', banner: 'wide', paging: 'pages', columns: 1 },
  'off-canvas': { filters: 'drawer', view: 'grid', banner: 'wide', paging: 'pages', columns: 4 },
  'right-sidebar': { filters: 'right', view: 'grid', banner: 'wide', paging: 'pages', columns: 3 },
};

/** `/shop/grid/{type}`: the grid's column count, two to five. */
function isGridType(v: string): boolean {
  return /^[2-5]$/.test(v);
}

export function shopBasePath(name: ShopLayoutName, gridType?: string): string {
  if (name === 'default') return '/shop';
  if (name === 'grid') return gridType ? `/shop/grid/${gridType}` : '/shop/grid';
  return `/shop/${name}`;
}

/** Where a listing's address puts it, `/shop/<layout segments…>/<key=value…>`, and what it lists. */
export interface ShopPlace {
  layout: ShopLayoutName;
  gridType?: string;
  /** The listing's state, written in the address after the layout (lib/domain/listing-url.ts). */
  params: ListingParams;
  /** `/shop/…/search`: the state is in the query, and the listing is rendered for each request. */
  inQuery: boolean;
}

/**
 * The listing a `/shop/<segments…>` address names: a layout (none, a variant, `grid`, `grid/3`)
 * then either the state's `key=value` segments or `search` (the state in the query); null for no
 * listing address. The segments are escaped, as the browser sends them and as Next gives a page
 * its params (`category%3DGiardino`).
 */
export function shopPlace(escaped: readonly string[] = []): ShopPlace | null {
  const segments = escaped.map(unescaped);
  if (segments.includes(null)) return null;
  return placeOf(segments as string[]);
}

function placeOf(segments: readonly string[]): ShopPlace | null {
  if (segments.at(-1) === SEARCH_SEGMENT) {
    const at = layoutOf(segments.slice(0, -1));
    return at && { ...at, params: DEFAULT_PARAMS, inQuery: true };
  }
  const stateAt = segments.findIndex((s) => s.includes('='));
  const fields = segmentFields(stateAt < 0 ? [] : segments.slice(stateAt));
  const at = layoutOf(stateAt < 0 ? segments : segments.slice(0, stateAt));
  return at && fields ? { ...at, params: parseListingParams(fields), inQuery: false } : null;
}

function layoutOf([first, second, ...more]: readonly string[]): Pick<ShopPlace, 'layout' | 'gridType'> | null {
  if (first === undefined) return { layout: 'default' };
  if (more.length > 0) return null;
  if (first === 'grid')
    return second === undefined ? { layout: 'grid' } : isGridType(second) ? { layout: 'grid', gridType: second } : null;
  return second === undefined && isShopVariant(first) ? { layout: first } : null;
}

/** Every listing address's segments, for the pages built ahead. */
export const SHOP_PLACES: string[][] = [
  [],
  ['grid'],
  ...['2', '3', '4', '5'].map((n) => ['grid', n]),
  ...SHOP_VARIANTS.map((v) => [v]),
];
