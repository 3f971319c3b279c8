// `npm run dev`: next dev with hot reload against the mock back-end, both started by this one command.
import { ensureBackend, loadDotEnv, run } from './backend.mjs';

loadDotEnv();
const backend = await ensureBackend();
process.on('SIGINT', () => {
  backend.stop();
  process.exit(0);
});
const code = await run('npx', ['next', 'dev', '-p', process.env.PORT ?? '3000'], backend.env);
backend.stop();
process.exit(code);
