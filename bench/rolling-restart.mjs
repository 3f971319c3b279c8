// A rolling restart under the 60 s mixed load, through the front: `npm run topology`'s nginx, two
// instances and Redis, with bench/lib/shop-mix.mjs at 50 connections. After 15 s the first instance
// is sent SIGTERM; as soon as its successor is ready, the second one is. Prints the requests, the
// failures (errors, timeouts, non-2xx) and each instance's exit code; exits 1 on any failure.
// Usage: npm run build && node bench/rolling-restart.mjs   (DURATION=60 CONNECTIONS=50)
import autocannon from 'autocannon';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTopology } from '../scripts/topology.mjs';
import { loadFigures, shopMix } from './lib/shop-mix.mjs';

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const FRONT_PORT = 3243;
const INSTANCE_PORTS = [3211, 3212];
// The front's certificate is made at start and signed by nobody.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const topology = await startTopology({
  frontPort: FRONT_PORT,
  instancePorts: INSTANCE_PORTS,
  redisPort: 3279,
  mockPort: 8211,
  dir: join(tmpdir(), 'bottega-bench-rolling'),
  // One address stands for many shoppers: neither nginx's rate nor the shop's per-client limits count it.
  allow: ['127.0.0.1', '::1'],
  quiet: true,
});
try {
  const base = `https://localhost:${FRONT_PORT}`;
  const headers = { cookie: 'NEXT_LOCALE=en' };
  const requests = await shopMix(base, headers);
  const restarts = [];
  /** One instance stopped and back (the topology starts it again), timed. */
  const restart = async (index) => {
    const started = performance.now();
    const code = await topology.restart(index);
    restarts.push({
      instance: index + 1,
      'exit code': code,
      'back in s': ((performance.now() - started) / 1000).toFixed(1),
    });
  };
  const run = new Promise((resolve, reject) =>
    autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, headers, requests }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );
  await new Promise((r) => setTimeout(r, 15_000));
  await restart(0);
  await restart(1);
  const result = await run;
  console.table([loadFigures(result, CONNECTIONS, DURATION)]);
  console.table(restarts);
  const ok =
    result.errors === 0 &&
    result.timeouts === 0 &&
    result.non2xx === 0 &&
    restarts.length === 2 &&
    restarts.every((r) => r['exit code'] === 0);
  console.log(ok ? 'rolling restart: no failed request' : 'rolling restart: FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await topology.stop();
}
