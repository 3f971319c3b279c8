import { GET } from '@/app/api/search/route';
import { LIMITS } from '@/lib/rate-limit';
import { listProducts, suggestProducts } from '@/lib/backend/catalogue';
import { getShopTranslations } from '@/lib/backend/translations';
import { product, variant } from './fixtures';
import { cents } from '@/lib/domain/money';

vi.mock('@/lib/backend/catalogue', () => ({ suggestProducts: vi.fn(), listProducts: vi.fn() }));
// The back-end's Translation list: refused (403) unless a test gives rows, so the shipped glossary answers.
vi.mock('@/lib/backend/translations', () => ({ getShopTranslations: vi.fn() }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = {
    en: (await import('@/messages/en.json')).default,
    sk: (await import('@/messages/sk.json')).default,
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'sk'; namespace: 'Search' }) =>
      createTranslator({ locale, messages: messages[locale], namespace }),
  };
});
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
// Each test asks from an address of its own, so the per-client limit starts from zero.
let shopperIp = '198.51.100.1';
vi.mock('@/lib/request-ip', () => ({ requestIp: async () => shopperIp }));

const get = (query: string) => GET(new Request(`http://shop.test/api/search?${query}`));

let nextIp = 1;
beforeEach(() => {
  shopperIp = `198.51.100.${nextIp++}`;
  vi.mocked(suggestProducts).mockReset();
  vi.mocked(listProducts).mockReset();
  vi.mocked(getShopTranslations).mockResolvedValue({ ok: false, error: { kind: 'unauthorised', status: 403 } });
});

describe('GET /api/search', () => {
  it('refuses a query under 3 characters without calling the back-end', async () => {
    const res = await get('q=dr');
    expect(res.status).toBe(400);
    expect(suggestProducts).not.toHaveBeenCalled();
  });

  it('refuses a category with unexpected characters', async () => {
    expect((await get('q=drill&category=%3Cscript%3E')).status).toBe(400);
  });

  it('answers a small public list: name, link, picture and price range', async () => {
    vi.mocked(suggestProducts).mockResolvedValue({
      ok: true,
      data: {
        totalCount: 1,
        products: [
          product({ variants: [variant({ sku: 'a', price: cents(500) }), variant({ sku: 'b', price: cents(900) })] }),
        ],
      },
    });
    const res = await get('q=%20%20drill%20%20&category=tools&locale=it');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(suggestProducts).toHaveBeenCalledWith('it', 'drill', 'tools');
    expect(await res.json()).toEqual({
      total: 1,
      corrected: null,
      translated: null,
      note: null,
      products: [
        {
          name: 'Cordless drill 12V',
          slug: 'det/trapano-avvitatore-12v-sku-1',
          href: '/product/fullwidth/det/trapano-avvitatore-12v-sku-1',
          image: { url: '/files/products/drill-small.svg', width: 350, height: 350 },
          min: 500,
          max: 900,
          regular: null,
        },
      ],
    });
  });

  it('strikes a sale price only against the lowest price of the last 30 days (Omnibus rule)', async () => {
    const saleOnly = product({
      slug: 'a',
      variants: [variant({ sku: 'a', price: cents(1000), sale_price: cents(800) })],
    });
    const withLowest = product({
      slug: 'b',
      variants: [variant({ sku: 'b', price: cents(1000), sale_price: cents(800), lowest_price_30_days: cents(900) })],
    });
    vi.mocked(suggestProducts).mockResolvedValue({
      ok: true,
      data: { totalCount: 2, products: [saleOnly, withLowest] },
    });
    const body = await (await get('q=drill')).json();
    expect(body.products.map((p: { regular: number | null }) => p.regular)).toEqual([null, 900]);
  });

  it('falls back to English for an unknown locale and answers 502 (not cached) when the back-end fails', async () => {
    vi.mocked(suggestProducts).mockResolvedValue({ ok: false, error: { kind: 'unavailable' } });
    const res = await get('q=drill&locale=xx');
    expect(suggestProducts).toHaveBeenCalledWith('en', 'drill', undefined);
    expect(res.status).toBe(502);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers a misspelt word with the products of its correction', async () => {
    const drill = product({ name: 'Trapano avvitatore 12V' });
    vi.mocked(suggestProducts).mockImplementation(async (_locale, term) => ({
      ok: true,
      data: { totalCount: term === 'trapano' ? 1 : 0, products: term === 'trapano' ? [drill] : [] },
    }));
    // The prefix lookups find the products whose words start like the typed one.
    vi.mocked(listProducts).mockResolvedValue({ ok: true, data: { products: [drill] } } as never);
    const body = await (await get('q=trapno&locale=it')).json();
    expect(listProducts).toHaveBeenCalledWith('it', expect.objectContaining({ search_term: 'trap' }));
    expect(suggestProducts).toHaveBeenLastCalledWith('it', 'trapano', undefined);
    expect(body).toMatchObject({ total: 1, corrected: 'trapano', products: [{ name: 'Trapano avvitatore 12V' }] });
  });

  it('answers an English or Slovak word, or a typo of one, with the products of its Italian word', async () => {
    const drill = product({ name: 'Trapano avvitatore 12V' });
    vi.mocked(suggestProducts).mockImplementation(async (_locale, term) => ({
      ok: true,
      data: { totalCount: term === 'trapano' ? 1 : 0, products: term === 'trapano' ? [drill] : [] },
    }));
    for (const [query, understood] of [
      ['q=drill&locale=en', 'drill'],
      ['q=dril&locale=en', 'drill'],
      ['q=v%C5%95ta%C4%8Dka&locale=sk', 'vŕtačka'],
      ['q=vrtackka&locale=sk', 'vŕtačka'],
    ]) {
      const body = await (await get(query!)).json();
      expect(body).toMatchObject({
        total: 1,
        translated: { term: 'trapano', understood },
        corrected: null,
        note: expect.stringMatching(
          new RegExp(`^(Showing results for «|Zobrazujeme výsledky pre „)trapano(»|“) \\(${understood}\\)$`),
        ),
        products: [{ name: 'Trapano avvitatore 12V' }],
      });
    }
    // The Italian shop searches the catalogue's own words: nothing to translate.
    vi.mocked(listProducts).mockResolvedValue({ ok: true, data: { products: [] } } as never);
    const italian = await (await get('q=drill&locale=it')).json();
    expect(italian.translated).toBeNull();
  });

  it('puts the shop owner’s own words first, read from the Translation rows', async () => {
    vi.mocked(getShopTranslations).mockResolvedValue({
      ok: true,
      data: [
        {
          name: 'a1b2c3',
          source_text: 'trapano a colonna',
          translated_text: 'drill',
          context: 'search',
          modified: '2025-03-04 09:30:00.000000',
        },
      ],
    });
    vi.mocked(suggestProducts).mockImplementation(async (_locale, term) => ({
      ok: true,
      data: {
        totalCount: term === 'trapano a colonna' ? 1 : 0,
        products: term === 'trapano a colonna' ? [product({})] : [],
      },
    }));
    const body = await (await get('q=drill&locale=en')).json();
    expect(body.translated).toEqual({ term: 'trapano a colonna', understood: 'drill' });
  });

  it('answers one client only so many suggestions a minute, then 429 with how long to wait; another client still gets its own', async () => {
    vi.mocked(suggestProducts).mockResolvedValue({ ok: true, data: { totalCount: 1, products: [product()] } });
    const { points } = LIMITS.suggest;
    for (let i = 0; i < points; i++) expect((await get(`q=drill${i}`)).status).not.toBe(429);
    const refused = await get('q=drill-again');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const calls = vi.mocked(suggestProducts).mock.calls.length;
    shopperIp = '198.51.100.250';
    expect((await get('q=drill')).status).toBe(200);
    expect(vi.mocked(suggestProducts).mock.calls.length).toBe(calls + 1);
  });
});
