import { connection } from 'next/server';

/**
 * GET /api/health: liveness. The process is up and its request handler answers; nothing else is
 * asked, so a load balancer may call it every second. Whether the instance can serve a shopper is
 * /api/ready.
 */
export async function GET() {
  await connection();
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
