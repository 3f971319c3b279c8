// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { setup } from './support';
import { resource, type Mock } from './commerce-support';

/** Who makes the products: stock ERPNext's Manufacturer, Item Manufacturer, Item and linked Addresses. */
let t: Mock;
beforeAll(() => {
  t = setup(180);
});
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('manufacturers for product safety', () => {
  it("links most items to their brand's manufacturer, with a model number, and leaves a few without", async () => {
    const links = (
      await resource(
        t,
        `Item Manufacturer?limit_page_length=0&fields=${q(['item_code', 'manufacturer', 'manufacturer_part_no'])}`,
      )
    ).body.data;
    const products = t.db.prepare('SELECT sku, brand FROM product').all() as Array<{ sku: string; brand: string }>;
    expect(links.length).toBeGreaterThan(products.length * 0.9);
    expect(links.length).toBeLessThan(products.length);
    const [first] = links;
    expect(first.manufacturer).toBe(products.find((p) => p.sku === first.item_code)!.brand);
    expect(first.manufacturer_part_no).toMatch(/^[A-Z]+-/);
    const one = (
      await resource(
        t,
        `Item Manufacturer?filters=${q([['item_code', '=', first.item_code]])}&fields=${q(['manufacturer'])}`,
      )
    ).body.data;
    expect(one).toEqual([{ manufacturer: first.manufacturer }]);
  });

  it('serves a maker outside the EU with its EU responsible person, and addresses linked to manufacturers', async () => {
    const voltix = (await resource(t, 'Manufacturer/Voltix')).body.data;
    expect(voltix).toMatchObject({ country: 'China', custom_eu_responsible_person: 'Voltix Europe' });
    const solaris = (await resource(t, 'Manufacturer/Solaris')).body.data;
    expect(solaris).toMatchObject({ country: 'United States', custom_eu_responsible_person: null });
    const addresses = (
      await resource(
        t,
        `Address?filters=${q([
          ['Dynamic Link', 'link_doctype', '=', 'Manufacturer'],
          ['Dynamic Link', 'link_name', '=', 'Voltix Europe'],
        ])}&fields=${q(['city', 'email_id'])}`,
      )
    ).body.data;
    expect(addresses).toEqual([{ city: 'Hamburg', email_id: 'gpsr@eu.voltix.example' }]);
    const none = (
      await resource(t, `Address?filters=${q([['Dynamic Link', 'link_name', '=', 'Ordina']])}&fields=${q(['name'])}`)
    ).body.data;
    expect(none).toEqual([]);
  });

  it('gives an Item its warnings in Italian where its kind has some, and none made up for the others', async () => {
    const drill = t.db
      .prepare("SELECT sku FROM product WHERE type_key = 'cordless-drill' LIMIT 1")
      .pluck()
      .get() as string;
    const pot = t.db.prepare("SELECT sku FROM product WHERE type_key = 'plant-pot' LIMIT 1").pluck().get() as string;
    expect((await resource(t, `Item/${drill}`)).body.data.custom_safety_information).toMatch(/occhiali/);
    expect((await resource(t, `Item/${pot}`)).body.data.custom_safety_information).toBeNull();
  });
});
