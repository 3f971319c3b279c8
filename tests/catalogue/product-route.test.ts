import { GET } from '@/app/api/product/route';
import { getProduct } from '@/lib/backend/catalogue';
import { product } from './fixtures';

vi.mock('@/lib/backend/catalogue', async (original) => ({
  ...(await original<typeof import('@/lib/backend/catalogue')>()),
  getProduct: vi.fn(),
}));
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));

const get = (query: string) => GET(new Request(`http://shop.test/api/product?${query}`));
const SLUG = 'det/trapano-avvitatore-12v-sku-1';

beforeEach(() => vi.mocked(getProduct).mockReset());

describe('GET /api/product', () => {
  it('refuses a slug that is not a product address without calling the back-end', async () => {
    const res = await get('slug=..%2F..%2Fetc%2Fpasswd');
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(getProduct).not.toHaveBeenCalled();
  });

  it('answers the product without its long texts and reviews, public for a minute', async () => {
    const whole = {
      ...product({ slug: SLUG }),
      long_description: '<p>Long</p>',
      features: [],
      item_reviews: { reviews: [] },
    };
    vi.mocked(getProduct).mockResolvedValue({
      ok: true,
      data: { redirectTo: null, product: whole },
    } as unknown as Awaited<ReturnType<typeof getProduct>>);
    const res = await get(`slug=${encodeURIComponent(SLUG)}&locale=it`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=240');
    expect(getProduct).toHaveBeenCalledWith('it', SLUG);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('long_description');
    expect(body).not.toHaveProperty('item_reviews');
    // What the quick view reads back as it is: the product in the shop's shape, its prices in cents.
    expect(body).toEqual({ ...product({ slug: SLUG }), description: '' });
  });

  it('says not found for a missing or renamed product, and unavailable when the back-end fails', async () => {
    vi.mocked(getProduct).mockResolvedValueOnce({ ok: false, error: { kind: 'not-found', status: 404 } });
    expect((await get(`slug=${encodeURIComponent(SLUG)}`)).status).toBe(404);
    vi.mocked(getProduct).mockResolvedValueOnce({ ok: true, data: { redirectTo: 'det/new-sku-2' } } as Awaited<
      ReturnType<typeof getProduct>
    >);
    expect((await get(`slug=${encodeURIComponent(SLUG)}`)).status).toBe(404);
    vi.mocked(getProduct).mockResolvedValueOnce({ ok: false, error: { kind: 'unavailable' } });
    const failed = await get(`slug=${encodeURIComponent(SLUG)}`);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('Cache-Control')).toBe('no-store');
  });
});
