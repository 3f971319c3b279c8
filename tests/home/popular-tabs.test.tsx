import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PopularTabs } from '@/components/home/popular-tabs';
import { product } from '../catalogue/fixtures';
import { renderWithIntl } from '../catalogue/intl';

vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../support/link-stub')).LinkStub }));

const listing = (count: number) => ({
  products: Array.from({ length: count }, (_, i) =>
    product({ id: `g${i}`, sku: `G-${i}`, name: `Garden ${i}`, slug: `det/garden-${i}` }),
  ),
  current_page: 1,
  pages: 1,
  totalCount: count,
});

const respond = (body: unknown, ok = true) =>
  Promise.resolve({ ok, status: ok ? 200 : 502, json: () => Promise.resolve(body) } as Response);

function renderTabs() {
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PopularTabs
        idPrefix="home-popular"
        label="Popular categories"
        tabs={[
          { slug: 'Utensili', label: 'Utensili' },
          { slug: 'Giardino', label: 'Giardino' },
        ]}
        first={<p>First tab row</p>}
        texts={{ loading: 'Loading the products…', failed: 'These products could not be loaded.', retry: 'Try again' }}
      />
    </SWRConfig>,
  );
  return screen.getByRole('tab', { name: 'Giardino' });
}

afterEach(() => vi.unstubAllGlobals());

describe('popular-category tabs', () => {
  it("reads a tab's products by popularity when it opens and shows one row of them", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => respond(listing(6)));
    vi.stubGlobal('fetch', fetchMock);
    const second = renderTabs();
    expect(screen.getByRole('tabpanel', { name: 'Utensili' })).toHaveTextContent('First tab row');

    await userEvent.click(second);
    const panel = screen.getByRole('tabpanel', { name: 'Giardino' });
    expect(await within(panel).findByRole('list', { name: 'Giardino' })).toBeVisible();
    expect(within(panel).getAllByRole('article')).toHaveLength(4);
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/listing?category=Giardino&order_by=popularity&locale=en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the products cannot be read, and tries again on request', async () => {
    const fetchMock = vi.fn(() => respond({ error: 'unavailable' }, false));
    vi.stubGlobal('fetch', fetchMock);
    await userEvent.click(renderTabs());
    const panel = screen.getByRole('tabpanel', { name: 'Giardino' });
    expect(await within(panel).findByText('These products could not be loaded.')).toBeVisible();

    fetchMock.mockImplementation(() => respond(listing(2)));
    const asked = fetchMock.mock.calls.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByRole('article')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(asked + 1);
  });

  it('counts an empty category as nothing to show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(listing(0))),
    );
    await userEvent.click(renderTabs());
    const panel = screen.getByRole('tabpanel', { name: 'Giardino' });
    expect(await within(panel).findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
