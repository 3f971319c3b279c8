/** Tiny SVG toolkit for the generated product and category pictures. */

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const n = parseInt(
    h.length === 3
      ? h
          .split('')
          .map((x) => x + x)
          .join('')
      : h,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

export function hsl(h: number, s: number, l: number): string {
  s /= 100;
  l /= 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return rgbToHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attrs = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;
export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** Colours an illustration is drawn with. */
export interface Palette {
  /** Main colour (the variant's colour or the product's tint). */
  main: string;
  /** Darker and lighter tones of it. */
  dark: string;
  light: string;
  /** True for metallic finishes (chrome, steel, brass): stronger highlights. */
  metallic: boolean;
}

export function palette(main: string, metallic = false): Palette {
  return { main, dark: darken(main, 0.3), light: lighten(main, 0.35), metallic };
}

/**
 * Shared gradients, referenced as url(#m) main (vertical), url(#mh) main cylinder (horizontal),
 * url(#s) steel cylinder, url(#sv) steel vertical, url(#k) rubber, url(#w) wood, url(#gl) glass,
 * url(#glow) warm light, url(#soil) soil, url(#leaf) foliage.
 */
export function defs(p: Palette): string {
  const hi = p.metallic ? lighten(p.main, 0.75) : lighten(p.main, 0.3);
  const lo = p.metallic ? darken(p.main, 0.45) : darken(p.main, 0.25);
  return `<defs>
<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.45" stop-color="${p.main}"/><stop offset="1" stop-color="${lo}"/></linearGradient>
<linearGradient id="mh" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lo}"/><stop offset="0.3" stop-color="${hi}"/><stop offset="0.55" stop-color="${p.main}"/><stop offset="1" stop-color="${lo}"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7d838a"/><stop offset="0.35" stop-color="#f4f6f8"/><stop offset="0.6" stop-color="#b9bfc5"/><stop offset="1" stop-color="#6b7178"/></linearGradient>
<linearGradient id="sv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f3"/><stop offset="0.5" stop-color="#b4bac0"/><stop offset="1" stop-color="#737980"/></linearGradient>
<linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4d52"/><stop offset="1" stop-color="#1c1d20"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e2b67e"/><stop offset="1" stop-color="#a8743e"/></linearGradient>
<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#dfe9f1" stop-opacity="0.35"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fff8d6"/><stop offset="0.6" stop-color="#ffe08a"/><stop offset="1" stop-color="#f5b942"/></radialGradient>
<linearGradient id="soil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b4a32"/><stop offset="1" stop-color="#3e2a1c"/></linearGradient>
<linearGradient id="leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8cc36a"/><stop offset="1" stop-color="#3d7f3a"/></linearGradient>
</defs>`;
}
