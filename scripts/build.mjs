// `npm run build`: production build. Public pages are prerendered from the back-end's data, so the
// mock back-end runs during the build unless BACKEND_URL points at a real one.
// Builds in one folder are serialised by a lock: two `next build`s writing .next at once corrupt it.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { ensureBackend, loadDotEnv, run } from './backend.mjs';

const LOCK = '.build.lock';
const STALE_MS = 15 * 60_000;
for (;;) {
  try {
    mkdirSync(LOCK);
    break;
  } catch {
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
    } catch {
      /* removed meanwhile */
    }
    console.log('another build is running here; waiting…');
    await new Promise((r) => setTimeout(r, 5000));
  }
}
const release = () => rmSync(LOCK, { recursive: true, force: true });
process.on('exit', release);
process.on('SIGINT', () => process.exit(130));

loadDotEnv();
const backend = await ensureBackend({ quiet: true });
const code = await run('npx', ['next', 'build'], backend.env);
backend.stop();
process.exit(code);
