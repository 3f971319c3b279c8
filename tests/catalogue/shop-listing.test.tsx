import { screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { createTranslator } from 'next-intl';
import { ListingView } from '@/components/catalogue/listing-view';
import { DEFAULT_PARAMS } from '@/lib/catalogue/listing-params';
import type { Listing } from '@/lib/backend/schemas/listing';
import { log } from '@/lib/log';
import { useListing } from '@/stores/listing';
import en from '@/messages/en.json';
import { product } from './fixtures';
import { renderWithIntl } from './intl';
import { cents } from '@/lib/domain/money';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as 'Listing' }),
  getLocale: async () => 'en',
}));
vi.mock('@/components/ui/breadcrumb', () => ({
  Breadcrumb: ({ items }: { items: { label: string }[] }) => (
    <nav aria-label="Breadcrumb">{items.map((i) => i.label).join(' / ')}</nav>
  ),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({
    href,
    prefetch: _p,
    scroll: _s,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean; scroll?: boolean }) => (
    <a href={href} {...rest} />
  ),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/shop',
}));
vi.mock('@/lib/log', () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
// The shop owner's translations (Frappe's Translation rows): "Tools" and "Colore" have an English name.
vi.mock('@/lib/backend/translations', () => ({
  getShopTranslations: async () => ({
    ok: true,
    data: [
      { name: 'r1', source_text: 'Tools', translated_text: 'All tools', context: 'menu', modified: '2025-03-04' },
      { name: 'r2', source_text: 'Colore', translated_text: 'Colour', context: 'filter', modified: '2025-03-04' },
    ],
  }),
}));

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    totalCount: 30,
    current_page: 1,
    pages: 3,
    per_page: 12,
    is_last: false,
    products: [product({ id: '1' }), product({ id: '2', name: 'Hammer', slug: 'hammer', sku: 'H-1' })],
    min_price_all: cents(200),
    max_price_all: cents(30000),
    // The back-end's shapes: category urls are label paths, features keyed field_<n>_feature_s.
    category: [
      { label: 'Tools', count: 20, url: 'Tools' },
      { label: 'Garden', count: 10, url: 'Garden' },
    ],
    features: [
      {
        key: 'field_14_feature_s',
        label_field: 'Colore',
        type: 'string',
        uom: '0',
        facet_results: [{ value: 'Red', count: 4, hex: null }],
      },
      {
        key: 'field_31_feature_s',
        label_field: 'Capacità',
        type: 'string',
        uom: '0',
        facet_results: [{ value: '10 L', count: 2, hex: null }],
      },
      {
        key: 'brand',
        label_field: 'Brand',
        type: 'list',
        uom: null,
        facet_results: [{ value: 'Ferrotec', count: 2, hex: null }],
      },
    ],
    menu_category_detail: null,
    category_tree: [],
    ...overrides,
  };
}

async function renderListing(props: Parameters<typeof ListingView>[0]) {
  renderWithIntl(await ListingView(props));
}

describe('ShopListing', () => {
  beforeEach(() => useListing.setState({ filterSearch: '' }));

  it('shows a designed retry message when the back-end fails, and logs it', async () => {
    await renderListing({
      layout: 'default',
      params: { ...DEFAULT_PARAMS, features: { field_14_feature_s: 'Red' } },
      result: { ok: false, error: { kind: 'unavailable' } },
    });
    const alert = screen.getByRole('status');
    expect(within(alert).getByRole('heading', { name: "We couldn't load the products" })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/shop/field_14_feature_s=Red',
    );
    expect(log.error).toHaveBeenCalledWith(
      'listing.failed',
      expect.objectContaining({ kind: 'unavailable', query: 'field_14_feature_s=Red' }),
    );
  });

  it('composes heading, filters with counts, the feature facets, toolbox and pagination', async () => {
    await renderListing({ layout: 'default', params: DEFAULT_PARAMS, result: { ok: true, data: listing() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    // Named in the shopper's language where translated (the page's, so unmarked), in Italian
    // otherwise, marked; links keep the back-end's values.
    expect(within(filters).getByRole('link', { name: /^All tools/ })).toHaveAttribute('href', '/shop/category=Tools');
    expect(within(filters).getByText('All tools')).not.toHaveAttribute('lang');
    expect(within(filters).getByText('Garden')).toHaveAttribute('lang', 'it');
    expect(within(filters).getByRole('heading', { name: 'Colour' })).not.toHaveAttribute('lang');
    expect(within(filters).getByRole('heading', { name: 'Capacità' })).toHaveAttribute('lang', 'it');
    expect(within(filters).getByRole('link', { name: /^Red/ })).toHaveAttribute('href', '/shop/field_14_feature_s=Red');
    expect(within(filters).getByRole('link', { name: /^10 L/ })).toHaveAttribute(
      'href',
      '/shop/field_31_feature_s=10%20L',
    );
    // A facet key not of the back-end's feature form is not offered.
    expect(within(filters).queryByText('Ferrotec')).toBeNull();
    expect(screen.getByText('Showing 1–2 of 30 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('narrows the facets as the shopper types in the filter search', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    await renderListing({ layout: 'default', params: DEFAULT_PARAMS, result: { ok: true, data: listing() } });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.type(within(filters).getByRole('searchbox', { name: 'Find a filter' }), 'gar');
    // Categories: case-sensitive contains on the label ("gar" is not in "Garden"); values: case-insensitive.
    expect(within(filters).queryByRole('link', { name: /^Garden/ })).toBeNull();
    expect(within(filters).getByText('No filter matches “gar”.')).toBeInTheDocument();
    await userEvent.clear(within(filters).getByRole('searchbox', { name: 'Find a filter' }));
    await userEvent.type(within(filters).getByRole('searchbox', { name: 'Find a filter' }), 'red');
    expect(within(filters).getByRole('link', { name: /^Red/ })).toBeInTheDocument();
    expect(within(filters).queryByRole('link', { name: /^All tools/ })).toBeNull();
  });

  it('says what a search in the shopper’s language was put into, and links to the search as typed', async () => {
    await renderListing({
      layout: 'default',
      params: { ...DEFAULT_PARAMS, search_term: 'dril' },
      result: { ok: true, data: { ...listing(), translated: { term: 'trapano', understood: 'drill' } } },
    });
    const status = screen.getByText(/^Showing results for/);
    expect(status).toHaveTextContent('Showing results for «trapano» (drill). Search for «dril» instead');
    expect(within(status).getByText('trapano')).toHaveAttribute('lang', 'it');
    expect(within(status).getByRole('link', { name: 'Search for «dril» instead' })).toHaveAttribute(
      'href',
      '/shop/search_term=dril/as_typed=true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “drill”' })).toBeInTheDocument();
  });

  it('shows a helpful empty state for a search with no result', async () => {
    await renderListing({
      layout: 'list',
      params: { ...DEFAULT_PARAMS, search_term: 'zzz' },
      result: { ok: true, data: listing({ products: [], totalCount: 0, pages: 0 }) },
    });
    expect(screen.getByRole('heading', { name: 'No products found for “zzz”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/shop/list');
  });

  it('offers the last page when the page asked for is past the end', async () => {
    await renderListing({
      layout: 'default',
      params: { ...DEFAULT_PARAMS, page: 9 },
      result: { ok: true, data: listing({ products: [], current_page: 9 }) },
    });
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/shop/page=3');
  });

  it('shows a chosen feature as a removable chip named after its facet', async () => {
    await renderListing({
      layout: 'default',
      params: { ...DEFAULT_PARAMS, category: 'Tools', features: { field_14_feature_s: 'Red' } },
      result: { ok: true, data: listing() },
    });
    expect(screen.getByRole('link', { name: 'Remove filter Colour: Red' })).toHaveAttribute(
      'href',
      '/shop/category=Tools',
    );
  });

  it('offers only the sorts the back-end honours: no popularity or rating on the real back-end', async () => {
    await renderListing({ layout: 'default', params: DEFAULT_PARAMS, result: { ok: true, data: listing() } });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const options = within(sort)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual(['default', 'newest', 'price-asc', 'price-desc']);
  });

  it('puts the filters in an off-canvas dialog on the off-canvas variant', async () => {
    await renderListing({ layout: 'off-canvas', params: DEFAULT_PARAMS, result: { ok: true, data: listing() } });
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
