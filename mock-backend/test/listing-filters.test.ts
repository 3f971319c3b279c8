// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, setup, type Json } from './support';

let t: ReturnType<typeof setup>;
beforeAll(() => {
  t = setup(180);
});

const list = (params: Record<string, unknown>) => t.call(LISTING, params, { get: true });

describe('listing discount filters (real profile, as the contract lists them)', () => {
  it('keeps only products discounted by at least min_discount_value euros', async () => {
    const all = (await list({ per_page: 200 })).message;
    const onSale = (await list({ min_discount_value: '0.01', per_page: 200 })).message;
    const discounted = all.products.filter((p: Json) => p.is_sale && p.sale_price < p.price);
    expect(onSale.totalCount).toBe(discounted.length);
    expect(onSale.totalCount).toBeGreaterThan(0);
    expect(onSale.totalCount).toBeLessThan(all.totalCount);
    for (const p of onSale.products) expect(p.sale_price).toBeLessThan(p.price);
  });

  it('bounds the discount from above with max_discount_value, and ignores bounds ≤ 0', async () => {
    const small = (await list({ min_discount_value: '0.01', max_discount_value: '5', per_page: 200 })).message;
    for (const p of small.products) expect(p.price - p.sale_price).toBeLessThanOrEqual(5.0001);
    const all = (await list({ per_page: 1 })).message.totalCount;
    expect((await list({ min_discount_value: '0', per_page: 1 })).message.totalCount).toBe(all);
  });

  it('fails as Solr does on a non-numeric bound', async () => {
    expect((await list({ min_discount_value: 'x' })).status).toBe(500);
  });
});
