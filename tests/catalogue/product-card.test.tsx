import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { ProductCard } from '@/components/catalogue/product-card';
import { useCart } from '@/stores/cart';
import { useUi } from '@/stores/ui';
import { product, variant } from './fixtures';
import { renderWithIntl } from './intl';
import { cents } from '@/lib/domain/money';

vi.mock('@/i18n/navigation', () => ({
  Link: ({
    href,
    prefetch: _prefetch,
    scroll: _scroll,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean; scroll?: boolean }) => (
    <a href={href} {...rest} />
  ),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/shop',
}));
vi.mock('next/dynamic', () => ({ default: () => () => <div role="dialog" aria-label="Quick view stub" /> }));
vi.mock('@/components/ui/toast', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: vi.fn() }),
}));

beforeEach(() => {
  useCart.setState({ lines: [] });
  useUi.setState({ modal: null, drawer: null });
});

describe('ProductCard', () => {
  it('shows name, category, link, price and stock; the slug keeps its slash', () => {
    renderWithIntl(<ProductCard product={product()} />);
    const card = screen.getByRole('article', { name: 'Cordless drill 12V' });
    expect(within(card).getByRole('link', { name: 'Cordless drill 12V' })).toHaveAttribute(
      'href',
      '/product/fullwidth/det/trapano-avvitatore-12v-sku-1',
    );
    expect(card).toHaveTextContent('Elettroutensili');
    expect(card).toHaveTextContent('€58.90');
    expect(card).toHaveTextContent('In stock');
    // The real listing's ratings/reviews are constants (0, "0"): no rating line.
    expect(card).not.toHaveTextContent('reviews');
  });

  it("marks the back-end's Italian text with its language on an English page", () => {
    renderWithIntl(<ProductCard product={product()} />);
    expect(screen.getByRole('heading', { name: 'Cordless drill 12V' })).toHaveAttribute('lang', 'it');
    expect(screen.getByText('Elettroutensili')).toHaveAttribute('lang', 'it');
  });

  it('shows a rating line when a back-end sends one', () => {
    renderWithIntl(<ProductCard product={product({ ratings: 4.2, reviews: 7 })} />);
    expect(screen.getByText('Rated 4.2 out of 5')).toBeInTheDocument();
    expect(screen.getByText('7 reviews')).toBeInTheDocument();
  });

  it('shows a price range when variants cost different amounts (their lowest and highest price)', () => {
    const p = product({
      variants: [
        variant({ sku: 'a', price: cents(1399) }),
        variant({ sku: 'b', price: cents(2990), sale_price: cents(2450) }),
        variant({ sku: 'c', price: cents(1900) }),
      ],
    });
    renderWithIntl(<ProductCard product={p} />);
    const price = screen.getByText('From', { exact: false }).closest('p')!;
    expect(price).toHaveTextContent('€13.99');
    expect(price).toHaveTextContent('€24.50');
    expect(price).not.toHaveTextContent('€29.90');
  });

  it('announces a reduction against the lowest price of the last 30 days, with the Sale badge', () => {
    renderWithIntl(
      <ProductCard
        product={product({
          price: cents(4000),
          sale_price: cents(3000),
          is_sale: true,
          lowest_price_30_days: cents(4000),
        })}
      />,
    );
    expect(screen.getByText('€30.00', { exact: false }).closest('ins')).not.toBeNull();
    expect(screen.getByText('−25%')).toBeInTheDocument();
    expect(screen.getByText('Lowest price in the last 30 days:', { exact: false })).toHaveTextContent('€40.00');
    const badges = screen.getByRole('list', { name: 'Labels' });
    expect(within(badges).getByText('Sale')).toBeInTheDocument();
  });

  it('announces no reduction for a sale price without the lowest price of the last 30 days', () => {
    renderWithIntl(<ProductCard product={product({ price: cents(4000), sale_price: cents(3000), is_sale: true })} />);
    const card = screen.getByRole('article', { name: 'Cordless drill 12V' });
    expect(card).toHaveTextContent('€30.00');
    expect(card).not.toHaveTextContent('€40.00');
    expect(card.querySelector('del')).toBeNull();
    expect(card).not.toHaveTextContent('%');
    expect(screen.queryByRole('list', { name: 'Labels' })).toBeNull();
  });

  it('shows no Hot or New badge (constants on the back-end) and no Sale badge without a reduction', () => {
    renderWithIntl(<ProductCard product={product({ is_hot: true, is_new: true, sale_price: cents(5890) })} />);
    expect(screen.queryByRole('list', { name: 'Labels' })).toBeNull();
    expect(screen.queryByText('Hot')).toBeNull();
  });

  it('says out of stock and disables the button when nothing is left', () => {
    renderWithIntl(<ProductCard product={product({ stock: 0 })} />);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('adds a single-choice product to the cart with its sku and price', async () => {
    renderWithIntl(
      <ProductCard
        product={product({ price: cents(4000), sale_price: cents(3000), lowest_price_30_days: cents(3500) })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCart.getState().lines).toEqual([
      expect.objectContaining({
        sku: 'SKU-1',
        priceCents: 3000,
        regularPriceCents: 3500,
        qty: 1,
        slug: 'det/trapano-avvitatore-12v-sku-1',
      }),
    ]);
  });

  it('opens the quick view instead of adding when there are several variants', async () => {
    renderWithIntl(<ProductCard product={product({ variants: [variant({ sku: 'a' }), variant({ sku: 'b' })] })} />);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose options' }));
    expect(useUi.getState().modal).toBe('quick-view:SKU-1');
    expect(useCart.getState().lines).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Quick view stub' })).toBeInTheDocument();
  });

  it('shows the list layout with the short description', () => {
    renderWithIntl(<ProductCard product={product()} layout="list" />);
    expect(screen.getByText('A compact drill driver.')).toBeInTheDocument();
  });
});
