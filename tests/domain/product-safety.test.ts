import { outsideEu, postalLines, safetyGaps } from '@/lib/domain/product-safety';

const maker = {
  name: 'Ferrotec S.r.l.',
  tradeMark: 'Ferrotec',
  postal: ['Via Emilia 210'],
  email: 'info@x.example',
  website: null,
  country: 'Italy',
};

describe('product safety rules (GPSR art. 19)', () => {
  it('calls a country foreign only when it is known and not a Member State', () => {
    expect(outsideEu('China')).toBe(true);
    expect(outsideEu('Slovakia')).toBe(false);
    expect(outsideEu(null)).toBe(false);
  });

  it('writes an address as a letter carries it', () => {
    expect(
      postalLines({ address_line1: 'Via Emilia 210', pincode: '41121', city: 'Modena', state: 'MO', country: 'Italy' }),
    ).toEqual(['Via Emilia 210', '41121 Modena (MO)', 'Italy']);
  });

  it('names what an offer lacks: a manufacturer, its addresses, an EU contact for a maker outside the EU', () => {
    expect(safetyGaps({ manufacturer: null, responsible: null, manufacturerOutsideEu: false })).toEqual([
      'manufacturer',
    ]);
    expect(safetyGaps({ manufacturer: maker, responsible: null, manufacturerOutsideEu: false })).toEqual([]);
    expect(
      safetyGaps({ manufacturer: { ...maker, postal: null }, responsible: null, manufacturerOutsideEu: false }),
    ).toEqual(['address']);
    expect(
      safetyGaps({ manufacturer: { ...maker, email: null }, responsible: null, manufacturerOutsideEu: false }),
    ).toEqual(['address']);
    expect(
      safetyGaps({ manufacturer: { ...maker, country: 'China' }, responsible: null, manufacturerOutsideEu: true }),
    ).toEqual(['eu-contact']);
    expect(safetyGaps({ manufacturer: maker, responsible: maker, manufacturerOutsideEu: true })).toEqual([]);
  });
});
