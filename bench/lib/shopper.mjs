// A fresh shopper registered at the mock back-end, with one bank-transfer order placed the way
// checkout places it (the journeys' own calls, e2e/support/mock-shopper.mjs): the cookie signs a
// bench's requests in.
import { freshShopper, placeTransferOrderAt, readListing, registerAt } from '../../e2e/support/mock-shopper.mjs';
import { TOKEN } from './mock.mjs';

/** Answers `{ cookie, order }`: the `shop_session` cookie and the name of the shopper's order. */
export async function signedInShopper(mockBase) {
  const mock = { url: mockBase, token: TOKEN };
  const shopper = freshShopper('bench');
  const jwt = await registerAt(mock, shopper);
  const { body } = await readListing(mock, { is_in_stock: 1, per_page: 1 });
  const order = await placeTransferOrderAt(mock, shopper, jwt, { item_code: body.message.products[0].sku, qty: 1 });
  return { cookie: `shop_session=${jwt}`, order };
}
