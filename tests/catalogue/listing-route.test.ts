import { GET } from '@/app/api/listing/route';
import { LIMITS } from '@/lib/rate-limit';
import { listProducts } from '@/lib/backend/catalogue';
import { isUnknownCategory } from '@/lib/catalogue/menu-categories';
import { listingPage as page, product, variant } from './fixtures';

vi.mock('@/lib/backend/catalogue', () => ({ listProducts: vi.fn() }));
vi.mock('@/lib/catalogue/menu-categories', () => ({ isUnknownCategory: vi.fn() }));
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/request-ip', () => ({ requestIp: async () => '198.51.100.77' }));

const get = (query: string) => GET(new Request(`http://shop.test/api/listing?${query}`));

beforeEach(() => {
  vi.mocked(listProducts).mockReset();
  const menu = new Set(['Utensili', 'Utensili/Trapani']);
  vi.mocked(isUnknownCategory).mockImplementation(async (category) => !menu.has(category));
});

describe('GET /api/listing', () => {
  it("reads the query with the listing's own reader: a bad value falls back to its default", async () => {
    vi.mocked(listProducts).mockResolvedValue(page());
    const res = await get('category=Utensili&order_by=popularity&page=2&per_page=7&in_stock=true&locale=it');
    expect(res.status).toBe(200);
    expect(listProducts).toHaveBeenCalledWith(
      'it',
      expect.objectContaining({ category: 'Utensili', order_by: 'popularity', page: 2, per_page: 12, is_in_stock: 1 }),
    );
  });

  it('answers the page and its products as cards read them, public for a minute', async () => {
    const withVariant = product({
      short_description: 'x'.repeat(400),
      variants: [
        variant({
          pictures: [
            { url: '/files/a.svg', width: 1, height: 1 },
            { url: '/files/b.svg', width: 1, height: 1 },
          ],
        }),
      ],
    });
    vi.mocked(listProducts).mockResolvedValue(page([withVariant]));
    const res = await get('page=2');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const body = await res.json();
    expect(body).toMatchObject({ current_page: 2, pages: 3, totalCount: 30, is_last: false });
    const [card] = body.products;
    // No long text and one picture of each kind, but the card's own picture and the list view's summary.
    expect(card.description).toBe('');
    expect(card.gallery_pictures).toEqual([withVariant.gallery_pictures[0]]);
    expect(card.main_pictures).toEqual(withVariant.main_pictures);
    expect(card.variants[0].pictures).toHaveLength(1);
    expect(card.short_description).toBe(withVariant.short_description);
    expect(card).toMatchObject({
      id: '1',
      sku: 'SKU-1',
      slug: withVariant.slug,
      price: 58.9,
      groups: withVariant.groups,
    });
  });

  it('falls back to English for an unknown locale', async () => {
    vi.mocked(listProducts).mockResolvedValue(page());
    await get('locale=xx');
    expect(listProducts).toHaveBeenCalledWith('en', expect.anything());
  });

  it('refuses a category the menu lacks without calling the back-end, so nothing is cached for it', async () => {
    const res = await get('category=Made-up&locale=it');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(listProducts).not.toHaveBeenCalled();
  });

  it('leaves the category to the back-end when the menu cannot be read', async () => {
    vi.mocked(isUnknownCategory).mockResolvedValue(false);
    vi.mocked(listProducts).mockResolvedValue(page());
    const res = await get('category=Utensili/Trapani');
    expect(res.status).toBe(200);
    expect(listProducts).toHaveBeenCalledWith('en', expect.objectContaining({ category: 'Utensili/Trapani' }));
  });

  it('refuses an over-long query without calling the back-end', async () => {
    const res = await get(`search_term=${'a'.repeat(2100)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(listProducts).not.toHaveBeenCalled();
  });

  it("never lets a cache keep the shopper's wishlist", async () => {
    vi.mocked(listProducts).mockResolvedValue(page());
    const res = await get('wishlist=true');
    expect(listProducts).toHaveBeenCalledWith('en', expect.objectContaining({ wishlist: 1 }));
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers 401 for a wishlist without a session and 502 when the back-end fails, neither cached', async () => {
    vi.mocked(listProducts).mockResolvedValueOnce({ ok: false, error: { kind: 'unauthorised' } });
    const signedOut = await get('wishlist=true');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('Cache-Control')).toBe('no-store');
    vi.mocked(listProducts).mockResolvedValueOnce({ ok: false, error: { kind: 'unavailable' } });
    const down = await get('page=2');
    expect(down.status).toBe(502);
    expect(down.headers.get('Cache-Control')).toBe('no-store');
  });

  it('counts more of a text search as a search: one client over the limit gets 429, the back-end is not asked', async () => {
    vi.mocked(listProducts).mockResolvedValue(page());
    for (let i = 0; i < LIMITS.search.points; i++)
      expect((await get(`search_term=drill&page=${i + 2}`)).status).toBe(200);
    vi.mocked(listProducts).mockClear();
    expect((await get('search_term=drill&page=99')).status).toBe(429);
    expect(listProducts).not.toHaveBeenCalled();
    // A listing without a text search is not counted.
    expect((await get('category=Utensili')).status).toBe(200);
  });
});
