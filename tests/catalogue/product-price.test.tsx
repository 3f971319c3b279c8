import { screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { render } from '@testing-library/react';
import { ProductPrice } from '@/components/product-parts/product-price';
import it_ from '@/messages/it.json';
import sk from '@/messages/sk.json';
import { product, variant } from './fixtures';
import { renderWithIntl } from './intl';
import { cents } from '@/lib/domain/money';

describe('ProductPrice: prices as the law wants them', () => {
  it('says the price includes VAT, once', () => {
    renderWithIntl(<ProductPrice product={product()} />);
    expect(screen.getAllByText('incl. VAT')).toHaveLength(1);
  });

  it('says it beside a price range too', () => {
    renderWithIntl(
      <ProductPrice
        product={product({
          variants: [variant({ sku: 'a', price: cents(1000) }), variant({ sku: 'b', price: cents(2000) })],
        })}
      />,
    );
    expect(screen.getByText('incl. VAT')).toBeInTheDocument();
  });

  it('says it in Italian and Slovak', () => {
    const { unmount } = render(
      <NextIntlClientProvider locale="it" messages={it_} timeZone="Europe/Rome">
        <ProductPrice product={product()} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('IVA inclusa')).toBeInTheDocument();
    unmount();
    render(
      <NextIntlClientProvider locale="sk" messages={sk} timeZone="Europe/Rome">
        <ProductPrice product={product()} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('vrátane DPH')).toBeInTheDocument();
  });

  it('shows the unit price of goods sold by volume, in the base unit', () => {
    renderWithIntl(
      <ProductPrice product={product({ price: cents(990), net_quantity: 750, net_quantity_unit: 'ml' })} />,
    );
    expect(screen.getByText('€13.20/l')).toBeInTheDocument();
  });

  it("shows the chosen variant's own unit price", () => {
    const can = variant({ sku: 'big', price: cents(3100), net_quantity: 2.5, net_quantity_unit: 'l' });
    renderWithIntl(<ProductPrice product={product({ variants: [can] })} variant={can} />);
    expect(screen.getByText('€12.40/l')).toBeInTheDocument();
  });

  it('shows no unit price without a net quantity', () => {
    renderWithIntl(<ProductPrice product={product()} />);
    expect(screen.queryByText(/\/(l|kg|m)$/)).toBeNull();
  });

  it('strikes through the lowest price of the last 30 days, not the regular price', () => {
    renderWithIntl(
      <ProductPrice
        product={product({ price: cents(5000), sale_price: cents(3000), lowest_price_30_days: cents(4000) })}
      />,
    );
    expect(screen.getByText('€40.00').closest('del')).not.toBeNull();
    expect(screen.queryByText('€50.00')).toBeNull();
    expect(screen.getByText('−25%')).toBeInTheDocument();
  });

  it('announces nothing when the price is not below the lowest of the last 30 days', () => {
    const { container } = renderWithIntl(
      <ProductPrice
        product={product({ price: cents(5000), sale_price: cents(3000), lowest_price_30_days: cents(3000) })}
      />,
    );
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/Lowest price/)).toBeNull();
  });
});

describe('ProductPrice: unit price under a price range', () => {
  it('shows the lowest unit price of the sizes as "from"', () => {
    const sizes = [
      variant({ sku: 's', price: cents(990), net_quantity: 750, net_quantity_unit: 'ml' }),
      variant({ sku: 'l', price: cents(2490), net_quantity: 2.5, net_quantity_unit: 'l' }),
    ];
    renderWithIntl(<ProductPrice product={product({ variants: sizes })} />);
    expect(screen.getByText('from €9.96/l')).toBeInTheDocument();
  });
});
