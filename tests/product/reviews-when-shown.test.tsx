import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import en from '@/messages/en.json';
import { pickMessages } from '@/i18n/client-messages';
import { PRODUCT_NAMESPACES } from '@/components/product/product-intl';
import { ReviewsWhenShown } from '@/components/product/reviews-when-shown';
import { textsAnswer } from '../support/fetched-texts';
import { bringOnScreen, watchScreen } from '../support/on-screen';

watchScreen();

vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('../support/link-stub')).LinkStub,
  usePathname: () => '/product/fullwidth/det/drill',
}));

const stats = { average: 4, total: 2, distribution: [50, 50, 0, 0, 0] as [number, number, number, number, number] };
const reviewsAnswer = {
  reviews: [
    { id: 'R1', author: '', rating: 5, title: 'Ottimo', comment: 'Perfetto.', createdAt: null },
    { id: 'R2', author: '', rating: 4, title: 'Buono', comment: 'Fa il suo lavoro.', createdAt: null },
  ],
  total: 2,
};

describe('the reviews tab', () => {
  it('reads its words and reviews only when first shown, under a page that sends neither', async () => {
    const fetchMock = vi.fn((url: string) => textsAnswer(url) ?? Promise.resolve(Response.json(reviewsAnswer)));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <NextIntlClientProvider locale="en" messages={pickMessages(en, PRODUCT_NAMESPACES)} timeZone="Europe/Rome">
        <SWRConfig value={{ provider: () => new Map() }}>
          <ReviewsWhenShown
            product={{ sku: 'DRILL-1', slug: 'det/drill' }}
            stats={stats}
            loading="Loading the reviews…"
          />
        </SWRConfig>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the reviews…');
    // Long enough for the panel, which loads lazily, to have asked had it been going to.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchMock).not.toHaveBeenCalled();

    bringOnScreen();
    expect(await screen.findByRole('region', { name: 'Rating summary' })).toHaveTextContent('2 reviews');
    expect(await screen.findByText('Fa il suo lavoro.')).toBeVisible();
    expect(screen.getByText(/We do not check that they bought the product/)).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])).toEqual([
      '/api/texts/reviews',
      '/api/product/reviews',
    ]);
  });
});
