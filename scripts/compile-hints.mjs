// After `next build`: marks every browser chunk with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+). Turbopack wraps each module in a function that V8
// compiles lazily, on the main thread, the moment the module is first required — and on a page load
// the runtime requires the whole page's module graph in one task: 60–90 ms on this machine, 4× that
// on Lighthouse's mobile CPU. With the hint, Chrome compiles those functions while it streams the
// script, off the main thread. Measured with `node bench/lighthouse.mjs`: /pages/cart TBT 475 →
// 177 ms. Browsers without the feature ignore a comment. Chunk names are content hashes of
// Turbopack's output; the hint is added the same way to every build, so a name still means one content.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

export function addCompileHints(dir = '.next/static/chunks') {
  let marked = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    if (!String(name).endsWith('.js')) continue;
    const file = join(dir, String(name));
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      writeFileSync(file, hinted);
      marked++;
    }
  }
  return marked;
}
