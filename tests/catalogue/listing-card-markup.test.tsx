import { GET } from '@/app/api/listing/route';
import { ProductCard } from '@/components/catalogue/product-card';
import { listProducts } from '@/lib/backend/catalogue';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { listingPage, product, variant } from './fixtures';
import { renderWithIntl } from './intl';
import { cents } from '@/lib/domain/money';

vi.mock('@/lib/backend/catalogue', () => ({ listProducts: vi.fn() }));
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../support/link-stub')).LinkStub }));

const picture = (name: string) => ({ url: `/files/products/${name}.svg`, width: 350, height: 350 });

/** Products whose cards read every trimmed field: pictures of each kind, variants, a long summary. */
const products: Product[] = [
  product({
    id: 'a',
    short_description: 'A long summary. '.repeat(30),
    gallery_pictures: [],
    main_pictures: [picture('main-1'), picture('main-2')],
    variants: [
      variant({
        sku: 'a-1',
        price: cents(1200),
        sale_price: cents(900),
        lowest_price_30_days: cents(1100),
        pictures: [picture('v1'), picture('v2')],
      }),
      variant({ sku: 'a-2', price: cents(1500), stock: 0, pictures: [picture('v3')] }),
    ],
  }),
  product({ id: 'b', sku: 'SKU-B', stock: 0, ratings: 4.5, reviews: 3, sale_price: cents(4900) }),
];

async function answered(): Promise<Product[]> {
  vi.mocked(listProducts).mockResolvedValue(listingPage(products));
  return (await (await GET(new Request('http://shop.test/api/listing?page=2'))).json()).products;
}

const html = (p: Product, layout: 'grid' | 'list') =>
  renderWithIntl(<ProductCard product={p} layout={layout} />).container.innerHTML;

describe("a card rendered from /api/listing's answer", () => {
  it.each(['grid', 'list'] as const)('is the card the server renders from the whole product (%s)', async (layout) => {
    const cards = await answered();
    products.forEach((whole, i) => expect(html(cards[i]!, layout)).toBe(html(whole, layout)));
  });
});
