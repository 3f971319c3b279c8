/** Shapes more than one drawing uses, and the type every drawing has. */
import { ellipse, group, line, path, rect, type Palette } from '../kit';

export type Draw = (p: Palette) => string;

export const screw = (x: number, y: number, len: number, rot = 0) =>
  group(
    `translate(${x} ${y}) rotate(${rot})`,
    [
      rect(-7, 0, 14, len, 'url(#s)', 3),
      ...Array.from({ length: Math.floor(len / 14) }, (_, i) => line(-9, 8 + i * 14, 9, 14 + i * 14, '#8a9097', 3)),
      path(`M -7 ${len} L 0 ${len + 18} L 7 ${len} Z`, '#9aa0a6'),
      ellipse(0, 0, 20, 8, 'url(#s)'),
      line(-10, 0, 10, 0, '#5f656b', 3),
    ].join(''),
  );

export const leaf = (x: number, y: number, rx: number, ry: number, rot: number) =>
  group(
    `translate(${x} ${y}) rotate(${rot})`,
    ellipse(0, 0, rx, ry, 'url(#leaf)') + line(-rx * 0.8, 0, rx * 0.8, 0, '#2f6b2d', 3),
  );
