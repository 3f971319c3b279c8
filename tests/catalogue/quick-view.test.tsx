import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { QuickView } from '@/components/catalogue/quick-view';
import { toCardProduct } from '@/lib/catalogue/product-card-data';
import { useCart } from '@/stores/cart';
import { product, variant } from './fixtures';
import { renderWithIntl } from './intl';
import { cents } from '@/lib/domain/money';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
vi.mock('@/components/ui/toast', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: vi.fn() }),
}));

const paint = product({
  name: 'Wall paint',
  slug: 'wall-paint',
  variants: [
    variant({ sku: 'P-W-1', color: 'White', color_hex: '#ffffff', size: '1 L', price: cents(1200), stock: 4 }),
    variant({ sku: 'P-W-5', color: 'White', color_hex: '#ffffff', size: '5 L', price: cents(3900), stock: 0 }),
    variant({
      sku: 'P-R-1',
      color: 'Red',
      color_hex: '#c0392b',
      size: '1 L',
      price: cents(1300),
      sale_price: cents(1100),
      lowest_price_30_days: cents(1300),
      stock: 2,
    }),
    variant({ sku: 'P-R-5', color: 'Red', color_hex: '#c0392b', size: '5 L', price: cents(4200), stock: 9 }),
  ],
});

// The whole product comes from /api/product; by default the back-end cannot say (the card's data stays).
const fetchSpy = () => vi.spyOn(globalThis, 'fetch');
beforeEach(() => {
  useCart.setState({ lines: [] });
  fetchSpy().mockResolvedValue(new Response('{"error":"unavailable"}', { status: 502 }));
});

describe('QuickView', () => {
  it('is a modal dialog labelled by the product name, closed by its close button', async () => {
    const onClose = vi.fn();
    renderWithIntl(<QuickView product={paint} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Wall paint' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close quick view' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('adds the chosen variant and quantity to the cart and closes', async () => {
    const onClose = vi.fn();
    renderWithIntl(<QuickView product={paint} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Wall paint' });
    // The first variant in stock is chosen to begin with.
    expect(within(dialog).getByText('Code P-W-1', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Red' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 L' }));
    expect(dialog).toHaveTextContent('€42.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(useCart.getState().lines).toEqual([
      expect.objectContaining({ sku: 'P-R-5', qty: 2, priceCents: 4200, variant_label: 'Red · 5 L' }),
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a reduction against the lowest price of 30 days and refuses a quantity outside 1..99', async () => {
    renderWithIntl(<QuickView product={paint} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Wall paint' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Red' }));
    expect(within(dialog).getByText('€13.00', { exact: false }).closest('del')).not.toBeNull();
    const qty = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '0');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a quantity from 1 to 99.');
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('says out of stock for a variant without units', async () => {
    renderWithIntl(<QuickView product={paint} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Wall paint' });
    // White 1 L is chosen; White 5 L exists but has no units.
    await userEvent.click(within(dialog).getByRole('radio', { name: /^5 L, out of stock/ }));
    expect(within(dialog).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /^White, out of stock/ })).toBeChecked();
  });

  it('links to the product page', () => {
    renderWithIntl(<QuickView product={paint} onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      '/product/fullwidth/wall-paint',
    );
  });

  it("opens with the card's one picture and shows every picture and the summary once the whole product arrives", async () => {
    const whole = product({ slug: 'det/cordless-drill-sku-1' });
    const fetch = fetchSpy().mockResolvedValue(Response.json(whole));
    renderWithIntl(<QuickView product={toCardProduct(whole)} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
    // The card carries no texts beyond its name: the summary comes with the whole product.
    expect(within(dialog).queryByText('A compact drill driver.')).toBeNull();
    await vi.waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2));
    expect(within(dialog).getByText('A compact drill driver.')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/product?slug=det%2Fcordless-drill-sku-1&locale=en', expect.anything());
  });
});
