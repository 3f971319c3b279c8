/**
 * Test fixtures that change the catalogue the way a back-office user would, so journeys can prove
 * that caches refresh (no token; test and development only):
 *   POST /__mock/fixtures/category {"slug": "tools", "name_en": "…", "name_it"?: "…"} → the category renamed
 */
import { invalidateCatalogueCache } from '../catalogue/categories';
import type { MockModule } from '../context';

export const fixturesModule: MockModule = {
  name: 'fixtures',
  register(app) {
    app.post('/__mock/fixtures/category', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { slug?: unknown; name_en?: unknown; name_it?: unknown };
      if (typeof body.slug !== 'string' || typeof body.name_en !== 'string' || !body.name_en.trim()) {
        return c.json({ error: 'expected {"slug": string, "name_en": string, "name_it"?: string}' }, 400);
      }
      const nameIt = typeof body.name_it === 'string' && body.name_it.trim() ? body.name_it : body.name_en;
      const info = c
        .get('db')
        .prepare('UPDATE category SET name_en = ?, name_it = ? WHERE slug = ?')
        .run(body.name_en.trim(), nameIt.trim(), body.slug);
      if (info.changes === 0) return c.json({ error: 'no such category' }, 404);
      invalidateCatalogueCache(c.get('db'));
      return c.json({ slug: body.slug, name_en: body.name_en.trim() });
    });
  },
};
