// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { setup } from './support';
import { inStock, pay, q, quote, resource, type Mock } from './commerce-support';

let t: Mock;
beforeEach(() => {
  t = setup(60);
});

describe('the order comment (a Comment document, as the real apps keep it)', () => {
  it('is copied to the Sales Order by payment_request and read through the Comment resource', async () => {
    const line = inStock(t)[0]!;
    const name = await quote(t, [{ item_code: line.sku, qty: 1, rate: 10 }], {
      order_comment: 'Ritiro in negozio: Bottega Bologna',
    });
    const order = (await pay(t, name)).payment_request.reference_name as string;
    const filters = [
      ['reference_doctype', '=', 'Sales Order'],
      ['reference_name', '=', order],
      ['comment_type', '=', 'Comment'],
    ];
    const res = await resource(t, `Comment?fields=${q(['content'])}&filters=${q(filters)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ content: 'Ritiro in negozio: Bottega Bologna' }]);
  });

  it('an order without a comment has none', async () => {
    const line = inStock(t)[0]!;
    const order = (await pay(t, await quote(t, [{ item_code: line.sku, qty: 1, rate: 10 }]))).payment_request
      .reference_name as string;
    const res = await resource(t, `Comment?filters=${q([['reference_name', '=', order]])}`);
    expect(res.body.data).toEqual([]);
  });
});
