/**
 * Product and category pictures as SVG. Every product has 2–4 views: 1 front on a soft studio
 * backdrop, 2 turned and smaller on another backdrop, 3 a close-up, 4 "in a room" (wall and
 * floor). The product's (or variant's) colour tints the illustration; the category's hue tints
 * the backdrop.
 */
import type { Kind } from '../seed/kinds';
import { DRAWINGS } from './drawings';
import { circle, darken, defs, ellipse, group, hsl, lighten, palette, rect } from './kit';

const METALLIC = new Set(['chrome', 'steel', 'brass']);

export interface ProductPicture {
  kind: Kind;
  /** Colour of the object (hex) and its key (for metallic finishes). */
  color: string;
  colorKey: string | null;
  /** Category hue for the backdrop. */
  hue: number;
  view: number;
}

const shadow = `<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

function backdrop(view: number, hue: number): string {
  const a = hsl(hue, 30, 96);
  const b = hsl(hue, 28, 86);
  if (view === 2) {
    const c = hsl((hue + 40) % 360, 25, 93);
    const d = hsl((hue + 40) % 360, 22, 80);
    return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${d}"/></linearGradient>${shadow}</defs>${rect(0, 0, 1000, 1000, 'url(#bg)')}`;
  }
  if (view === 4) {
    const wall = hsl(hue, 18, 90);
    return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.4)}"/><stop offset="1" stop-color="${wall}"/></linearGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8c3a5"/><stop offset="1" stop-color="#b89c78"/></linearGradient>${shadow}</defs>${rect(0, 0, 1000, 760, 'url(#bg)')}${rect(0, 760, 1000, 240, 'url(#floor)')}${rect(0, 748, 1000, 16, '#f4f1ec')}${[0, 1, 2, 3, 4].map((i) => rect(i * 220 - 40, 764, 6, 236, '#a88b67', 0, { opacity: 0.5 })).join('')}`;
  }
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>${shadow}</defs>${rect(0, 0, 1000, 1000, 'url(#bg)')}`;
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

export function renderProductPicture(p: ProductPicture): string {
  const pal = palette(p.color, p.colorKey ? METALLIC.has(p.colorKey) : false);
  const object = DRAWINGS[p.kind](pal);
  const view = ((p.view - 1) % 4) + 1;
  let scene: string;
  if (view === 1) {
    scene = ellipse(500, 840, 330, 46, 'url(#shadow)') + group('translate(50 40) scale(0.9)', object);
  } else if (view === 2) {
    scene =
      ellipse(520, 850, 280, 40, 'url(#shadow)') +
      group('translate(500 520) rotate(-12) scale(0.78) translate(-500 -520)', object);
  } else if (view === 3) {
    scene = group('translate(500 500) scale(1.65) translate(-470 -470)', object);
  } else {
    const prop = group('translate(110 560) scale(0.28)', DRAWINGS['plant-pot'](palette('#c8663f')));
    scene =
      ellipse(600, 880, 260, 36, 'url(#shadow)') +
      prop +
      group('translate(600 880) scale(0.62) translate(-500 -830)', object);
  }
  return svg(1000, 1000, backdrop(view, p.hue) + defs(pal) + scene);
}

/** Square category picture for the menu. */
export function renderCategoryPicture(kind: Kind, hue: number): string {
  const pal = palette(hsl(hue, 62, 48));
  const bg = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 92)}"/><stop offset="1" stop-color="${hsl(hue, 45, 80)}"/></linearGradient>${shadow}</defs>`;
  return svg(
    1000,
    1000,
    bg +
      rect(0, 0, 1000, 1000, 'url(#bg)') +
      circle(500, 480, 360, '#ffffff', { opacity: 0.45 }) +
      defs(pal) +
      ellipse(500, 840, 300, 40, 'url(#shadow)') +
      group('translate(90 70) scale(0.82)', DRAWINGS[kind](pal)),
  );
}

/** Wide banner (1920 × 480) or mobile banner (800 × 500) with a few of the category's products. */
export function renderCategoryBanner(kinds: Kind[], hue: number, mobile: boolean): string {
  const [w, h] = mobile ? [800, 500] : [1920, 480];
  const c1 = hsl(hue, 55, 90);
  const c2 = hsl((hue + 25) % 360, 50, 76);
  const bg = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>${shadow}</defs>`;
  const deco =
    circle(w * 0.78, h * 0.5, h * 0.75, '#ffffff', { opacity: 0.28 }) +
    circle(w * 0.08, h * 1.05, h * 0.5, darken(c2, 0.05), { opacity: 0.35 }) +
    circle(w * 0.35, -h * 0.2, h * 0.35, '#ffffff', { opacity: 0.25 });
  const list = (kinds.length ? kinds : (['toolbox'] as Kind[])).slice(0, mobile ? 2 : 3);
  const size = mobile ? 0.34 : 0.42;
  const step = mobile ? 300 : 380;
  const startX = w - 40 - list.length * step;
  const items = list
    .map((k, i) => {
      const pal = palette(hsl((hue + i * 35) % 360, 60, 50));
      return group(
        `translate(${startX + i * step} ${h - 1000 * size - 20}) scale(${size})`,
        ellipse(500, 850, 300, 40, 'url(#shadow)') + defs(pal) + DRAWINGS[k](pal),
      );
    })
    .join('');
  return svg(w, h, bg + rect(0, 0, w, h, 'url(#bg)') + deco + items);
}
