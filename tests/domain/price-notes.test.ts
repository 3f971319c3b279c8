import { describe, expect, it } from 'vitest';
import { priceNotesBySku } from '@/lib/domain/price-notes';
import { cents } from '@/lib/domain/money';

describe('priceNotesBySku', () => {
  it("works out each variant's unit price and reduction from its own fields", () => {
    const notes = priceNotesBySku({
      sku: 'P',
      price: cents(990),
      lowest_price_30_days: cents(990),
      net_quantity: 750,
      net_quantity_unit: 'ml',
      variants: [
        { sku: 'P-S', price: cents(990), net_quantity: 750, net_quantity_unit: 'ml', lowest_price_30_days: cents(990) },
        {
          sku: 'P-L',
          price: cents(3100),
          sale_price: cents(2480),
          net_quantity: 2.5,
          net_quantity_unit: 'l',
          lowest_price_30_days: cents(3100),
        },
      ],
    });
    expect(notes.P).toEqual({ unit: { cents: 1320, unit: 'l' }, reduction: null });
    expect(notes['P-L']).toEqual({ unit: { cents: 992, unit: 'l' }, reduction: { lowestCents: 3100, percent: 20 } });
  });

  it("gives a variant without a price the product's price, and no notes without the fields", () => {
    const notes = priceNotesBySku({ sku: 'P', price: cents(1000), variants: [{ sku: 'V', price: null }] });
    expect(notes.V).toEqual({ unit: null, reduction: null });
  });
});
