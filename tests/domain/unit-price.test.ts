import { describe, expect, it } from 'vitest';
import { lowestUnitPrice, unitPrice } from '@/lib/domain/unit-price';
import { cents, type Cents } from '@/lib/domain/money';

describe('unitPrice', () => {
  it('divides the price by the quantity in the base unit, in cents', () => {
    expect(unitPrice(cents(3100), 2.5, 'l')).toEqual({ cents: 1240, unit: 'l' });
    expect(unitPrice(cents(1290), 4, 'kg')).toEqual({ cents: 323, unit: 'kg' });
    expect(unitPrice(cents(1990), 10, 'm')).toEqual({ cents: 199, unit: 'm' });
  });

  it('brings millilitres, grams and centimetres to litres, kilograms and metres', () => {
    expect(unitPrice(cents(990), 750, 'ml')).toEqual({ cents: 1320, unit: 'l' });
    expect(unitPrice(cents(349), 50, 'g')).toEqual({ cents: 6980, unit: 'kg' });
    expect(unitPrice(cents(500), 50, 'cm')).toEqual({ cents: 1000, unit: 'm' });
    expect(unitPrice(cents(200), 25, 'cl')).toEqual({ cents: 800, unit: 'l' });
  });

  it('reads the unit whatever its case or spaces', () => {
    expect(unitPrice(cents(1000), 5, ' L ')).toEqual({ cents: 200, unit: 'l' });
  });

  it('rounds to the nearest cent', () => {
    expect(unitPrice(cents(1000), 3, 'kg')).toEqual({ cents: 333, unit: 'kg' });
    expect(unitPrice(cents(2000), 3, 'kg')).toEqual({ cents: 667, unit: 'kg' });
  });

  it('gives no unit price when the quantity, the unit or the price is missing or unusable', () => {
    expect(unitPrice(cents(1000), null, 'l')).toBeNull();
    expect(unitPrice(cents(1000), 0, 'l')).toBeNull();
    expect(unitPrice(cents(1000), -1, 'l')).toBeNull();
    expect(unitPrice(cents(1000), 2, 'pz')).toBeNull();
    expect(unitPrice(cents(1000), 2, null)).toBeNull();
    expect(unitPrice(null, 2, 'l')).toBeNull();
    expect(unitPrice(cents(0), 2, 'l')).toBeNull();
    expect(unitPrice(Number.NaN as Cents, 2, 'l')).toBeNull();
  });
});

describe('lowestUnitPrice', () => {
  it('takes the cheapest unit price across the sizes', () => {
    expect(
      lowestUnitPrice([
        { price: cents(990), net_quantity: 750, net_quantity_unit: 'ml' },
        { price: cents(2490), net_quantity: 2.5, net_quantity_unit: 'l' },
      ]),
    ).toEqual({ cents: 996, unit: 'l' });
  });

  it('gives none when a size has no unit price or the units differ', () => {
    expect(
      lowestUnitPrice([{ price: cents(990), net_quantity: 1, net_quantity_unit: 'l' }, { price: cents(500) }]),
    ).toBeNull();
    expect(
      lowestUnitPrice([
        { price: cents(990), net_quantity: 1, net_quantity_unit: 'l' },
        { price: cents(500), net_quantity: 1, net_quantity_unit: 'kg' },
      ]),
    ).toBeNull();
    expect(lowestUnitPrice([])).toBeNull();
  });
});
