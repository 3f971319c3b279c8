import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { InfiniteProducts } from '@/components/catalogue/infinite-products';
import { DEFAULT_PARAMS } from '@/lib/catalogue/listing-params';
import { useListing } from '@/stores/listing';
import { product } from './fixtures';
import { renderWithIntl } from './intl';
import { log } from '@/lib/log';
import { textsAnswer } from '../support/fetched-texts';
import { listingReads, respond } from '../support/api-answers';

vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../support/link-stub')).LinkStub }));

const answer = (ids: string[], current_page = 2, pages = 3) => ({
  products: ids.map((id) => product({ id, sku: `SKU-${id}`, name: `Product ${id}`, slug: `det/product-${id}` })),
  current_page,
  pages,
  totalCount: 30,
  is_last: current_page === pages,
});

function renderListing() {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <InfiniteProducts
        basePath="/shop/infinite-scroll"
        params={DEFAULT_PARAMS}
        initialIds={['1', '2']}
        pages={3}
        totalCount={30}
        view="grid"
        columns={4}
        label="Products"
      >
        <li>Product 1</li>
        <li>Product 2</li>
      </InfiniteProducts>
    </SWRConfig>,
  );
}

const loadMore = () => screen.getByRole('link', { name: /Load more products|Try loading again/ });
const items = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');

afterEach(() => vi.unstubAllGlobals());

describe('infinite-scroll listing', () => {
  it('reads the next page from /api/listing and appends its cards, without the products already shown', async () => {
    const fetchMock = vi.fn((url: string, _init?: RequestInit) => textsAnswer(url) ?? respond(answer(['2', '3', '4'])));
    vi.stubGlobal('fetch', fetchMock);
    const dispatch = vi.spyOn(useListing.getState(), 'dispatch');
    renderListing();
    expect(loadMore()).toHaveAttribute('href', '/shop/infinite-scroll/page=2');

    await userEvent.click(loadMore());
    expect(await screen.findByRole('article', { name: 'Product 4' })).toBeVisible();
    expect(listingReads(fetchMock)).toEqual(['/api/listing?page=2&locale=en']);
    expect(items()).toHaveLength(4);
    expect(screen.getByRole('article', { name: 'Product 3' })).toHaveTextContent('€58.90');
    expect(screen.getByText("You've seen 4 of 30 products")).toBeVisible();
    expect(screen.getByText('3 more products loaded')).toBeInTheDocument();
    expect(loadMore()).toHaveAttribute('href', '/shop/infinite-scroll/page=3');
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'load-more', data: expect.objectContaining({ current_page: 2, pages: 3 }) }),
    );
  });

  it('says so when a page cannot be read, and reads it again on the next try', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn((url: string) => textsAnswer(url) ?? respond({ error: 'unavailable' }, false));
    vi.stubGlobal('fetch', fetchMock);
    renderListing();
    await userEvent.click(loadMore());
    expect(await screen.findByRole('alert')).toHaveTextContent('More products could not be loaded.');
    expect(loadMore()).toHaveTextContent('Try loading again');
    expect(warn).toHaveBeenCalledWith('listing.load-more', expect.objectContaining({ page: 2 }));

    fetchMock.mockImplementation((url: string) => textsAnswer(url) ?? respond(answer(['3'], 3, 3)));
    await userEvent.click(loadMore());
    expect(await screen.findByRole('article', { name: 'Product 3' })).toBeVisible();
    expect(listingReads(fetchMock)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByText("You've reached the end of the list.")).toBeVisible());
  });

  it("says so when the cards' texts cannot be read, and reads them again on the next try", async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    const texts = vi.fn(() => respond({ error: 'unavailable' }, false));
    const fetchMock = vi.fn((url: string) => (url.startsWith('/api/texts/') ? texts() : respond(answer(['3']))));
    vi.stubGlobal('fetch', fetchMock);
    renderListing();
    await userEvent.click(loadMore());
    expect(await screen.findByRole('alert')).toHaveTextContent('More products could not be loaded.');
    expect(screen.queryByRole('article')).toBeNull();

    texts.mockImplementation(() => textsAnswer('/api/texts/product-card?locale=en')!);
    await userEvent.click(loadMore());
    expect(await screen.findByRole('article', { name: 'Product 3' })).toBeVisible();
  });
});
