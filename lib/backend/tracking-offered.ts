import 'server-only';
import { z } from 'zod';
import { call } from './call';
import { METHODS } from './methods';

const PROBE = { order_id: 'TRACKING-PROBE', email: 'probe@example.invalid' };
/** Kept like the footer itself: the answer does not change between deployments of the back-end. */
const cache = { revalidate: 10 * 60, tags: ['footer'] };

/**
 * Whether this back-end can track an order (the footer links the tracking page only then), asked
 * the way lib/backend/orders.ts tracks: the optional `track_order`, else the Sales Order list the
 * app token may or may not read. Asked with an order that does not exist, through the data cache
 * (a page stays static). Only "absent" and "may not read" say no: a back-end that is down counts as able.
 */
export async function offersOrderTracking(): Promise<boolean> {
  const method = await call({
    path: METHODS.trackOrder,
    method: 'POST',
    params: PROBE,
    schema: z.unknown(),
    cache,
  });
  if (method.ok || method.error.kind !== 'absent') return true;
  const rows = await call({
    path: 'resource:Sales Order',
    params: { fields: ['name'], filters: [['name', '=', PROBE.order_id]], limit_page_length: 1 },
    schema: z.array(z.unknown()),
    cache,
  });
  return rows.ok || (rows.error.kind !== 'unauthorised' && rows.error.kind !== 'absent');
}
