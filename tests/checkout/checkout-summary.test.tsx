import { render, screen } from '@testing-library/react';
import { cents } from '@/lib/domain/money';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { CheckoutSummary } from '@/components/checkout/checkout-summary';
import { buildQuote } from '@/lib/domain/quote';
import { DECIDED_SHIPPING_RULES } from '@/lib/domain/shipping';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
// The take-back note reads the back-end; it has nothing to say about the button.
vi.mock('@/components/cart/cart-take-back-note', () => ({ CartTakeBackNote: () => null }));

const quote = buildQuote({
  lines: [{ sku: 'A', qty: 1, priceCents: cents(1399) }],
  prices: [{ sku: 'A', rate: cents(1399), stock: 5 }],
  rules: DECIDED_SHIPPING_RULES,
  selectedRule: 'Flat Rate',
});

function summary(updating: boolean) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <CheckoutSummary
        formId="checkout"
        quote={quote}
        quoteFailed={false}
        updating={updating}
        coupon={{ applied: null, atCheckout: false, error: null, pending: null, apply: () => {}, remove: () => {} }}
        country="IT"
        rule="Flat Rate"
        onRule={() => {}}
        paymentChoice={(method) => ({ name: 'payment_method', value: method, defaultChecked: method === 'transfer' })}
        paymentMethod="transfer"
        submitting={false}
      />
    </NextIntlClientProvider>,
  );
}

describe('the place-order button', () => {
  it('waits while the total is being recalculated, so the order is never sent against an old total', () => {
    summary(true);
    expect(screen.getByRole('button', { name: 'Order with obligation to pay' })).toBeDisabled();
  });

  it('can be pressed once the total shown is the server’s', () => {
    summary(false);
    expect(screen.getByRole('button', { name: 'Order with obligation to pay' })).toBeEnabled();
  });
});
