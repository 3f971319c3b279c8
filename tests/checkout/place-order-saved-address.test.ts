import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserMemory, form, json, order, realBackend } from './place-order-support';

vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
    cookieSecure: false,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { placeOrderWith } = await import('@/lib/checkout/place-order');
const { matchingSavedAddress } = await import('@/lib/checkout/quotation-request');
const { forgetRefusals } = await import('@/lib/backend/refusals');

/** Anna's address at the form's street, removed from her book (disabled) and still linked to her Customer. */
const removed = {
  name: 'Anna Bianchi-Shipping',
  address_line1: 'Via Torino 45',
  address_line2: '',
  city: 'Milano',
  state: 'MI',
  pincode: '20123',
  country: 'Italy',
  disabled: 1,
};
const kept = { ...removed, name: 'Anna Bianchi-Shipping-1', disabled: 0 };

/** A signed-in Anna whose address book holds `rows`; the Address resource honours its filters as Frappe does. */
function signedInBackend(rows: Array<typeof removed>) {
  const asked: string[] = [];
  const made = realBackend({
    other: (path, url) => {
      asked.push(path);
      if (path.endsWith('get_user_info'))
        return json({
          message: {
            email: 'anna.bianchi@example.com',
            first_name: 'Anna',
            last_name: 'Bianchi',
            customer: { name: 'Anna Bianchi' },
          },
        });
      // The real method lists disabled addresses too: the storefront must not read it.
      if (path.endsWith('get_addresses_for_current_customer')) return json({ message: rows });
      if (path === '/api/resource/Address') {
        const enabledOnly = (url.searchParams.get('filters') ?? '').includes('"disabled","=",0');
        return json({ data: rows.filter((r) => !enabledOnly || r.disabled === 0) });
      }
      return undefined;
    },
  });
  return { made, asked };
}

const signedIn = () => ({
  memory: browserMemory(),
  readJwt: async () => 'jwt-of-anna-0123456789',
  writeJwt: async () => {},
  locale: 'it',
});

describe('the quotation reuses a saved address of the shopper', () => {
  beforeEach(() => {
    forgetRefusals();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reuses an enabled address with exactly the typed fields', async () => {
    const { made } = signedInBackend([kept]);
    expect(await placeOrderWith(order(), signedIn())).toMatchObject({ ok: true });
    expect(made.quotations[0]).toMatchObject({
      customer_id: 'Anna Bianchi',
      contact_info: { shipping_address: { name: 'Anna Bianchi-Shipping-1' } },
    });
  });

  it('never reuses an address the shopper removed: the quotation gets the typed fields', async () => {
    const { made, asked } = signedInBackend([removed]);
    expect(await placeOrderWith(order(), signedIn())).toMatchObject({ ok: true });
    expect(made.quotations[0]).toMatchObject({
      contact_info: { shipping_address: { address_line1: 'Via Torino 45', country: 'Italy' } },
    });
    expect(made.quotations[0]).not.toHaveProperty('contact_info.shipping_address.name');
    expect(asked.some((p) => p.endsWith('get_addresses_for_current_customer'))).toBe(false);
  });

  it('matches only when every field matches', () => {
    const saved = [
      {
        name: 'Anna Bianchi-Shipping',
        address_line1: 'Via Torino 45',
        address_line2: '',
        city: 'MILANO',
        pincode: '20123',
        country: 'Italy',
      },
      {
        name: 'Anna Bianchi-Shipping-1',
        address_line1: 'Via Roma 1',
        address_line2: '',
        city: 'Torino',
        pincode: '10121',
        country: 'Italy',
      },
    ];
    expect(matchingSavedAddress(saved, form.shipping, 'Italy')).toBe('Anna Bianchi-Shipping');
    expect(matchingSavedAddress(saved, { ...form.shipping, pincode: '20124' }, 'Italy')).toBeNull();
    expect(matchingSavedAddress(saved, form.shipping, 'Slovakia')).toBeNull();
  });
});
