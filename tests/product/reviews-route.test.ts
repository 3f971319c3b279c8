import { GET } from '@/app/api/reviews/[item]/route';
import { getItemReviews } from '@/lib/backend/reviews';

vi.mock('@/lib/backend/reviews', () => ({ getItemReviews: vi.fn() }));

const get = (item: string, query = '') =>
  GET(new Request(`http://shop.test/api/reviews/${item}${query}`), { params: Promise.resolve({ item }) });

beforeEach(() =>
  vi.mocked(getItemReviews).mockResolvedValue({
    ok: true,
    data: { reviews: [], average_rating: 0, reviews_per_rating: [], total_reviews: 0, off: false },
  }),
);

describe('GET /api/reviews/<sku>', () => {
  it('asks the back-end without keeping the answer: anyone could make up items and starts', async () => {
    const res = await get('ZZ-MADE-UP-1', '?start=40');
    expect(res.status).toBe(200);
    expect(getItemReviews).toHaveBeenCalledWith('ZZ-MADE-UP-1', { start: 40, kept: false });
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('refuses a start past the last page anyone reads, unasked', async () => {
    vi.mocked(getItemReviews).mockClear();
    expect((await get('FT-0425', '?start=20000')).status).toBe(400);
    expect(getItemReviews).not.toHaveBeenCalled();
  });
});
