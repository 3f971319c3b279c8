// `npm start`: the production server on http://localhost:3000 with the mock back-end beside it
// (unless BACKEND_URL points at a real back-end). Builds first when there is no build yet.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBackend, loadDotEnv, run } from './backend.mjs';

loadDotEnv();
const backend = await ensureBackend();
let server = null;
// A stop is passed to the server, which finishes the requests in flight (scripts/serve.mjs); the
// mock back-end stops after it, since those requests may still be asking it.
const stop = (signal) => {
  if (server) server.kill(signal);
  else {
    backend.stop();
    process.exit(0);
  }
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  const built = await run('npx', ['next', 'build'], backend.env);
  if (built !== 0) {
    backend.stop();
    process.exit(built);
  }
}
// Node sizes its heap from the machine's memory: on a 24 GB machine an instance under load grew
// past 1 GB before it bothered to collect (bench/load.mjs), with a 384 MiB heap it stays near
// 280 MiB at the same throughput. A bounded heap keeps each instance's footprint predictable;
// a --max-old-space-size of your own in NODE_OPTIONS wins.
const HEAP_MIB = 384;
const nodeOptions = process.env.NODE_OPTIONS ?? '';
const heap = nodeOptions.includes('--max-old-space-size')
  ? {}
  : { NODE_OPTIONS: `${nodeOptions} --max-old-space-size=${HEAP_MIB}`.trim() };
// scripts/serve.mjs: Next.js's handler with request logs, a graceful stop and precompressed files.
server = spawn(process.execPath, ['scripts/serve.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...backend.env, ...heap },
});
server.on('exit', (code, signal) => {
  backend.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
