// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { setup } from './support';
import { CART, type Mock } from './commerce-support';

/** Which countries the shop ships to and what shipping costs. */
let t: Mock;
beforeEach(() => {
  t = setup(60);
});

describe('countries and shipping rules', () => {
  it('lists deliverable countries by Country name and lower-case code, and nothing else', async () => {
    const { message } = await t.call(`${CART}.get_deliverable_countries`, {}, { lang: 'it' });
    expect(message.data[0]).toEqual({ name: 'Italy', code: 'it' });
    expect(message.data).toContainEqual({ name: 'Slovakia', code: 'sk' });
  });

  it('gives only the band that applies, a row per rule country, and price_range_to 0 when the band starts at 0', async () => {
    const small = (await t.call(`${CART}.get_shipping_rules`, { country: 'Italy', totalPrice: 50 })).message.data;
    const flat = small.filter((r: { shipping_rule: string }) => r.shipping_rule === 'Flat Rate');
    expect(flat.find((r: { country: string }) => r.country === 'Italy')).toEqual({
      shipping_rule: 'Flat Rate',
      label: 'Spedizione standard',
      generic_shipping_amount: 0,
      shipping_amount: 4.5,
      country: 'Italy',
      price_range_from: 0,
      price_range_to: 0,
    });
    // The rule lists every deliverable country: one row each, whatever country was asked for.
    expect(flat.map((r: { country: string }) => r.country)).toContain('Slovakia');
    expect(small.find((r: { shipping_rule: string }) => r.shipping_rule === 'Local Pickup')).toMatchObject({
      shipping_amount: 0,
      country: 'Italy',
    });

    const big = (await t.call(`${CART}.get_shipping_rules`, { country: 'Italy', totalPrice: 79 })).message.data;
    expect(
      big.find(
        (r: { shipping_rule: string; country: string }) => r.shipping_rule === 'Flat Rate' && r.country === 'Italy',
      ),
    ).toMatchObject({
      shipping_amount: 0,
      price_range_from: 79,
      price_range_to: 0,
    });
    expect(
      big.filter(
        (r: { shipping_rule: string; country: string }) => r.shipping_rule === 'Flat Rate' && r.country === 'Italy',
      ),
    ).toHaveLength(1);

    // Local Pickup is for Italy only: not offered when asking for Slovakia.
    const sk = (await t.call(`${CART}.get_shipping_rules`, { country: 'Slovakia', totalPrice: 10 })).message.data;
    expect(sk.map((r: { shipping_rule: string }) => r.shipping_rule)).not.toContain('Local Pickup');
  });

  it('answers no rows when totalPrice is falsy, but treats the query text "0" as 0', async () => {
    for (const params of [
      { country: 'Italy' },
      { country: 'Italy', totalPrice: '' },
      { country: 'Italy', totalPrice: 0 },
    ]) {
      expect((await t.call(`${CART}.get_shipping_rules`, params)).message.data).toEqual([]);
    }
    const zero = await t.call(`${CART}.get_shipping_rules`, { country: 'Italy', totalPrice: '0' }, { get: true });
    expect(zero.message.data.find((r: { country: string }) => r.country === 'Italy')).toMatchObject({
      shipping_amount: 4.5,
    });
  });
});
