import { connection } from 'next/server';
import { readiness } from '@/lib/health/readiness';

/**
 * GET /api/ready: readiness. 200 when the back-end answers, 503 when not, with each dependency's
 * latency (`{ready, backend: {ok, ms}, redis?: {ok, ms}}`) and nothing an attacker could use: no
 * host, no version. An instance that is stopping answers 503 before it gets here (scripts/serve.mjs).
 */
export async function GET() {
  await connection();
  const answer = await readiness();
  return Response.json(answer, { status: answer.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
