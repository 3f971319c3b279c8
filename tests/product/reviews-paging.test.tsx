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

function renderList(first: Review[], total: number) {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ReviewsPanelList itemCode="FT-0425" reviews={first} read={first.length} total={total} />
    </SWRConfig>,
  );
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

afterEach(() => vi.unstubAllGlobals());

describe('every review can be read', () => {
  it(
    'shows twenty, then twenty more from the page, then reads the rest from the back-end',
    { timeout: 15_000 },
    async () => {
      const fetchMock = vi.fn((url: string) =>
        Promise.resolve({
          ok: true,
          json: () => Promise.resolve({ reviews: reviews(51, 10), total: 60, url }),
        } as unknown as Response),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderList(reviews(1, 50), 60);
      expect(items()).toHaveLength(20);
      expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 60 reviews');

      await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
      expect(items()).toHaveLength(40);
      expect(items()[20]).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
      await waitFor(() => expect(items()).toHaveLength(60));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]![0]).toBe('/api/reviews/FT-0425?start=50');
      expect(screen.getByText('Titolo 60')).toBeVisible();
      // Focus moves in an effect after the new reviews are drawn: wait for it, not only for the list.
      await waitFor(() => expect(items()[40]).toHaveFocus());
      expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    },
  );

  it('says so when the next page cannot be read, and lets the shopper try again', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) } as Response),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList(reviews(1, 20), 27);
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText(/More reviews could not be loaded/)).toBeVisible();
    expect(items()).toHaveLength(20);

    fetchMock.mockImplementation(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve({ reviews: reviews(21, 7), total: 27 }) } as Response),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(items()).toHaveLength(27));
    expect(screen.queryByText(/More reviews could not be loaded/)).toBeNull();
  });

  it('offers nothing more when every review is shown', () => {
    renderList(reviews(1, 7), 7);
    expect(items()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });
});
