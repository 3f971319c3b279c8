/**
 * One illustration per product kind, drawn with simple shapes and the shared gradients of kit.ts
 * on a 1000 × 1000 canvas, resting on a floor at y ≈ 820. `p.main` is the product's colour.
 */
import type { Kind } from '../seed/kinds';
import type { Draw } from './drawings/shapes';
import { TOOLS_DRAWINGS } from './drawings/tools';
import { HARDWARE_DRAWINGS } from './drawings/hardware';
import { ELECTRICAL_PLUMBING_DRAWINGS } from './drawings/electrical-plumbing';
import { PAINT_GARDEN_DRAWINGS } from './drawings/paint-garden';
import { HOME_OUTDOOR_DRAWINGS } from './drawings/home-outdoor';

/** Every kind has its drawing: the type fails the build when a kind is left out. */
export const DRAWINGS: Record<Kind, Draw> = {
  ...TOOLS_DRAWINGS,
  ...HARDWARE_DRAWINGS,
  ...ELECTRICAL_PLUMBING_DRAWINGS,
  ...PAINT_GARDEN_DRAWINGS,
  ...HOME_OUTDOOR_DRAWINGS,
};
