/**
 * The home page's deals list announces reductions, so it holds only products whose price is below
 * the lowest of the last 30 days (Omnibus rule, docs/backend/catalogue.md "Prices"): a sale price
 * alone does not make a deal.
 */
import { getMenu, listProducts } from '@/lib/backend/catalogue';
import { loadHomeData } from '@/components/home/home-data';
import { product, variant } from '../catalogue/fixtures';

vi.mock('@/lib/backend/catalogue', () => ({ listProducts: vi.fn(), getMenu: vi.fn() }));

it('lists as deals only products with a reduction that may be announced', async () => {
  const saleOnly = product({ slug: 'sale-only', variants: [variant({ sku: 'a', price: 10, sale_price: 8 })] });
  const deal = product({
    slug: 'deal',
    variants: [variant({ sku: 'b', price: 10, sale_price: 8, lowest_price_30_days: 9 })],
  });
  vi.mocked(listProducts).mockResolvedValue({
    ok: true,
    data: { products: [saleOnly, deal], category: [], totalCount: 2 },
  } as never);
  vi.mocked(getMenu).mockResolvedValue({ ok: false, error: { kind: 'unavailable' } } as never);
  const home = await loadHomeData('it');
  expect(home.deals.map((p) => p.slug)).toEqual(['deal']);
});
