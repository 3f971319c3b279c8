import { GET } from '@/app/api/take-back/route';
import { listProducts } from '@/lib/backend/catalogue';
import type { Listing } from '@/lib/backend/schemas/listing';
import { product } from '../catalogue/fixtures';

vi.mock('@/lib/backend/catalogue', () => ({ listProducts: vi.fn() }));
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));

const get = (query: string) => GET(new Request(`http://shop.test/api/take-back?${query}`));
const listing = (products: ReturnType<typeof product>[]) => ({
  ok: true as const,
  data: { products } as unknown as Listing,
});

beforeEach(() => vi.mocked(listProducts).mockReset());

describe('GET /api/take-back', () => {
  it("says yes when one of the cart's skus is an electrical good, asking the catalogue by sku", async () => {
    vi.mocked(listProducts).mockResolvedValue(
      listing([
        product({ groups: ['Pittura e decorazione'] }),
        product({ sku: 'D', groups: ['Utensili', 'Elettroutensili'] }),
      ]),
    );
    const res = await get('skus=P%3BD%3BP');
    expect(await res.json()).toEqual({ takeBack: true });
    expect(listProducts).toHaveBeenCalledWith('it', { skus: ['P', 'D'], per_page: 2 });
  });

  it('says no for a cart without electrical goods', async () => {
    vi.mocked(listProducts).mockResolvedValue(listing([product({ groups: ['Giardino', 'Vasi e fioriere'] })]));
    expect(await (await get('skus=V')).json()).toEqual({ takeBack: false });
  });

  it('refuses an empty or oversized list without calling the back-end', async () => {
    expect((await get('skus=')).status).toBe(400);
    expect((await get(`skus=${Array.from({ length: 51 }, (_, i) => `S${i}`).join(';')}`)).status).toBe(400);
    expect(listProducts).not.toHaveBeenCalled();
  });

  it('answers 502, not cached, when the catalogue cannot answer', async () => {
    vi.mocked(listProducts).mockResolvedValue({ ok: false, error: { kind: 'unavailable' } } as Awaited<
      ReturnType<typeof listProducts>
    >);
    const res = await get('skus=A');
    expect(res.status).toBe(502);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});
