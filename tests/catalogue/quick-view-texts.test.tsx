import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { NextIntlClientProvider } from 'next-intl';
import { render } from '@testing-library/react';
import { CardCartActions } from '@/components/catalogue/card-cart-actions';
import { pickMessages } from '@/i18n/client-messages';
import { PRODUCT_CARD_NAMESPACES } from '@/components/catalogue/product-card-intl';
import { toCardProduct } from '@/lib/catalogue/product-card-data';
import en from '@/messages/en.json';
import { product } from './fixtures';
import { textsAnswer } from '../support/fetched-texts';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
  useRouter: () => ({ push }),
}));

const drill = product({ slug: 'det/cordless-drill-sku-1' });

/** A card's buttons as a page of cards sends them: only the texts the buttons say. */
function renderCard(answer: (url: string) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  render(
    <NextIntlClientProvider locale="en" messages={pickMessages(en, PRODUCT_CARD_NAMESPACES)} timeZone="Europe/Rome">
      <SWRConfig value={{ provider: () => new Map() }}>
        <CardCartActions product={toCardProduct(drill)} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  push.mockReset();
});

describe("a card's quick view", () => {
  it('reads its texts when it opens', async () => {
    renderCard((url) => textsAnswer(url) ?? Promise.resolve(Response.json(drill)));
    await userEvent.click(screen.getByRole('button', { name: 'Quick view' }));
    const dialog = await screen.findByRole('dialog', { name: drill.name });
    expect(dialog).toHaveTextContent('incl. VAT');
    expect(screen.getByRole('button', { name: 'Close quick view' })).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/texts/product-card?locale=en', expect.anything());
  });

  it('leads to the product page when its texts cannot be read', async () => {
    renderCard((url) =>
      url.startsWith('/api/texts/')
        ? Promise.resolve(Response.json({ error: 'unavailable' }, { status: 503 }))
        : Promise.resolve(Response.json(drill)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quick view' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/product/fullwidth/det/cordless-drill-sku-1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
