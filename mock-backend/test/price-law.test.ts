// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, PRODUCT, setup, type Json } from './support';

let real: ReturnType<typeof setup>;
let extended: ReturnType<typeof setup>;
beforeAll(() => {
  real = setup(400);
  extended = setup(400, 'extended');
});

const all = async (t: ReturnType<typeof setup>) =>
  (await t.call(LISTING, { per_page: 400 }, { get: true })).message.products as Json[];
const isPaint = (p: Json) => p.group_2 === 'Pitture murali';

describe('prices the law asks for (optional fields)', () => {
  it('the real profile sends neither the lowest price of 30 days nor a net quantity', async () => {
    for (const p of await all(real)) {
      expect(p).not.toHaveProperty('lowest_price_30_days');
      expect(p).not.toHaveProperty('net_quantity');
    }
    const paint = (await all(real)).find(isPaint)!;
    const detail = (await real.call(PRODUCT, { slug: paint.slug }, { get: true })).message.product;
    expect(detail).not.toHaveProperty('lowest_price_30_days');
  });

  it('the extended profile sends the lowest price of the last 30 days on products and variants', async () => {
    const products = await all(extended);
    for (const p of products) {
      expect(p.lowest_price_30_days).toEqual(expect.any(Number));
      for (const v of p.variants) expect(v.lowest_price_30_days).toEqual(expect.any(Number));
    }
    const sales = products.filter((p) => p.is_sale);
    // Most sales started this month (lowest = regular price); some ran longer (lowest = sale price).
    expect(sales.some((p) => p.lowest_price_30_days === p.price)).toBe(true);
    expect(sales.some((p) => p.lowest_price_30_days === p.sale_price)).toBe(true);
    for (const p of products.filter((x) => !x.is_sale)) expect(p.lowest_price_30_days).toBe(p.price);
  });

  it('the extended profile sends the net quantity of goods sold by volume, weight or length only', async () => {
    const products = await all(extended);
    const paint = products.find(isPaint)!;
    expect(paint).toMatchObject({
      net_quantity: expect.any(Number),
      net_quantity_unit: expect.stringMatching(/^(ml|l)$/),
    });
    for (const v of paint.variants) expect(v.net_quantity_unit).toMatch(/^(ml|l)$/);
    const drill = products.find((p) => p.group_2 === 'Elettroutensili')!;
    expect(drill).not.toHaveProperty('net_quantity');
  });
});
