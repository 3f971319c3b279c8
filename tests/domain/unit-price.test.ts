import { describe, expect, it } from 'vitest';
import { lowestUnitPrice, unitPrice } from '@/lib/domain/unit-price';

describe('unitPrice', () => {
  it('divides the price by the quantity in the base unit, in cents', () => {
    expect(unitPrice(31, 2.5, 'l')).toEqual({ cents: 1240, unit: 'l' });
    expect(unitPrice(12.9, 4, 'kg')).toEqual({ cents: 323, unit: 'kg' });
    expect(unitPrice(19.9, 10, 'm')).toEqual({ cents: 199, unit: 'm' });
  });

  it('brings millilitres, grams and centimetres to litres, kilograms and metres', () => {
    expect(unitPrice(9.9, 750, 'ml')).toEqual({ cents: 1320, unit: 'l' });
    expect(unitPrice(3.49, 50, 'g')).toEqual({ cents: 6980, unit: 'kg' });
    expect(unitPrice(5, 50, 'cm')).toEqual({ cents: 1000, unit: 'm' });
    expect(unitPrice(2, 25, 'cl')).toEqual({ cents: 800, unit: 'l' });
  });

  it('reads the unit whatever its case or spaces', () => {
    expect(unitPrice(10, 5, ' L ')).toEqual({ cents: 200, unit: 'l' });
  });

  it('rounds to the nearest cent', () => {
    expect(unitPrice(10, 3, 'kg')).toEqual({ cents: 333, unit: 'kg' });
    expect(unitPrice(20, 3, 'kg')).toEqual({ cents: 667, unit: 'kg' });
  });

  it('gives no unit price when the quantity, the unit or the price is missing or unusable', () => {
    expect(unitPrice(10, null, 'l')).toBeNull();
    expect(unitPrice(10, 0, 'l')).toBeNull();
    expect(unitPrice(10, -1, 'l')).toBeNull();
    expect(unitPrice(10, 2, 'pz')).toBeNull();
    expect(unitPrice(10, 2, null)).toBeNull();
    expect(unitPrice(null, 2, 'l')).toBeNull();
    expect(unitPrice(0, 2, 'l')).toBeNull();
    expect(unitPrice(Number.NaN, 2, 'l')).toBeNull();
  });
});

describe('lowestUnitPrice', () => {
  it('takes the cheapest unit price across the sizes', () => {
    expect(
      lowestUnitPrice([
        { price: 9.9, net_quantity: 750, net_quantity_unit: 'ml' },
        { price: 24.9, net_quantity: 2.5, net_quantity_unit: 'l' },
      ]),
    ).toEqual({ cents: 996, unit: 'l' });
  });

  it('gives none when a size has no unit price or the units differ', () => {
    expect(lowestUnitPrice([{ price: 9.9, net_quantity: 1, net_quantity_unit: 'l' }, { price: 5 }])).toBeNull();
    expect(
      lowestUnitPrice([
        { price: 9.9, net_quantity: 1, net_quantity_unit: 'l' },
        { price: 5, net_quantity: 1, net_quantity_unit: 'kg' },
      ]),
    ).toBeNull();
    expect(lowestUnitPrice([])).toBeNull();
  });
});
