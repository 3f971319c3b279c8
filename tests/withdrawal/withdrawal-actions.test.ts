// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';

/**
 * The online withdrawal's server actions over the back-end's real answers (the stock Sales Order
 * resource and Frappe's communication.email.make), `fetch` stubbed: who may withdraw from what,
 * and one record per attempt whatever the retries.
 */
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 8_000,
    cookieSecure: false,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));
vi.mock('@/lib/rate-limit', () => ({ limit: async () => null }));
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) => {
    const texts = namespace.split('.').reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, en);
    return (key: string, values?: Record<string, string>) =>
      String(texts[key]).replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
  },
}));

const { confirmWithdrawal, findOrderToWithdraw } = await import('@/components/withdrawal/withdrawal-actions');
const { forgetRefusals } = await import('@/lib/backend/refusals');

const ORDER = 'SAL-ORD-2026-00017';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A back-end with one guest order of anna@example.com; counts the statements it records. */
function backend({ recording = () => json({ message: { name: 'COMM-00001', emails_not_sent_to: '' } }) } = {}) {
  const made: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      const path = decodeURIComponent(url.pathname);
      if (path === '/api/resource/Sales Order') {
        const filters = JSON.parse(url.searchParams.get('filters')!) as string[][];
        const [, , , name] = ['', ...filters[0]!];
        const email = filters[1]![2];
        return json({
          data:
            name === ORDER && email === 'anna@example.com'
              ? [{ name: ORDER, creation: '2026-11-20 10:00:00', docstatus: 1, recipient_email: 'anna@example.com' }]
              : [],
        });
      }
      if (path === `/api/resource/Sales Order/${ORDER}`)
        return json({
          data: {
            items: [
              { item_code: 'FT-0425', item_name: 'Trapano', qty: 1 },
              { item_code: 'FT-0431', item_name: 'Livella <b>', qty: 2 },
            ],
          },
        });
      if (path === '/api/method/frappe.core.doctype.communication.email.make') {
        made.push(JSON.parse(String(init!.body)) as Record<string, unknown>);
        return recording();
      }
      // The API user reads the Communications it made: by order and a piece of the subject.
      if (path === '/api/resource/Communication') {
        const filters = JSON.parse(url.searchParams.get('filters')!) as string[][];
        const order = filters.find((f) => f[0] === 'reference_name')![2]!;
        const piece = filters.find((f) => f[0] === 'subject')![2]!.replaceAll('%', '');
        return json({
          data: made
            .filter((m) => m.name === order && String(m.subject).includes(piece))
            .map((_, i) => ({ name: `COMM-0000${i + 1}`, creation: '2026-11-29 16:04:05.123456' })),
        });
      }
      return json({ exc_type: 'DoesNotExistError' }, 404);
    }),
  );
  return made;
}

const guest = { name: 'Anna Bianchi', order_number: ORDER, email: 'Anna@Example.com' };
const confirm = (over: Record<string, unknown> = {}) =>
  confirmWithdrawal({ attempt: 'attempt-0123456789abcdef', locale: 'en', items: [], ...guest, ...over });

describe('the online withdrawal', () => {
  beforeEach(() => {
    jar.clear();
    forgetRefusals();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it("finds a guest's order by number and e-mail, and answers a wrong e-mail as a made-up order", async () => {
    backend();
    expect(await findOrderToWithdraw(guest)).toMatchObject({ ok: true, order: { name: ORDER, items: [{}, {}] } });
    const wrong = await findOrderToWithdraw({ ...guest, email: 'mallory@example.com' });
    const madeUp = await findOrderToWithdraw({ ...guest, order_number: 'SAL-ORD-2026-99999' });
    expect(wrong).toEqual({ ok: false, reason: 'no-match' });
    expect(madeUp).toEqual(wrong);
  });

  it('records the statement once against the order, however often the same attempt is confirmed', async () => {
    const made = backend();
    const [first, second] = await Promise.all([confirm(), confirm()]);
    const third = await confirm();
    expect(made).toHaveLength(1);
    expect(first.ok && second.ok && third.ok).toBe(true);
    expect(third).toEqual(first);
    // The browser keeps which record and when, not the statement: a few hundred bytes for any order.
    expect(jar.get('shop_withdrawals')!.length).toBeLessThan(300);
    expect(made[0]).toMatchObject({
      doctype: 'Sales Order',
      name: ORDER,
      recipients: 'anna@example.com',
      send_email: 1,
      subject: `Recesso dal contratto / Withdrawal from contract, order ${ORDER} #attempt012345678`,
    });
    // The statement says the whole order, its lines escaped, the name, e-mail and the time it was sent.
    const html = String(made[0]!.content);
    expect(html).toContain('The whole order:');
    expect(html).toContain('2 × Livella &lt;b&gt; (FT-0431)');
    expect(html).toContain('Anna Bianchi');
    expect(html).toMatch(/Sent on<\/th><td>\w+ \d{1,2}, 2026 at \d{1,2}:\d{2}:\d{2}/);
  });

  it('a retry whose first answer was lost finds the statement on the back-end instead of recording it again', async () => {
    let lose = true;
    const made = backend({
      recording: () => {
        if (!lose) return json({ message: { name: 'COMM-00002', emails_not_sent_to: '' } });
        lose = false;
        throw new TypeError('fetch failed');
      },
    });
    expect(await confirm()).toMatchObject({ ok: false });
    expect(jar.size).toBe(0);
    const retry = await confirm();
    expect(made).toHaveLength(1);
    // The acknowledgement gives the time the back-end recorded it (16:04 in Rome is 15:04 UTC).
    expect(retry).toMatchObject({ ok: true, statement: { order: ORDER, sentAt: '2026-11-29T15:04:05.123Z' } });
    expect(jar.size).toBe(1);
  });

  it("names only the items chosen, and never a code that is not the order's", async () => {
    const made = backend();
    const result = await confirm({ items: ['FT-0431', 'NOT-MINE'] });
    expect(result.ok && result.statement).toMatchObject({ wholeOrder: false, items: [{ code: 'FT-0431', qty: 2 }] });
    expect(String(made[0]!.content)).not.toContain('FT-0425');
  });

  it('a back-end that cannot send the acknowledgement says so, and records nothing here', async () => {
    backend({
      recording: () =>
        json(
          {
            exc_type: 'OutgoingEmailError',
            _server_messages: JSON.stringify([
              JSON.stringify({ message: 'Unable to send mail because of a missing email account.' }),
            ]),
          },
          417,
        ),
    });
    expect(await confirm()).toEqual({ ok: false, reason: 'not-recorded' });
    expect(jar.size).toBe(0);
  });

  it('a wrong e-mail never records a statement', async () => {
    const made = backend();
    expect(await confirm({ email: 'mallory@example.com' })).toEqual({ ok: false, reason: 'no-match' });
    expect(made).toHaveLength(0);
  });
});
