import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { RowWhenNear } from '@/components/home/row-when-near';
import { product } from '../catalogue/fixtures';
import { renderWithIntl } from '../catalogue/intl';
import { textsAnswer } from '../support/fetched-texts';

vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../support/link-stub')).LinkStub }));

const listing = (count: number) => ({
  products: Array.from({ length: count }, (_, i) =>
    product({ id: `n${i}`, sku: `N-${i}`, name: `New ${i}`, slug: `det/new-${i}` }),
  ),
  current_page: 1,
  pages: 1,
  totalCount: count,
});

const respond = (body: unknown, ok = true) =>
  Promise.resolve({ ok, status: ok ? 200 : 502, json: () => Promise.resolve(body) } as Response);

const listingReads = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/listing'));

/** The row's place on screen: a test says when the shopper scrolls near it, as the browser would. */
let scrollNear: () => void = () => {};
class ViewObserver {
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe() {
    scrollNear = () => act(() => this.seen([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
}

function renderRow() {
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RowWhenNear
        query={{ order_by: 'newest' }}
        count={4}
        label="New arrivals"
        texts={{ loading: 'Loading the products…', failed: 'These products could not be loaded.', retry: 'Try again' }}
      />
    </SWRConfig>,
  );
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', ViewObserver));
afterEach(() => vi.unstubAllGlobals());

describe('a home row far down the page', () => {
  it('reads nothing until the shopper scrolls near, then shows the listing’s first products', async () => {
    const fetchMock = vi.fn((url: string) => textsAnswer(url) ?? respond(listing(6)));
    vi.stubGlobal('fetch', fetchMock);
    renderRow();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the products…');
    // Long enough for the row's code, which loads lazily, to have asked had it been going to.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchMock).not.toHaveBeenCalled();

    scrollNear();
    expect(await screen.findByRole('list', { name: 'New arrivals' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(listingReads(fetchMock)).toEqual(['/api/listing?order_by=newest&locale=en']);
  });

  it('says so when the products cannot be read, and reads them again when asked', async () => {
    const fetchMock = vi.fn((url: string) => textsAnswer(url) ?? respond({ error: 'unavailable' }, false));
    vi.stubGlobal('fetch', fetchMock);
    renderRow();
    scrollNear();
    expect(await screen.findByText('These products could not be loaded.')).toBeVisible();

    fetchMock.mockImplementation((url: string) => textsAnswer(url) ?? respond(listing(3)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(listingReads(fetchMock)).toHaveLength(2);
  });
});
