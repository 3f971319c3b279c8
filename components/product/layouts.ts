import type { ProductLayout } from '@/lib/routes';
import type { GalleryMode } from './gallery-types';

/**
 * docs/decisions.md "product layouts": every layout shows the same product data and actions; they
 * differ in arrangement only. This map is the whole difference: one product view reads it.
 */
export interface ProductArrangement {
  /** Page width: the shop's container, or edge to edge with a small margin. */
  width: 'contained' | 'wide';
  gallery: GalleryMode;
  /** Gallery and summary side by side, or the summary under a centred gallery. */
  hero: 'split' | 'centred' | 'stacked-wide';
  /** A column of shop services, categories and best sellers beside the product. */
  sidebar: 'left' | 'right' | null;
  /** Which hero column stays in view while the other scrolls. */
  sticky: 'none' | 'info' | 'both';
  /** The add-to-cart bar at the bottom of the screen once the buy box scrolls away. */
  stickyCartBar: boolean;
  /** Details in tabs, or every section open one after another. */
  details: 'tabs' | 'sections';
  /** The hero on a tinted band that runs under the breadcrumb. */
  band: boolean;
}

const base: ProductArrangement = {
  width: 'contained',
  gallery: 'thumbs-below',
  hero: 'split',
  sidebar: null,
  sticky: 'none',
  stickyCartBar: false,
  details: 'tabs',
  band: false,
};

export const PRODUCT_ARRANGEMENTS: Record<ProductLayout, ProductArrangement> = {
  fullwidth: { ...base, width: 'wide', gallery: 'thumbs-side' },
  center: { ...base, hero: 'centred' },
  extended: { ...base, width: 'wide', gallery: 'carousel', hero: 'stacked-wide', details: 'sections' },
  grid: { ...base, gallery: 'grid', sticky: 'info' },
  'left-sidebar': { ...base, sidebar: 'left' },
  'right-sidebar': { ...base, sidebar: 'right' },
  'sticky-both': { ...base, gallery: 'thumbs-side', sticky: 'both', stickyCartBar: true },
  'sticky-cart': { ...base, stickyCartBar: true },
  'sticky-info': { ...base, gallery: 'stacked', sticky: 'info', stickyCartBar: true },
  transparent: { ...base, gallery: 'thumbs-side', band: true },
};
