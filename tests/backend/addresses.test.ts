import { describe, expect, it } from 'vitest';
import {
  SHOPPER,
  json,
  frappeError,
  backend,
  isResource,
  queryJson,
  type Handler,
  setUpSignedInShopper,
} from './orders-support';

/**
 * The address book (stock Address resource) fed the contract's real answers
 * (docs/backend/orders.md), with `fetch` stubbed: what the storefront asks, and what it makes of
 * the answers, including the ownership rules it enforces itself.
 */

setUpSignedInShopper();

const { listAddresses, addAddress, updateAddress, setDefaultAddress, removeAddress } =
  await import('@/lib/backend/addresses');

describe('the address book (stock Address resource)', () => {
  const row = (name: string, over: Record<string, unknown> = {}) => ({
    name,
    address_title: 'Mario Rossi',
    address_type: 'Shipping',
    address_line1: 'Via Roma 1',
    address_line2: null,
    city: 'Milano',
    state: 'MI',
    pincode: '20121',
    country: 'Italy',
    email_id: SHOPPER,
    phone: '+39 333 1234567',
    is_primary_address: 0,
    is_shipping_address: 0,
    disabled: 0,
    ...over,
  });
  const ownList: [(url: URL, method: string) => boolean, Handler] = [
    isResource('Address'),
    () =>
      json({
        data: [
          row('Mario Rossi-Shipping'),
          row('Mario Rossi-Billing', { address_type: 'Billing', is_primary_address: 1 }),
        ],
      }),
  ];

  it('lists the shopper’s enabled addresses by the Customer link, default first', async () => {
    const seen = backend([ownList]);
    const result = await listAddresses();
    expect(result.ok && result.data.map((a) => [a.name, a.title, a.is_primary_address])).toEqual([
      ['Mario Rossi-Billing', 'Mario Rossi', true],
      ['Mario Rossi-Shipping', 'Mario Rossi', false],
    ]);
    const url = seen[0]!.url;
    expect(queryJson(url, 'filters')).toEqual([
      ['Dynamic Link', 'link_doctype', '=', 'Customer'],
      ['Dynamic Link', 'link_name', '=', SHOPPER],
      ['disabled', '=', 0],
    ]);
    expect(url.searchParams.get('limit_page_length')).toBe('0');
    expect(queryJson(url, 'fields')).toContain('address_title');
  });

  it('hides a disabled address even if a back-end lists it', async () => {
    backend([
      [isResource('Address'), () => json({ data: [row('Old-Shipping', { disabled: 1 }), row('New-Shipping')] })],
    ]);
    const result = await listAddresses();
    expect(result.ok && result.data.map((a) => a.name)).toEqual(['New-Shipping']);
  });

  it('adds an address linked to the shopper’s Customer, the full name as its title, the country by name', async () => {
    const seen = backend([[isResource('Address', 'POST'), () => json({ data: row('Mario Rossi-Shipping-1') })]]);
    const result = await addAddress({
      title: 'Mario Rossi',
      address_type: 'Shipping',
      address_line1: 'Via Garibaldi 12',
      address_line2: '',
      city: 'Torino',
      state: 'TO',
      pincode: '10122',
      country: 'Italy',
      phone: '',
      is_primary_address: true,
    });
    expect(result.ok).toBe(true);
    expect(seen[0]!.body).toMatchObject({
      address_title: 'Mario Rossi',
      address_type: 'Shipping',
      country: 'Italy',
      email_id: SHOPPER,
      is_primary_address: 1,
      links: [{ link_doctype: 'Customer', link_name: SHOPPER }],
    });
  });

  it('sets the default and removes (disables) with PUT on the shopper’s own address', async () => {
    const seen = backend([
      ownList,
      [isResource('Address/Mario%20Rossi-Shipping', 'PUT'), () => json({ data: row('Mario Rossi-Shipping') })],
    ]);
    expect((await setDefaultAddress('Mario Rossi-Shipping')).ok).toBe(true);
    expect((await removeAddress('Mario Rossi-Shipping')).ok).toBe(true);
    const puts = seen.filter((s) => s.method === 'PUT');
    expect(puts.map((p) => p.body)).toEqual([{ is_primary_address: 1 }, { disabled: 1 }]);
  });

  it('refuses to change an address that is not in the shopper’s list, without asking the back-end to', async () => {
    const seen = backend([
      ownList,
      [(_url, method) => method === 'PUT', () => json({ data: row('Luigi Bianchi-Shipping') })],
    ]);
    for (const change of [
      () =>
        updateAddress('Luigi Bianchi-Shipping', {
          title: 'X',
          address_type: 'Shipping',
          address_line1: 'a',
          address_line2: '',
          city: 'b',
          state: '',
          pincode: '20121',
          country: 'Italy',
          phone: '',
          is_primary_address: false,
        }),
      () => setDefaultAddress('Luigi Bianchi-Shipping'),
      () => removeAddress('Luigi Bianchi-Shipping'),
    ]) {
      const result = await change();
      expect(result.ok ? null : result.error.kind).toBe('not-found');
    }
    expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(0);
  });

  it('a resource the app token may not use is "unavailable", never a signed-out shopper', async () => {
    backend([[isResource('Address'), () => frappeError(403, 'PermissionError', 'No permission for Address')]]);
    const result = await listAddresses();
    expect(result.ok ? null : result.error.kind).toBe('unavailable');
  });
});
