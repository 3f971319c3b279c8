import 'server-only';
import { call } from './call';
import { fail, ok, type Result } from './result';
import { trackedRowsSchema, trackOrderAnswerSchema, type TrackedOrder } from './schemas/order-tracking';
import { METHODS } from './methods';

const TRACKED_FIELDS = ['name', 'status', 'transaction_status', 'docstatus', 'creation', 'grand_total', 'paid'];

/**
 * Order tracking for anyone holding the order number and its e-mail (guests included): the
 * optional `track_order`, else the Sales Order list filtered by name AND `recipient_email`
 * (`[]` when either is wrong: the same `not-found`). `absent` when this back-end offers neither.
 */
export async function trackOrder(orderNumber: string, email: string): Promise<Result<TrackedOrder>> {
  const method = await call({
    path: METHODS.trackOrder,
    method: 'POST',
    params: { order_id: orderNumber, email },
    schema: trackOrderAnswerSchema,
  });
  if (method.ok || method.error.kind !== 'absent') return method;
  const rows = await call({
    path: 'resource:Sales Order',
    params: {
      fields: TRACKED_FIELDS,
      filters: [
        ['name', '=', orderNumber],
        ['recipient_email', '=', email],
      ],
      limit_page_length: 1,
    },
    schema: trackedRowsSchema,
  });
  if (!rows.ok) {
    // The app token may not read Sales Orders: then this back-end cannot track at all.
    return rows.error.kind === 'unauthorised' ? fail({ kind: 'absent' }) : rows;
  }
  const [order] = rows.data;
  return order ? ok(order) : fail({ kind: 'not-found' });
}
