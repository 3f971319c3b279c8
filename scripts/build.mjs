// `npm run build`: production build. Public pages are prerendered from the back-end's data, so the
// mock back-end runs during the build unless BACKEND_URL points at a real one.
import { ensureBackend, loadDotEnv, run } from './backend.mjs';

loadDotEnv();
const backend = await ensureBackend({ quiet: true });
const code = await run('npx', ['next', 'build'], backend.env);
backend.stop();
process.exit(code);
