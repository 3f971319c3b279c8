import { ownWithdrawableOrders } from '@/lib/backend/withdrawal';
import { readSessionJwt } from '@/lib/session';

/**
 * GET /api/withdrawal/orders → the signed-in shopper's orders they may withdraw from, with their
 * lines, for the online withdrawal's picker; 401 when signed out. Personal: never cached.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!(await readSessionJwt())) return Response.json({ error: 'unauthorised' }, { status: 401, headers });
  const orders = await ownWithdrawableOrders();
  if (!orders.ok)
    return Response.json(
      { error: orders.error.kind },
      { status: orders.error.kind === 'unauthorised' ? 401 : 503, headers },
    );
  return Response.json(
    { orders: orders.data.map(({ name, orderedOn, items }) => ({ name, orderedOn, items })) },
    { headers },
  );
}
