/**
 * Public images (no token, like Frappe's /files): generated SVG.
 *   GET /files/products/<slug>-<n>.svg           view n (1–4) in the product's own colour
 *   GET /files/products/<slug>-<n>-<colour>.svg  the same in a variant's colour (colour key)
 *   GET /files/categories/<slug>.svg | <slug>-banner.svg | <slug>-banner-mobile.svg
 * One SVG serves every requested size; long public caching; rendered pictures are memoised.
 */
import type { Database } from 'better-sqlite3';
import { categories } from '../catalogue/categories';
import type { MockModule } from '../context';
import { renderCategoryBanner, renderCategoryPicture, renderProductPicture } from '../images/render';
import { hsl } from '../images/kit';
import { COLOR_BY_KEY } from '../seed/colors';
import type { Kind } from '../seed/kinds';
import { TYPE_BY_KEY } from '../seed/product-types';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const MAX_CACHED = 3000;
const caches = new WeakMap<Database, Map<string, string>>();

function remember(db: Database, key: string, make: () => string | null): string | null {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = make();
  if (value === null) return null;
  cache.set(key, value);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return value;
}

function productSvg(db: Database, slug: string, view: number, colorKey: string | null): string | null {
  const row = db
    .prepare('SELECT p.type_key, p.tint, c.hue FROM product p JOIN category c ON c.id = p.category_id WHERE p.slug = ?')
    .get(slug) as { type_key: string; tint: string | null; hue: number } | undefined;
  if (!row || view < 1 || view > 4) return null;
  const type = TYPE_BY_KEY.get(row.type_key);
  if (!type) return null;
  const key = colorKey ?? row.tint;
  if (colorKey && !COLOR_BY_KEY.has(colorKey)) return null;
  const color = key ? COLOR_BY_KEY.get(key)!.hex : hsl(row.hue, 55, 46);
  return renderProductPicture({ kind: type.kind, color, colorKey: key, hue: row.hue, view });
}

function categorySvg(db: Database, name: string): string | null {
  const m = /^(.+?)(-banner(-mobile)?)?$/.exec(name);
  if (!m) return null;
  const cats = categories(db);
  const cat = cats.bySlug.get(m[1]!);
  if (!cat || cat.slug !== m[1]) return null;
  if (!m[2]) return renderCategoryPicture(cat.kind as Kind, cat.hue);
  const kinds = [cat.kind as Kind, ...(cats.children.get(cat.id) ?? []).map((c) => c.kind as Kind)];
  return renderCategoryBanner([...new Set(kinds)], cat.hue, !!m[3]);
}

export const filesModule: MockModule = {
  name: 'files',
  register(app) {
    app.get('/files/products/:file', (c) => {
      const file = c.req.param('file');
      const m = /^(.+)-(\d)(?:-([a-z]+))?\.svg$/.exec(file);
      const svg = m
        ? remember(c.get('db'), `p:${file}`, () => productSvg(c.get('db'), m[1]!, Number(m[2]), m[3] ?? null))
        : null;
      if (!svg) return c.text('Not found', 404);
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
    });
    app.get('/files/categories/:file', (c) => {
      const file = c.req.param('file');
      const m = /^([a-z0-9-]+)\.svg$/.exec(file);
      const svg = m ? remember(c.get('db'), `c:${file}`, () => categorySvg(c.get('db'), m[1]!)) : null;
      if (!svg) return c.text('Not found', 404);
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
    });
  },
};
