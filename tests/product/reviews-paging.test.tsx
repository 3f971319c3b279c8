import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ReviewsPanelList } from '@/components/product/reviews-panel-list';
import type { Review } from '@/lib/domain/reviews';
import { renderWithIntl } from '../catalogue/intl';

const review = (n: number): Review => ({
  id: `REV-${n}`,
  author: '',
  rating: 4,
  title: `Titolo ${n}`,
  comment: `Commento ${n}`,
  createdAt: null,
});
const reviews = (from: number, count: number) => Array.from({ length: count }, (_, i) => review(from + i));

function answering(pages: Record<number, Review[]>, total: number) {
  return vi.fn((url: string) => {
    const start = Number(new URL(url, 'http://shop').searchParams.get('start') ?? 0);
    return Promise.resolve({
      ok: true,
      json: () => Promise.resolve({ reviews: pages[start] ?? [], total }),
    } as unknown as Response);
  });
}

function renderList(total: number, mine: Review | null = null) {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ReviewsPanelList product={{ sku: 'FT-0425', slug: 'det/avvitatore-ft-0425' }} mine={mine} total={total} />
    </SWRConfig>,
  );
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('every review can be read', () => {
  it('says the reviews are loading, then shows the first twenty of the first page read', async () => {
    const fetchMock = answering({ 0: reviews(1, 27) }, 27);
    vi.stubGlobal('fetch', fetchMock);
    renderList(27);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the reviews…');
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The first page is the product page's own read, by its slug (kept on the server).
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/product/reviews?slug=det%2Favvitatore-ft-0425&locale=en');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 27 reviews');
  });

  it('shows twenty more from the page read, then reads the rest from the back-end', { timeout: 15_000 }, async () => {
    const fetchMock = answering({ 0: reviews(1, 50), 50: reviews(51, 10) }, 60);
    vi.stubGlobal('fetch', fetchMock);
    renderList(60);
    await waitFor(() => expect(items()).toHaveLength(20));

    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(items()).toHaveLength(40);
    expect(items()[20]).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(items()).toHaveLength(60));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/reviews/FT-0425?start=50');
    expect(screen.getByText('Titolo 60')).toBeVisible();
    // Focus moves in an effect after the new reviews are drawn: wait for it, not only for the list.
    await waitFor(() => expect(items()[40]).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('says so when the reviews cannot be read, and reads them again when asked', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) } as Response),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList(7);
    expect(await screen.findByText('The reviews could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();

    fetchMock.mockImplementation(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve({ reviews: reviews(1, 7), total: 7 }) } as Response),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(7));
    expect(screen.queryByText('The reviews could not be loaded.')).toBeNull();
  });

  it('says so when the next page cannot be read, and lets the shopper try again', async () => {
    const fetchMock = answering({ 0: reviews(1, 20) }, 27);
    vi.stubGlobal('fetch', fetchMock);
    renderList(27);
    await waitFor(() => expect(items()).toHaveLength(20));
    fetchMock.mockImplementation(() =>
      Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) } as unknown as Response),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText(/More reviews could not be loaded/)).toBeVisible();
    expect(items()).toHaveLength(20);

    fetchMock.mockImplementation(() =>
      Promise.resolve({
        ok: true,
        json: () => Promise.resolve({ reviews: reviews(21, 7), total: 27 }),
      } as unknown as Response),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(items()).toHaveLength(27));
    expect(screen.queryByText(/More reviews could not be loaded/)).toBeNull();
  });

  it('puts the review just posted first and does not list it twice when the read brings it', async () => {
    const posted = { ...review(99), id: 'posted-here' };
    vi.stubGlobal('fetch', answering({ 0: [review(99), ...reviews(1, 6)] }, 7));
    renderList(7, posted);
    expect(items()).toHaveLength(1);
    await waitFor(() => expect(items()).toHaveLength(7));
    expect(within(items()[0]!).getByText('Titolo 99')).toBeVisible();
    expect(screen.getAllByText('Titolo 99')).toHaveLength(1);
  });

  it('asks nothing for a product without reviews', async () => {
    const fetchMock = answering({}, 0);
    vi.stubGlobal('fetch', fetchMock);
    renderList(0);
    expect(screen.getByText(/No reviews yet/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });
});
