import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { RowWhenNear } from '@/components/home/row-when-near';
import { product } from '../catalogue/fixtures';
import { renderWithIntl } from '../catalogue/intl';
import { textsAnswer } from '../support/fetched-texts';
import { listingReads, respond } from '../support/api-answers';
import { bringOnScreen, watchScreen } from '../support/on-screen';

vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../support/link-stub')).LinkStub }));

const listing = (count: number) => ({
  products: Array.from({ length: count }, (_, i) =>
    product({ id: `n${i}`, sku: `N-${i}`, name: `New ${i}`, slug: `det/new-${i}` }),
  ),
  current_page: 1,
  pages: 1,
  totalCount: count,
});

function renderRow() {
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RowWhenNear
        query={{ order_by: 'newest' }}
        count={4}
        label="New arrivals"
        texts={{
          loading: 'Loading the products…',
          failed: 'These products could not be loaded.',
          retry: 'Try again',
          empty: 'There are no products here at the moment.',
        }}
      />
    </SWRConfig>,
  );
}

watchScreen();

describe('a home row far down the page', () => {
  it('reads nothing until the shopper scrolls near, then shows the listing’s first products', async () => {
    const fetchMock = vi.fn((url: string) => textsAnswer(url) ?? respond(listing(6)));
    vi.stubGlobal('fetch', fetchMock);
    renderRow();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the products…');
    // Long enough for the row's code, which loads lazily, to have asked had it been going to.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchMock).not.toHaveBeenCalled();

    bringOnScreen();
    expect(await screen.findByRole('list', { name: 'New arrivals' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(listingReads(fetchMock)).toEqual(['/api/listing?order_by=newest&locale=en']);
  });

  it('says the listing is empty when it emptied since the page was made, with no retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => textsAnswer(url) ?? respond(listing(0))),
    );
    renderRow();
    bringOnScreen();
    expect(await screen.findByText('There are no products here at the moment.')).toBeVisible();
    expect(screen.queryByText('These products could not be loaded.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says so when the products cannot be read, and reads them again when asked', async () => {
    const fetchMock = vi.fn((url: string) => textsAnswer(url) ?? respond({ error: 'unavailable' }, false));
    vi.stubGlobal('fetch', fetchMock);
    renderRow();
    bringOnScreen();
    expect(await screen.findByText('These products could not be loaded.')).toBeVisible();

    fetchMock.mockImplementation((url: string) => textsAnswer(url) ?? respond(listing(3)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(listingReads(fetchMock)).toHaveLength(2);
  });
});
