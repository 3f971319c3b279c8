// A fresh shopper registered at the mock back-end, with one bank-transfer order placed the way
// checkout places it (as e2e/support/accounts.ts does): the cookie signs a bench's requests in.
import { TOKEN } from './mock.mjs';

async function call(mockBase, path, params, jwt) {
  const res = await fetch(`${mockBase}/api/method/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: TOKEN, ...(jwt ? { Jwt: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify(params),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.message;
}

/** Answers `{ cookie, order }`: the `shop_session` cookie and the name of the shopper's order. */
export async function signedInShopper(mockBase) {
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const shopper = {
    email: `bench.${stamp}@example.com`,
    first_name: 'Giulia',
    last_name: 'Bianchi',
    password: 'Sicura-2026!',
  };
  const { jwt } = await call(mockBase, 'mymb_ecommerce.utils.auth.create_customer_and_user', shopper);
  const listing = await (
    await fetch(`${mockBase}/api/method/mymb_ecommerce.mymb_b2c.solr_search.shop?is_in_stock=1&per_page=1`, {
      headers: { Authorization: TOKEN },
    })
  ).json();
  const item = listing.message.products[0].sku;
  const quotation = await call(
    mockBase,
    'mymb_ecommerce.mymb_ecommerce.order.create_quotation',
    {
      items: [{ item_code: item, qty: 1 }],
      customer_type: 'Individual',
      customer_id: shopper.email,
      channel: 'B2C',
      contact_info: {
        first_name: shopper.first_name,
        last_name: shopper.last_name,
        email_id: shopper.email,
        phone: '+39 333 1234567',
        shipping_address: {
          address_line1: 'Via Torino 45',
          city: 'Milano',
          state: 'MI',
          pincode: '20123',
          country: 'Italy',
        },
      },
      shipping_address_different: 0,
      invoice: 0,
      shipping_rule: 'Flat Rate',
      order_comment: '',
    },
    jwt,
  );
  const payment = await call(
    mockBase,
    'mymb_ecommerce.mymb_ecommerce.payment.payment_request',
    { quotation_name: quotation, payment_gateway: 'transfer' },
    jwt,
  );
  return { cookie: `shop_session=${jwt}`, order: payment.payment_request.reference_name };
}
