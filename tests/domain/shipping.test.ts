import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '@/lib/domain/money';
import {
  DECIDED_SHIPPING_RULES,
  amountToFreeShipping,
  applicableRules,
  chooseShippingRule,
  freeShippingThresholdCents,
  isPickup,
  rulesFromBackend,
  shippingCost,
  type ShippingRule,
} from '@/lib/domain/shipping';

const flat: ShippingRule = { id: 'Flat Rate', label: 'Flat Rate', amountCents: cents(450), freeFromCents: cents(7900) };
const pickup: ShippingRule = { id: 'Local Pickup', label: 'Local Pickup', amountCents: cents(0) };
const express: ShippingRule = {
  id: 'Express',
  label: 'Express',
  amountCents: cents(990),
  maxSubtotalCents: cents(50_000),
};
const rules = [pickup, flat, express];

describe('shippingCost', () => {
  it('charges the flat amount below the free threshold', () => {
    expect(shippingCost(flat, cents(7899))).toBe(450);
    expect(shippingCost(flat, cents(0))).toBe(450);
  });

  it('is free from the threshold on, the threshold itself included (79,00 € or more)', () => {
    expect(shippingCost(flat, cents(7900))).toBe(0);
    expect(shippingCost(flat, cents(12_000))).toBe(0);
  });

  it('a rule without threshold always costs its amount', () => {
    expect(shippingCost(express, cents(1_000_000))).toBe(990);
  });
});

describe('applicableRules', () => {
  it('keeps rules whose subtotal bounds include the subtotal, both bounds inclusive', () => {
    const banded: ShippingRule[] = [
      { id: 'Small', label: 'Small', amountCents: cents(600), maxSubtotalCents: cents(5000) },
      { id: 'Large', label: 'Large', amountCents: cents(300), minSubtotalCents: cents(5000) },
    ];
    expect(applicableRules(banded, cents(4999)).map((r) => r.id)).toEqual(['Small']);
    expect(applicableRules(banded, cents(5000)).map((r) => r.id)).toEqual(['Small', 'Large']);
    expect(applicableRules(banded, cents(5001)).map((r) => r.id)).toEqual(['Large']);
  });

  it("keeps the back-end's order and drops rules out of range", () => {
    expect(applicableRules(rules, cents(60_000)).map((r) => r.id)).toEqual(['Local Pickup', 'Flat Rate']);
  });

  it('shows one entry per rule id, the cheapest band for the subtotal', () => {
    const bands: ShippingRule[] = [
      { id: 'Flat Rate', label: 'Flat Rate', amountCents: cents(450), maxSubtotalCents: cents(7900) },
      { id: 'Flat Rate', label: 'Flat Rate', amountCents: cents(0), minSubtotalCents: cents(7900) },
    ];
    const atThreshold = applicableRules(bands, cents(7900));
    expect(atThreshold).toHaveLength(1);
    expect(atThreshold[0]?.amountCents).toBe(0);
  });
});

describe('chooseShippingRule', () => {
  it('keeps the selected rule while it still applies', () => {
    expect(chooseShippingRule(rules, cents(3000), 'Express')?.id).toBe('Express');
    expect(chooseShippingRule(rules, cents(3000), 'Local Pickup')?.id).toBe('Local Pickup');
  });

  it('drops a selected rule that no longer applies and falls back to the cheapest delivery', () => {
    expect(chooseShippingRule(rules, cents(60_000), 'Express')?.id).toBe('Flat Rate');
  });

  it('never defaults to pickup just because it is free', () => {
    expect(chooseShippingRule(rules, cents(3000))?.id).toBe('Flat Rate');
    expect(chooseShippingRule(rules, cents(3000), 'unknown')?.id).toBe('Flat Rate');
  });

  it('picks the cheapest delivery rule at the current subtotal, ties in back-end order', () => {
    const cheapFirst: ShippingRule[] = [express, { ...flat, id: 'Flat A' }, { ...flat, id: 'Flat B' }];
    expect(chooseShippingRule(cheapFirst, cents(3000))?.id).toBe('Flat A');
  });

  it('falls back to pickup when it is the only applicable rule', () => {
    expect(chooseShippingRule([pickup], cents(3000))?.id).toBe('Local Pickup');
  });

  it('is null when no rule applies', () => {
    expect(chooseShippingRule([], cents(3000))).toBeNull();
    expect(chooseShippingRule([express], cents(60_000))).toBeNull();
  });
});

describe('free-shipping threshold', () => {
  it('is the decided 79,00 € for the decided rules', () => {
    expect(freeShippingThresholdCents(DECIDED_SHIPPING_RULES)).toBe(7900);
  });

  it('amountToFreeShipping tells how much more to spend, 0 once reached', () => {
    expect(amountToFreeShipping(rules, cents(6670))).toBe(1230);
    expect(amountToFreeShipping(rules, cents(7900))).toBe(0);
    expect(amountToFreeShipping(rules, cents(10_000))).toBe(0);
  });

  it('is null when no delivery rule has a threshold', () => {
    expect(amountToFreeShipping([pickup, express], cents(1000))).toBeNull();
    expect(amountToFreeShipping([{ ...pickup, freeFromCents: cents(100) }], cents(0))).toBeNull();
  });
});

describe('isPickup', () => {
  it('recognises pickup by kind or by name in en/it/sk', () => {
    expect(isPickup(pickup)).toBe(true);
    expect(isPickup({ id: 'r1', label: 'Ritiro in negozio' })).toBe(true);
    expect(isPickup({ id: 'r2', label: 'Osobný odber' })).toBe(true);
    expect(isPickup({ id: 'Shop', label: 'Shop', kind: 'pickup' })).toBe(true);
    expect(isPickup(flat)).toBe(false);
    expect(isPickup({ ...pickup, kind: 'delivery' })).toBe(false);
  });
});

describe('rulesFromBackend', () => {
  it('maps rows to rules, keeping order and marking pickup', () => {
    const mapped = rulesFromBackend([
      {
        shipping_rule: 'Flat Rate',
        label: 'Flat Rate',
        shipping_amount: cents(450),
        price_range_from: cents(0),
        price_range_to: cents(0),
      },
      { shipping_rule: 'Local Pickup', label: 'Local Pickup', shipping_amount: cents(0) },
    ]);
    expect(mapped).toEqual([
      {
        id: 'Flat Rate',
        label: 'Flat Rate',
        amountCents: cents(450),
        minSubtotalCents: null,
        maxSubtotalCents: null,
        freeFromCents: null,
        kind: 'delivery',
      },
      {
        id: 'Local Pickup',
        label: 'Local Pickup',
        amountCents: cents(0),
        minSubtotalCents: null,
        maxSubtotalCents: null,
        freeFromCents: null,
        kind: 'pickup',
      },
    ]);
  });

  it('reads a zero-amount band starting at the threshold as "free from" for that rule', () => {
    const mapped = rulesFromBackend([
      {
        shipping_rule: 'Flat Rate',
        label: 'Flat Rate',
        shipping_amount: cents(450),
        price_range_from: cents(0),
        price_range_to: cents(7899),
      },
      {
        shipping_rule: 'Flat Rate',
        label: 'Flat Rate',
        shipping_amount: cents(0),
        price_range_from: cents(7900),
        price_range_to: cents(0),
      },
      {
        shipping_rule: 'Local Pickup',
        label: 'Local Pickup',
        shipping_amount: cents(0),
        price_range_from: null,
        price_range_to: null,
      },
    ]);
    expect(freeShippingThresholdCents(mapped)).toBe(7900);
    expect(amountToFreeShipping(mapped, cents(5000))).toBe(2900);
    expect(chooseShippingRule(mapped, cents(5000))).toMatchObject({ id: 'Flat Rate', amountCents: cents(450) });
    const atThreshold = chooseShippingRule(mapped, cents(7900));
    expect(atThreshold?.id).toBe('Flat Rate');
    expect(atThreshold && shippingCost(atThreshold, cents(7900))).toBe(0);
    expect(applicableRules(mapped, cents(7900)).map((r) => r.id)).toEqual(['Flat Rate', 'Local Pickup']);
  });

  it('still knows the threshold when a back-end filtered by total answers only the free band', () => {
    const mapped = rulesFromBackend([
      { shipping_rule: 'Flat Rate', label: 'Flat Rate', shipping_amount: cents(0), price_range_from: cents(7900) },
    ]);
    expect(amountToFreeShipping(mapped, cents(8000))).toBe(0);
    expect(chooseShippingRule(mapped, cents(8000))?.amountCents).toBe(0);
  });

  it('drops rows without a rule name or with an unusable amount, and labels blank rows by name', () => {
    const mapped = rulesFromBackend([
      { shipping_rule: '', label: 'Nameless', shipping_amount: cents(300) },
      { shipping_rule: 'Broken', label: 'Broken', shipping_amount: Number.NaN as Cents },
      { shipping_rule: 'Negative', label: 'Negative', shipping_amount: cents(-100) },
      { shipping_rule: 'Courier', label: '  ', shipping_amount: cents(790) },
    ]);
    expect(mapped.map((r) => [r.id, r.label, r.amountCents])).toEqual([['Courier', 'Courier', 790]]);
  });
});
