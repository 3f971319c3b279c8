import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { buildCartLine, useAddToCart } from '@/components/cart/use-add-to-cart';
import { useCart } from '@/stores/cart';
import en from '@/messages/en.json';
import { product, variant } from './fixtures';
import { cents } from '@/lib/domain/money';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
vi.mock('@/components/ui/toast', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: vi.fn() }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={en}>
    {children}
  </NextIntlClientProvider>
);

beforeEach(() => {
  useCart.setState({ lines: [] });
  window.dataLayer = [];
  vi.mocked(toast).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('buildCartLine', () => {
  it('uses the variant sku as the line identity and its effective price', () => {
    const line = buildCartLine(
      product(),
      variant({
        sku: 'PAINT-RED-2L',
        price: cents(2000),
        sale_price: cents(1500),
        lowest_price_30_days: cents(1800),
        color: 'Red',
        size: '2.5 L',
        pictures: [{ url: '/files/red.svg', width: 800, height: 800 }],
      }),
    );
    expect(line).toMatchObject({
      sku: 'PAINT-RED-2L',
      item_code: 'PAINT-RED-2L',
      priceCents: 1500,
      regularPriceCents: 1800,
      variant_label: 'Red · 2.5 L',
      image: { url: '/files/red.svg' },
    });
  });

  it('uses the product itself when there is no variant, and refuses a product without a price', () => {
    expect(buildCartLine(product({ price: cents(999) }), null)).toMatchObject({
      sku: 'SKU-1',
      priceCents: 999,
      regularPriceCents: null,
      variant_label: null,
    });
    expect(buildCartLine(product({ price: null }), null)).toBeNull();
  });

  it('strikes nothing for a sale price without the 30-day lowest price (Omnibus rule)', () => {
    const line = buildCartLine(product(), variant({ sku: 'PAINT', price: cents(2000), sale_price: cents(1500) }));
    expect(line?.regularPriceCents).toBeNull();
  });

  it('labels a variant by its name when it has neither colour nor size', () => {
    expect(buildCartLine(product(), variant({ sku: 'PACK', name: 'Pack of 10' }))?.variant_label).toBe('Pack of 10');
  });
});

describe('useAddToCart', () => {
  it('adds the line, shows the toast and pushes add_to_cart', () => {
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    let outcome: ReturnType<typeof result.current> | undefined;
    act(() => {
      outcome = result.current(product({ price: cents(1250) }), null, 2);
    });
    expect(outcome).toEqual({ ok: true, added: 2 });
    expect(useCart.getState().lines).toEqual([expect.objectContaining({ sku: 'SKU-1', qty: 2, priceCents: 1250 })]);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_cart',
      // GA4 reads euro: 2 × 1250 cents.
      ecommerce: {
        currency: 'EUR',
        value: 25,
        items: [
          {
            item_id: 'SKU-1',
            item_name: 'Cordless drill 12V',
            price: 12.5,
            quantity: 2,
            item_category: 'Tools',
          },
        ],
      },
    });
  });

  it('refuses quantities outside 1..99 and a line already at 99, with a message', () => {
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    expect(result.current(product(), null, 0)).toEqual({ ok: false, reason: 'invalid-quantity' });
    expect(result.current(product(), null, 100)).toEqual({ ok: false, reason: 'invalid-quantity' });
    act(() => {
      result.current(product(), null, 99);
    });
    expect(result.current(product(), null, 1)).toEqual({ ok: false, reason: 'limit' });
    expect(toast.error).toHaveBeenCalledTimes(3);
    expect(useCart.getState().lines[0]!.qty).toBe(99);
  });

  it('adds only what fits under the cap of 99', () => {
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => {
      result.current(product(), null, 95);
    });
    let outcome: ReturnType<typeof result.current> | undefined;
    act(() => {
      outcome = result.current(product(), null, 10);
    });
    expect(outcome).toEqual({ ok: true, added: 4 });
    expect(useCart.getState().lines[0]!.qty).toBe(99);
  });
});

describe("the cart line's variant label", () => {
  it('gives no label when the variant name only repeats the product name', () => {
    expect(buildCartLine(product(), variant({ sku: 'ONLY', name: 'Cordless drill 12V' }))?.variant_label).toBeNull();
  });
});
