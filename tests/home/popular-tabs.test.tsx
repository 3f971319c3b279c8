import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PopularTabs } from '@/components/home/popular-tabs';
import { product } from '../catalogue/fixtures';
import { renderWithIntl } from '../catalogue/intl';
import { textsAnswer } from '../support/fetched-texts';
import { listingReads, respond } from '../support/api-answers';

vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../support/link-stub')).LinkStub }));

const listing = (count: number) => ({
  products: Array.from({ length: count }, (_, i) =>
    product({ id: `g${i}`, sku: `G-${i}`, name: `Garden ${i}`, slug: `det/garden-${i}` }),
  ),
  current_page: 1,
  pages: 1,
  totalCount: count,
});

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
        texts={{
          loading: 'Loading the products…',
          failed: 'These products could not be loaded.',
          retry: 'Try again',
          empty: 'There are no products here at the moment.',
        }}
      />
    </SWRConfig>,
  );
  return screen.getByRole('tab', { name: 'Giardino' });
}

afterEach(() => vi.unstubAllGlobals());

describe('popular-category tabs', () => {
  it("reads a tab's products by popularity when it opens and shows one row of them", async () => {
    const fetchMock = vi.fn((url: string, _init?: RequestInit) => textsAnswer(url) ?? respond(listing(6)));
    vi.stubGlobal('fetch', fetchMock);
    const second = renderTabs();
    expect(screen.getByRole('tabpanel', { name: 'Utensili' })).toHaveTextContent('First tab row');

    await userEvent.click(second);
    const panel = screen.getByRole('tabpanel', { name: 'Giardino' });
    expect(await within(panel).findByRole('list', { name: 'Giardino' })).toBeVisible();
    expect(within(panel).getAllByRole('article')).toHaveLength(4);
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(listingReads(fetchMock)).toEqual(['/api/listing?category=Giardino&order_by=popularity&locale=en']);
  });

  it('says so when the products cannot be read, and tries again on request', async () => {
    const fetchMock = vi.fn((url: string) => textsAnswer(url) ?? respond({ error: 'unavailable' }, false));
    vi.stubGlobal('fetch', fetchMock);
    await userEvent.click(renderTabs());
    const panel = screen.getByRole('tabpanel', { name: 'Giardino' });
    expect(await within(panel).findByText('These products could not be loaded.')).toBeVisible();

    fetchMock.mockImplementation((url: string) => textsAnswer(url) ?? respond(listing(2)));
    const asked = listingReads(fetchMock).length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByRole('article')).toHaveLength(2);
    expect(listingReads(fetchMock)).toHaveLength(asked + 1);
  });

  it("says so when the cards' texts cannot be read, and reads them again on request", async () => {
    const texts = vi.fn(() => respond({ error: 'unavailable' }, false));
    const fetchMock = vi.fn((url: string) => (url.startsWith('/api/texts/') ? texts() : respond(listing(3))));
    vi.stubGlobal('fetch', fetchMock);
    await userEvent.click(renderTabs());
    const panel = screen.getByRole('tabpanel', { name: 'Giardino' });
    expect(await within(panel).findByText('These products could not be loaded.')).toBeVisible();
    expect(within(panel).queryAllByRole('article')).toHaveLength(0);

    texts.mockImplementation(() => textsAnswer('/api/texts/product-card?locale=en')!);
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByRole('article')).toHaveLength(3);
  });

  it('says an empty category is empty, offers no retry, and does not read it again', async () => {
    const fetchMock = vi.fn((url: string) => textsAnswer(url) ?? respond(listing(0)));
    vi.stubGlobal('fetch', fetchMock);
    const second = renderTabs();
    await userEvent.click(second);
    const panel = screen.getByRole('tabpanel', { name: 'Giardino' });
    expect(await within(panel).findByText('There are no products here at the moment.')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(panel).queryByText('These products could not be loaded.')).toBeNull();
    expect(panel).not.toHaveAttribute('aria-busy');

    await userEvent.click(screen.getByRole('tab', { name: 'Utensili' }));
    await userEvent.click(second);
    expect(listingReads(fetchMock)).toHaveLength(1);
  });
});
