// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { serverMessage, setup } from './support';
import { ADDRESS, ADDRESSES, q, resource, type Mock } from './commerce-support';

/** The shopper's addresses: the list method and the Address resource. */
let t: Mock;
beforeEach(() => {
  t = setup(60);
});

const MARIO = 'mario.rossi@example.com';

describe('get_addresses_for_current_customer', () => {
  it('lists the Customer’s addresses in the real shape, disabled ones included, without the disabled flag', async () => {
    const jwt = await t.signIn();
    await resource(t, `Address/${encodeURIComponent('Mario Rossi-Billing')}`, {
      method: 'PUT',
      body: JSON.stringify({ disabled: 1 }),
    });
    const r = await t.call(ADDRESSES, {}, { jwt });
    expect(r.message).toContainEqual({
      name: 'Mario Rossi-Billing',
      address_line1: 'Via dell’Indipendenza 8',
      address_line2: 'Scala B, interno 4',
      city: 'Bologna',
      state: 'BO',
      pincode: '40121',
      country: 'Italy',
      address_type: 'Billing',
      is_primary_address: 0,
      email_id: MARIO,
      phone: '+39 051 765 4321',
    });
    expect((await t.call(ADDRESSES)).status).toBe(417);
  });
});

describe('Address resource', () => {
  const filters = (customer: string) =>
    q([
      ['Dynamic Link', 'link_doctype', '=', 'Customer'],
      ['Dynamic Link', 'link_name', '=', customer],
      ['disabled', '=', 0],
    ]);
  const FIELDS = q(['name', 'address_title', 'is_primary_address', 'disabled']);

  it('lists a Customer’s enabled addresses through the Dynamic Link filter', async () => {
    const r = await resource(t, `Address?fields=${FIELDS}&filters=${filters(MARIO)}&limit_page_length=0`);
    expect(r.body.data.map((a: { name: string }) => a.name).sort()).toEqual([
      'Mario Rossi-Billing',
      'Mario Rossi-Shipping',
    ]);
    expect((await resource(t, `Address?filters=${filters('nobody@example.com')}`)).body.data).toEqual([]);
  });

  it('adds with -1 suffixes, refuses missing mandatory fields and country codes, moves the primary flag, disables and deletes', async () => {
    const body = {
      address_title: 'Mario Rossi',
      address_type: 'Shipping',
      ...ADDRESS,
      is_primary_address: 1,
      links: [{ link_doctype: 'Customer', link_name: MARIO }],
    };
    const added = await resource(t, 'Address', { method: 'POST', body: JSON.stringify(body) });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'Mario Rossi-Shipping-1',
      is_primary_address: 1,
      doctype: 'Address',
      links: [expect.objectContaining({ link_doctype: 'Customer', link_name: MARIO })],
    });
    const list = async () =>
      (await resource(t, `Address?fields=${FIELDS}&filters=${filters(MARIO)}&limit_page_length=0`)).body.data as Array<{
        name: string;
        is_primary_address: number;
      }>;
    expect((await list()).filter((a) => a.is_primary_address).map((a) => a.name)).toEqual(['Mario Rossi-Shipping-1']);

    // The type in the name is translated into the request's language, as Frappe's label is.
    const italian = await resource(t, 'Address', {
      method: 'POST',
      body: JSON.stringify({ ...body, is_primary_address: 0 }),
      headers: { 'Accept-Language': 'it' },
    });
    expect(italian.body.data).toMatchObject({ name: 'Mario Rossi-Spedizione', address_type: 'Shipping' });

    const noCity = await resource(t, 'Address', { method: 'POST', body: JSON.stringify({ ...body, city: '' }) });
    expect(noCity.status).toBe(417);
    expect(noCity.body.exc_type).toBe('MandatoryError');
    // Frappe 15.101 skips the Country link check: a code is saved as it is.
    const code = await resource(t, 'Address', { method: 'POST', body: JSON.stringify({ ...body, country: 'IT' }) });
    expect(code.status).toBe(200);
    expect(code.body.data).toMatchObject({ country: 'IT' });
    const stranger = await resource(t, 'Address', {
      method: 'POST',
      body: JSON.stringify({ ...body, links: [{ link_doctype: 'Customer', link_name: 'nobody@example.com' }] }),
    });
    expect(stranger.status).toBe(417);
    expect(serverMessage(stranger.body)).toBe('Could not find Customer: nobody@example.com');

    const primary = await resource(t, `Address/${encodeURIComponent('Mario Rossi-Shipping')}`, {
      method: 'PUT',
      body: JSON.stringify({ is_primary_address: 1, city: 'Milano MI' }),
    });
    expect(primary.body.data).toMatchObject({
      is_primary_address: 1,
      city: 'Milano MI',
      address_line1: 'Via Torino 45',
    });
    expect((await list()).filter((a) => a.is_primary_address).map((a) => a.name)).toEqual(['Mario Rossi-Shipping']);

    await resource(t, `Address/${encodeURIComponent('Mario Rossi-Shipping-1')}`, {
      method: 'PUT',
      body: JSON.stringify({ disabled: 1 }),
    });
    expect((await list()).map((a) => a.name)).not.toContain('Mario Rossi-Shipping-1');
    const gone = await resource(t, `Address/${encodeURIComponent('Mario Rossi-Shipping-1')}`, { method: 'DELETE' });
    expect(gone.status).toBe(202);
    expect(gone.body).toEqual({ data: 'ok' });
    expect((await resource(t, `Address/${encodeURIComponent('Mario Rossi-Shipping-1')}`)).status).toBe(404);
    expect((await resource(t, 'Address/Nobody-Shipping', { method: 'PUT', body: '{}' })).status).toBe(404);
  });

  it('refuses to delete an address an order uses: 417 LinkExistsError', async () => {
    const r = await resource(t, `Address/${encodeURIComponent('Mario Rossi-Shipping')}`, { method: 'DELETE' });
    expect(r.status).toBe(417);
    expect(r.body.exc_type).toBe('LinkExistsError');
  });
});
