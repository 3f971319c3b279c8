import { fireEvent, render, screen } from '@testing-library/react';
import { cents } from '@/lib/domain/money';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { CartTotals } from '@/components/cart/cart-totals';
import { trackQuantityChange, trackRemoval } from '@/components/cart/cart-events';
import type { CouponResult } from '@/components/cart/coupon-keys';
import type { CouponState } from '@/components/cart/use-cart-pricing';

const tryCoupon = vi.fn<(input: unknown, cart: unknown) => Promise<CouponResult>>();
vi.mock('@/components/cart/coupon-actions', () => ({
  tryCoupon: (input: unknown, cart: unknown) => tryCoupon(input, cart),
}));
const { CouponForm } = await import('@/components/cart/coupon-form');

const wrap = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Rome">
      {ui}
    </NextIntlClientProvider>,
  );

describe('QuantityStepper', () => {
  it('steps with the buttons and stops at 1', async () => {
    const onChange = vi.fn();
    wrap(<QuantityStepper qty={1} name="Hammer" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Decrease the quantity of Hammer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Hammer' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('refuses 120 with a message tied to the field, keeps what was typed, and commits a valid value', async () => {
    const onChange = vi.fn();
    wrap(<QuantityStepper qty={3} name="Hammer" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Quantity of Hammer' });
    await userEvent.clear(box);
    await userEvent.type(box, '120{Enter}');
    expect(box).toHaveValue('120');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter a whole number from 1 to 99.');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '7');
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledWith(7);
  });
});

describe('CouponForm', () => {
  const coupon = (over: Partial<CouponState> = {}): CouponState => ({
    applied: null,
    atCheckout: false,
    pending: null,
    error: null,
    apply: vi.fn(),
    remove: vi.fn(),
    ...over,
  });

  beforeEach(() => tryCoupon.mockReset());

  const typeAndApply = async (code: string) => {
    if (code) await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), code);
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
  };

  it('tries the typed code on the cart and puts the good one in the cart’s quote', async () => {
    tryCoupon.mockResolvedValue({ ok: true, code: 'BENVENUTO10' });
    const state = coupon();
    wrap(<CouponForm coupon={state} />);
    await typeAndApply('benvenuto10');
    await vi.waitFor(() => expect(state.apply).toHaveBeenCalledWith('BENVENUTO10'));
    expect(tryCoupon).toHaveBeenCalledWith({ coupon: 'benvenuto10' }, { lines: [], locale: 'en' });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a code before trying an empty box', async () => {
    const state = coupon();
    wrap(<CouponForm coupon={state} />);
    await typeAndApply('');
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    await vi.waitFor(() => expect(box).toHaveAccessibleDescription('Enter a coupon code first.'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(tryCoupon).not.toHaveBeenCalled();
    expect(state.apply).not.toHaveBeenCalled();
  });

  it('shows the action’s refusal next to the field and keeps what was typed', async () => {
    tryCoupon.mockResolvedValue({
      ok: false,
      reason: 'refused',
      refusal: { code: 'ESTATE2025', reason: 'expired', message: 'Coupon "ESTATE2025" expired on 2025-09-30' },
    });
    const state = coupon();
    wrap(<CouponForm coupon={state} />);
    await typeAndApply('estate2025');
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    await vi.waitFor(() => expect(box).toHaveAccessibleDescription('The coupon ESTATE2025 has expired.'));
    expect(box).toHaveValue('estate2025');
    expect(state.apply).not.toHaveBeenCalled();
  });

  it('says how long to wait when too many codes were tried', async () => {
    tryCoupon.mockResolvedValue({ ok: false, reason: 'rate-limited', retryAfterSeconds: 540 });
    wrap(<CouponForm coupon={coupon()} />);
    await typeAndApply('sconto5');
    expect(
      await screen.findByText('Too many codes tried from your connection. Please try again in 9 minutes.'),
    ).toBeInTheDocument();
  });

  it('shows the quote’s refusal of a held coupon in the shopper’s words next to the field', () => {
    wrap(
      <CouponForm
        coupon={coupon({
          error: { code: 'ESTATE2025', reason: 'expired', message: 'Coupon "ESTATE2025" expired on 2025-09-30' },
        })}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('The coupon ESTATE2025 has expired.');
  });

  it('falls back to the back-end’s message for an unknown reason', () => {
    wrap(<CouponForm coupon={coupon({ error: { code: 'X1', reason: null, message: 'Only for members' } })} />);
    expect(screen.getByText('The coupon X1 cannot be used: Only for members')).toBeInTheDocument();
  });

  it('says a held code is applied when the order is placed, on a back-end without a preview', () => {
    wrap(<CouponForm coupon={coupon({ applied: 'BENVENUTO10', atCheckout: true })} description="10% off" />);
    expect(
      screen.getByText(/Coupon BENVENUTO10 is kept: it is applied to your order when you place it/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/applied: 10% off/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the applied coupon with a way to remove it', async () => {
    const state = coupon({ applied: 'SCONTO5' });
    wrap(<CouponForm coupon={state} description="€5.00 off your order" />);
    expect(screen.getByText('Coupon SCONTO5 applied: €5.00 off your order')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(state.remove).toHaveBeenCalled();
  });
});

describe('CartTotals', () => {
  it('lists subtotal, shipping, discount and the price to pay', () => {
    wrap(
      <CartTotals
        subtotalCents={cents(5000)}
        shippingCents={cents(450)}
        shippingLabel="Flat Rate"
        discountCents={cents(500)}
        couponCode="SCONTO5"
        totalCents={cents(4950)}
      />,
    );
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(['€50.00', '€4.50', '−€5.00', '€49.50']);
  });

  it('says Free for free shipping and hides an absent discount', () => {
    wrap(
      <CartTotals
        subtotalCents={cents(8000)}
        shippingCents={cents(0)}
        shippingLabel={null}
        discountCents={cents(0)}
        couponCode={null}
        totalCents={cents(8000)}
      />,
    );
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['€80.00', 'Free', '€80.00']);
  });
});

describe('cart events (GA4)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  const line = { sku: 'A-1', name: 'Hammer', slug: 'hammer', qty: 3, priceCents: cents(1250) };

  it('sends remove_from_cart with the removed units and their value', () => {
    trackRemoval([{ line }]);
    expect(window.dataLayer!.at(-1)).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'EUR',
        value: 37.5,
        items: [{ item_id: 'A-1', item_name: 'Hammer', price: 12.5, quantity: 3 }],
      },
    });
  });

  it('treats a lower quantity as a removal and a higher one as an addition', () => {
    trackQuantityChange(line, 1);
    expect(window.dataLayer!.at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ quantity: 2 }] },
    });
    trackQuantityChange(line, 5);
    expect(window.dataLayer!.at(-1)).toMatchObject({ event: 'add_to_cart', ecommerce: { items: [{ quantity: 2 }] } });
  });
});
