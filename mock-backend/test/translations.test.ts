/** Frappe's stock Translation DocType: the shop's glossary and the shop owner's names for categories and filters. */
import { describe, expect, it } from 'vitest';
import { setup, TOKEN } from './support';

const t = setup();

const list = (query: Record<string, unknown>) =>
  t.request(
    `/api/resource/Translation?${new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
    )}`,
    { headers: { Authorization: TOKEN } },
  );

describe('GET /api/resource/Translation', () => {
  it('lists one language’s rows with the fields asked, search words and labels alike', async () => {
    const r = await list({
      fields: ['name', 'source_text', 'translated_text', 'context', 'modified'],
      filters: [['language', '=', 'sk']],
      limit_page_length: 0,
    });
    expect(r.status).toBe(200);
    const rows = r.body.data as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(300);
    expect(Object.keys(rows[0]!).sort()).toEqual(['context', 'modified', 'name', 'source_text', 'translated_text']);
    expect(rows).toContainEqual(
      expect.objectContaining({ source_text: 'trapano', translated_text: 'vŕtačka', context: 'search' }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ source_text: 'Utensili', translated_text: 'Náradie', context: 'menu' }),
    );
    // Left out on purpose: the storefront shows this one in Italian.
    expect(rows.some((row) => row.source_text === 'Rubinetteria')).toBe(false);
  });

  it('answers a language without rows with an empty list, and a list without a limit with 20 rows', async () => {
    expect((await list({ filters: [['language', '=', 'de']] })).body).toEqual({ data: [] });
    expect((await list({})).body.data).toHaveLength(20);
  });

  it('refuses a Guest, and an API user without System Manager under no-translation-roles', async () => {
    expect((await t.request('/api/resource/Translation')).status).toBe(403);
    await t.request('/__mock/site', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ conditions: ['no-translation-roles'] }),
    });
    const r = await list({ limit_page_length: 0 });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ exc_type: 'PermissionError' });
  });
});
