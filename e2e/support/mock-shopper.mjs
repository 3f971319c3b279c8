// A shopper's own calls to the mock back-end, made the way the storefront makes them. The
// journeys' helpers (accounts.ts, orders.ts, catalogue.ts beside this file) and the benches
// (bench/lib/shopper.mjs) share them: plain JavaScript, so a bench runs it under plain Node; the
// types are in mock-shopper.d.mts. `mock` is `{ url, token }`: the back-end's address and the app
// token it accepts.

/** A whitelisted method by POST with a JSON body; answers `{ status, body }` (body null when not JSON). */
export async function callMethod(mock, path, params = {}, jwt) {
  const res = await fetch(`${mock.url}/api/method/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: mock.token,
      ...(jwt ? { Jwt: `Bearer ${jwt}` } : {}),
    },
    body: JSON.stringify(params),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/**
 * The listing method as the real back-end serves it: GET only, arguments in the query string
 * (objects as JSON text).
 */
export async function readListing(mock, params) {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const res = await fetch(`${mock.url}/api/method/mymb_ecommerce.mymb_b2c.solr_search.shop?${query}`, {
    headers: { Authorization: mock.token },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

let counter = 0;

/** A new shopper nobody else's run touches (sign-in lockouts and password changes stay local). */
export function freshShopper(tag) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    email: `e2e.${tag}.${stamp}@example.com`,
    password: 'Sicura-2026!',
    first_name: 'Giulia',
    last_name: `Bianchi${counter}`,
  };
}

/** Registers the shopper (create_customer_and_user); answers the JWT. */
export async function registerAt(mock, shopper) {
  const { status, body } = await callMethod(mock, 'mymb_ecommerce.utils.auth.create_customer_and_user', {
    email: shopper.email,
    first_name: shopper.first_name,
    last_name: shopper.last_name,
    password: shopper.password,
  });
  const jwt = body?.message?.jwt;
  if (status !== 200 || !jwt) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
  return jwt;
}

/**
 * Places a bank-transfer order of one line as this shopper, as checkout does (create_quotation,
 * then payment_request); answers the Sales Order name. Without a `rate` the back-end charges the
 * catalogue's. Without a `jwt` the order is a guest's (the Customer "Guest").
 */
export async function placeTransferOrderAt(mock, shopper, jwt, line) {
  const quotation = await callMethod(
    mock,
    'mymb_ecommerce.mymb_ecommerce.order.create_quotation',
    {
      items: [line],
      customer_type: 'Individual',
      customer_id: jwt ? shopper.email : 'Guest',
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
      shipping_address_different: false,
      invoice: false,
      shipping_rule: 'Flat Rate',
      order_comment: '',
    },
    jwt,
  );
  if (quotation.status !== 200 || typeof quotation.body?.message !== 'string')
    throw new Error(`quotation failed: ${quotation.status} ${JSON.stringify(quotation.body)}`);
  const payment = await callMethod(
    mock,
    'mymb_ecommerce.mymb_ecommerce.payment.payment_request',
    { quotation_name: quotation.body.message, payment_gateway: 'transfer' },
    jwt,
  );
  const order = payment.body?.message?.payment_request?.reference_name;
  if (payment.status !== 200 || !order)
    throw new Error(`payment request failed: ${payment.status} ${JSON.stringify(payment.body)}`);
  return order;
}
