// `node scripts/unused-tokens.mjs`: design tokens (CSS custom properties) defined in our stylesheets
// and read nowhere, neither by `var(--x)` nor by name from a script. Swiper's own `--swiper-*`
// properties are read by its stylesheet, in node_modules, so they are not ours to judge.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
const files = execSync('git ls-files "*.css" "*.ts" "*.tsx" "*.mjs"', { encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((f) => !f.startsWith('mock-backend/'));
const defined = new Map();
const text = files.map((f) => [f, readFileSync(f, 'utf8')]);
for (const [f, src] of text)
  if (f.endsWith('.css')) for (const m of src.matchAll(/(?<![\w-])(--[\w-]+)\s*:/g)) defined.set(m[1], f);
const used = new Set();
for (const [, src] of text) {
  for (const m of src.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(m[1]);
  // Set or read from script: style={{ '--x': … }}, setProperty('--x')
  for (const m of src.matchAll(/['"`](--[\w-]+)['"`]/g)) used.add(m[1]);
}
const unused = [...defined].filter(([name]) => !used.has(name) && !name.startsWith('--swiper-'));
for (const [name, f] of unused) console.log(`${f}: ${name}`);
process.exitCode = unused.length ? 1 : 0;
