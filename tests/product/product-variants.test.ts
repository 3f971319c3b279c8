import { describe, expect, it } from 'vitest';
import {
  initialVariant,
  optionState,
  picturesFor,
  purchaseFacts,
  selectOption,
  stockStatus,
  variantAxes,
  variantLabel,
  type VariantLike,
} from '@/lib/domain/product-variants';
import { cents, type Cents } from '@/lib/domain/money';

const v = (
  sku: string,
  color: string | null,
  size: string | null,
  price: Cents,
  stock = 10,
  sale_price: Cents | null = null,
): VariantLike => ({
  sku,
  color,
  size,
  price,
  sale_price,
  stock,
});

// A paint in two colours and three sizes; "Blue 10 l" does not exist, "Red 5 l" is sold out.
const paint = [
  v('P-RED-1', 'Red', '1 l', cents(990)),
  v('P-RED-5', 'Red', '5 l', cents(3990), 0),
  v('P-RED-10', 'Red', '10 l', cents(6990)),
  v('P-BLU-1', 'Blue', '1 l', cents(1090), 4),
  v('P-BLU-5', 'Blue', '5 l', cents(4290), 12, cents(3490)),
];

describe('variant axes', () => {
  it('lists colours and sizes once each, in the order the back-end sends them', () => {
    expect(variantAxes(paint)).toEqual({
      colors: [
        { value: 'Red', hex: null },
        { value: 'Blue', hex: null },
      ],
      sizes: ['1 l', '5 l', '10 l'],
    });
  });

  it('keeps a swatch colour only when it is a real hex colour', () => {
    const axes = variantAxes([
      { ...paint[0]!, color_hex: '#c0392b' },
      { ...paint[3]!, color_hex: 'url(javascript:x)' },
    ]);
    expect(axes.colors).toEqual([
      { value: 'Red', hex: '#c0392b' },
      { value: 'Blue', hex: null },
    ]);
  });
});

describe('initial variant', () => {
  it('opens the variant named in the URL', () => {
    expect(initialVariant(paint, 'P-BLU-5')?.sku).toBe('P-BLU-5');
  });
  it('ignores an unknown sku and takes the first one in stock', () => {
    const soldOutFirst = [paint[1]!, ...paint];
    expect(initialVariant(soldOutFirst, 'NOPE')?.sku).toBe('P-RED-1');
  });
  it('is null for a product without variants', () => {
    expect(initialVariant([])).toBeNull();
  });
});

describe('choosing an option', () => {
  it('keeps the size when the new colour has it', () => {
    expect(selectOption(paint, paint[0]!, 'color', 'Blue')?.sku).toBe('P-BLU-1');
  });
  it('takes the first in-stock variant of the colour when the size does not exist in it', () => {
    expect(selectOption(paint, paint[2]!, 'color', 'Blue')?.sku).toBe('P-BLU-1');
  });
  it('keeps the colour when choosing a size, even if that one is sold out (the page says so)', () => {
    expect(selectOption(paint, paint[0]!, 'size', '5 l')?.sku).toBe('P-RED-5');
  });
  it('gives null for a value no variant has', () => {
    expect(selectOption(paint, paint[0]!, 'size', '20 l')).toBeNull();
  });
});

describe('option state', () => {
  it('says which sizes exist and are in stock for the chosen colour', () => {
    const red = paint[0]!;
    expect(optionState(paint, red, 'size', '1 l')).toBe('available');
    expect(optionState(paint, red, 'size', '5 l')).toBe('out-of-stock');
    const blue = paint[3]!;
    expect(optionState(paint, blue, 'size', '10 l')).toBe('unavailable');
  });
  it('with nothing chosen, an option is available when any variant with it is in stock', () => {
    expect(optionState(paint, null, 'size', '5 l')).toBe('available');
  });
});

describe('what the buy box shows', () => {
  const product = { sku: 'P', price: cents(990), sale_price: null, stock: 0 };

  it('changes sku, price and stock with the variant', () => {
    expect(purchaseFacts(product, paint[0]!)).toEqual({
      sku: 'P-RED-1',
      price: cents(990),
      regularPrice: null,
      stock: 10,
      status: 'in-stock',
    });
    expect(purchaseFacts(product, paint[4]!)).toEqual({
      sku: 'P-BLU-5',
      price: cents(3490),
      regularPrice: 4290,
      stock: 12,
      status: 'in-stock',
    });
    expect(purchaseFacts(product, paint[3]!).status).toBe('low-stock');
    expect(purchaseFacts(product, paint[1]!).status).toBe('out-of-stock');
  });
  it('uses the product itself when there is no variant', () => {
    expect(purchaseFacts({ sku: 'X', price: cents(2000), sale_price: cents(1500), stock: 3 }, null)).toEqual({
      sku: 'X',
      price: cents(1500),
      regularPrice: 2000,
      stock: 3,
      status: 'low-stock',
    });
  });
  it('a variant without a price inherits the product’s', () => {
    expect(
      purchaseFacts(
        { sku: 'X', price: cents(2000), sale_price: cents(1800), stock: 3 },
        { sku: 'X-1', price: null, sale_price: null, stock: 2 },
      ).price,
    ).toBe(1800);
  });
});

describe('labels, stock and pictures', () => {
  it('names a variant by colour and size', () => {
    expect(variantLabel(paint[4]!)).toBe('Blue · 5 l');
    expect(variantLabel({ sku: 'S', name: 'Pack of 10', price: cents(100), sale_price: null, stock: 1 })).toBe(
      'Pack of 10',
    );
    expect(variantLabel(null)).toBeNull();
  });
  it('reads stock as in stock, low (5 or fewer) or out of stock', () => {
    expect(stockStatus(6)).toBe('in-stock');
    expect(stockStatus(5)).toBe('low-stock');
    expect(stockStatus(0)).toBe('out-of-stock');
    expect(stockStatus(Number.NaN)).toBe('out-of-stock');
  });
  it('shows the variant’s own pictures when it has some', () => {
    const product = [{ url: '/files/p.svg', width: 1, height: 1 }];
    const own = [{ url: '/files/v.svg', width: 1, height: 1 }];
    expect(picturesFor(product, { ...paint[0]!, pictures: own })).toBe(own);
    expect(picturesFor(product, { ...paint[0]!, pictures: [] })).toBe(product);
    expect(picturesFor(product, null)).toBe(product);
  });
});
