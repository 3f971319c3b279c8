import { describe, expect, it } from 'vitest';
import { priceNotesBySku } from '@/lib/domain/price-notes';

describe('priceNotesBySku', () => {
  it("works out each variant's unit price and reduction from its own fields", () => {
    const notes = priceNotesBySku({
      sku: 'P',
      price: 9.9,
      lowest_price_30_days: 9.9,
      net_quantity: 750,
      net_quantity_unit: 'ml',
      variants: [
        { sku: 'P-S', price: 9.9, net_quantity: 750, net_quantity_unit: 'ml', lowest_price_30_days: 9.9 },
        {
          sku: 'P-L',
          price: 31,
          sale_price: 24.8,
          net_quantity: 2.5,
          net_quantity_unit: 'l',
          lowest_price_30_days: 31,
        },
      ],
    });
    expect(notes.P).toEqual({ unit: { cents: 1320, unit: 'l' }, reduction: null });
    expect(notes['P-L']).toEqual({ unit: { cents: 992, unit: 'l' }, reduction: { lowestCents: 3100, percent: 20 } });
  });

  it("gives a variant without a price the product's price, and no notes without the fields", () => {
    const notes = priceNotesBySku({ sku: 'P', price: 10, variants: [{ sku: 'V', price: null }] });
    expect(notes.V).toEqual({ unit: null, reduction: null });
  });
});
