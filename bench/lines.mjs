// Lines of the code that decides what is cached and what a request reaches before a page renders:
// proxy.ts, every route under app/, and the cache code of lib/. Prints each part and the total, so
// a change that claims to simplify them can show it (`node bench/lines.mjs`). A listed path that
// no longer exists stops the script: a count that silently left a file out would not compare.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository, wherever the script is started from. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const PARTS = {
  'proxy.ts': ['proxy.ts'],
  'app/': ['app'],
  'cache code': [
    'lib/cache',
    'lib/catalogue/menu-categories.ts',
    'lib/catalogue/load-listing.ts',
    'lib/routing',
    'lib/backend/call.ts',
  ],
};

const code = (name) => /\.(ts|tsx|mjs|mts|js)$/.test(name);

const missing = Object.values(PARTS)
  .flat()
  .filter((path) => !existsSync(join(ROOT, path)));
if (missing.length > 0) {
  console.error(`bench/lines.mjs counts paths that no longer exist: ${missing.join(', ')}; update PARTS.`);
  process.exit(1);
}

function files(path) {
  if (!statSync(path).isDirectory()) return code(path) ? [path] : [];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((file) => code(file) && statSync(file).isFile());
}

const lines = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '').length;

let total = 0;
for (const [part, paths] of Object.entries(PARTS)) {
  const count = paths.flatMap((path) => files(join(ROOT, path))).reduce((sum, file) => sum + lines(file), 0);
  total += count;
  console.log(`${part.padEnd(12)} ${String(count).padStart(6)} non-blank lines`);
}
console.log(`${'total'.padEnd(12)} ${String(total).padStart(6)}`);
