import { GET } from '@/app/api/product/reviews/route';
import { getProduct } from '@/lib/backend/catalogue';
import { getItemReviews } from '@/lib/backend/reviews';
import { product } from '../catalogue/fixtures';

vi.mock('@/lib/backend/catalogue', async (original) => ({
  ...(await original<typeof import('@/lib/backend/catalogue')>()),
  getProduct: vi.fn(),
}));
vi.mock('@/lib/backend/reviews', () => ({ getItemReviews: vi.fn() }));
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));

const SLUG = 'det/trapano-avvitatore-12v-sku-1';
const get = (slug = SLUG) =>
  GET(new Request(`http://shop.test/api/product/reviews?${new URLSearchParams({ slug, locale: 'it' })}`));

const review = {
  name: 'REV-1',
  customer: 'Anna',
  rating: 0.8,
  title: 'Ottimo',
  comment: 'Fa il suo lavoro.',
  creation: '2026-10-01 10:00:00',
};

beforeEach(() => {
  vi.mocked(getProduct).mockReset();
  vi.mocked(getItemReviews).mockReset();
  vi.mocked(getProduct).mockResolvedValue({
    ok: true,
    data: { redirectTo: null, product: { ...product({ slug: SLUG }), sku: 'SKU-1' } },
  } as unknown as Awaited<ReturnType<typeof getProduct>>);
  vi.mocked(getItemReviews).mockResolvedValue({
    ok: true,
    data: { reviews: [review], average_rating: 4, reviews_per_rating: [0, 0, 0, 100, 0], total_reviews: 1, off: false },
  } as unknown as Awaited<ReturnType<typeof getItemReviews>>);
});

describe('GET /api/product/reviews', () => {
  it("answers the first page from the page's own kept reads: the product by its slug, then its reviews", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(getProduct).toHaveBeenCalledWith('it', SLUG);
    // No `kept: false`: the same cached read the product page's stars come from.
    expect(getItemReviews).toHaveBeenCalledWith('SKU-1');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=240');
    const body = (await res.json()) as { reviews: Array<{ id: string; title: string }>; total: number };
    expect(body.total).toBe(1);
    expect(body.reviews.map((r) => [r.id, r.title])).toEqual([['REV-1', 'Ottimo']]);
  });

  it('reads no reviews for a made-up product, and keeps no failure', async () => {
    vi.mocked(getProduct).mockResolvedValueOnce({ ok: false, error: { kind: 'not-found', status: 404 } });
    expect((await get('det/made-up-zz-1')).status).toBe(404);
    expect(getItemReviews).not.toHaveBeenCalled();

    vi.mocked(getItemReviews).mockResolvedValueOnce({ ok: false, error: { kind: 'unavailable' } } as Awaited<
      ReturnType<typeof getItemReviews>
    >);
    const failed = await get();
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Cache-Control')).toBe('no-store');
  });
});
