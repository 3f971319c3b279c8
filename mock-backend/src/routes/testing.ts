/**
 * Development and test endpoints, no token needed:
 *   GET  /__mock/health               → {status, profile, site, products, users, faults, uptime_s}
 *   GET  /__mock/outbox?to=<email>    → [{id, to, subject, text, html, links, created}] newest first
 *   DELETE /__mock/outbox             → clears it
 *   GET  /__mock/faults               → the current fault mode
 *   POST /__mock/faults {"mode": "none"|"down"|"slow"|"malformed", "delay_ms"?, "match"?, "kind"?}
 *        down: /api answers 503; slow: /api waits delay_ms (default 3000) first; malformed: /api
 *        answers invalid JSON and wrong shapes (kind "invalid-json", "wrong-shape" or "alternate").
 *        `match` limits the fault to /api paths containing that text (e.g. "solr_search.shop").
 *   GET  /__mock/site                 → {conditions: [...]}: how the mocked site is set up (site.ts)
 *   POST /__mock/site {"conditions": ["no-guest-customer", …]} → replaces them ([] = a site that works)
 */
import type { FaultMode, FaultState, MockModule } from '../context';
import { readOutbox } from '../mail';
import { siteConditionsFrom } from '../site';

const MODES: FaultMode[] = ['none', 'down', 'slow', 'malformed'];
const KINDS: FaultState['kind'][] = ['invalid-json', 'wrong-shape', 'alternate'];

function publicFaults(f: FaultState) {
  return { mode: f.mode, delay_ms: f.delayMs, match: f.match, kind: f.kind };
}

export const testingModule: MockModule = {
  name: 'testing',
  register(app) {
    app.get('/__mock/health', (c) => {
      const db = c.get('db');
      const count = (sql: string) => {
        try {
          return (db.prepare(sql).get() as { n: number }).n;
        } catch {
          return 0;
        }
      };
      return c.json({
        status: 'ok',
        profile: c.get('options').profile,
        site: [...c.get('state').site],
        products: count('SELECT count(*) AS n FROM product'),
        users: count('SELECT count(*) AS n FROM user'),
        faults: publicFaults(c.get('state').faults),
        uptime_s: Math.round((c.get('options').now() - c.get('state').startedAt) / 1000),
      });
    });

    app.get('/__mock/outbox', (c) => {
      const to = c.req.query('to');
      const limit = Math.min(500, Math.max(1, Number(c.req.query('limit') ?? 100) || 100));
      return c.json(readOutbox(c.get('db'), to || undefined, limit));
    });

    app.delete('/__mock/outbox', (c) => {
      const to = c.req.query('to');
      const db = c.get('db');
      const info = to
        ? db.prepare('DELETE FROM outbox WHERE to_addr = ?').run(to.trim().toLowerCase())
        : db.prepare('DELETE FROM outbox').run();
      return c.json({ deleted: info.changes });
    });

    app.get('/__mock/faults', (c) => c.json(publicFaults(c.get('state').faults)));

    app.get('/__mock/site', (c) => c.json({ conditions: [...c.get('state').site] }));

    app.post('/__mock/site', async (c) => {
      let body: { conditions?: unknown } = {};
      try {
        body = (await c.req.json()) as { conditions?: unknown };
      } catch {
        /* empty body = a site that works */
      }
      const list = Array.isArray(body.conditions) ? body.conditions.map(String) : [];
      try {
        c.get('state').site = siteConditionsFrom(list.join(','));
      } catch (error) {
        return c.json({ error: (error as Error).message }, 400);
      }
      return c.json({ conditions: [...c.get('state').site] });
    });

    app.post('/__mock/faults', async (c) => {
      let body: Record<string, unknown> = {};
      try {
        body = (await c.req.json()) as Record<string, unknown>;
      } catch {
        /* empty body = reset */
      }
      const mode = (body.mode ?? 'none') as FaultMode;
      if (!MODES.includes(mode)) return c.json({ error: `mode must be one of ${MODES.join(', ')}` }, 400);
      const kind = (body.kind ?? 'alternate') as FaultState['kind'];
      if (!KINDS.includes(kind)) return c.json({ error: `kind must be one of ${KINDS.join(', ')}` }, 400);
      const delay = Number(body.delay_ms ?? 0);
      const f = c.get('state').faults;
      f.mode = mode;
      f.delayMs = Number.isFinite(delay) && delay >= 0 ? Math.min(delay, 120_000) : 0;
      f.match = typeof body.match === 'string' ? body.match : '';
      f.kind = kind;
      f.counter = 0;
      return c.json(publicFaults(f));
    });
  },
};
