import { describe, expect, it } from 'vitest';
import { isElectricalGood } from '@/lib/domain/take-back';

describe('isElectricalGood (free one-for-one take-back of the old appliance)', () => {
  it('counts power tools, electrical material and lighting as electrical goods', () => {
    expect(isElectricalGood(['Utensili', 'Elettroutensili'])).toBe(true);
    expect(isElectricalGood(['Materiale elettrico', 'Lampadine'])).toBe(true);
    expect(isElectricalGood(['Casa', 'Lampade'])).toBe(true);
    expect(isElectricalGood(['Vivere all’aperto', 'Illuminazione esterna'])).toBe(true);
  });

  it('leaves everything else out', () => {
    expect(isElectricalGood(['Utensili', 'Utensili manuali'])).toBe(false);
    expect(isElectricalGood(['Pittura e decorazione', 'Pitture murali'])).toBe(false);
    expect(isElectricalGood([])).toBe(false);
  });
});
