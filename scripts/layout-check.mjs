// `npm run check:layout`: the layout rules of docs/architecture.md that a linter cannot see file by
// file, counted over the whole tree. Prints one line per rule and exits 1 when any count is not 0.
// tests/architecture/layout.test.ts runs the same checks in `npm test`.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'stores', 'i18n'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

function walk(dir, out = [], withText = false) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'data') walk(path, out, withText);
    } else if (EXTENSIONS.some((e) => name.endsWith(e)) || (withText && name.endsWith('.md'))) out.push(path);
  }
  return out;
}

/** Every source file of the shop, relative to the root with forward slashes. */
export function sourceFiles(root = ROOT) {
  const files = SOURCE_DIRS.filter((d) => existsSync(join(root, d))).flatMap((d) => walk(join(root, d)));
  for (const f of ['proxy.ts', 'instrumentation.ts', 'next.config.ts'])
    if (existsSync(join(root, f))) files.push(join(root, f));
  return files.map((f) => relative(root, f).split(sep).join('/'));
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;

/** The specifiers a file imports (static, re-exports, side-effect and dynamic imports). */
export function importsOf(text) {
  const found = [];
  for (const m of text.matchAll(IMPORT)) found.push(m[1] ?? m[2] ?? m[3]);
  return found;
}

/** A specifier resolved to a root-relative path without extension, or null for a package. */
export function resolveSpecifier(fromFile, spec) {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.'))
    return relative('.', join(dirname(fromFile), spec))
      .split(sep)
      .join('/');
  return null;
}

/** `components/cart/x.tsx` → `components/cart`; a file directly in a top folder is its own node. */
export function featureOf(path) {
  const parts = path.split('/');
  if (parts[0] !== 'components' && parts[0] !== 'lib') return null;
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
}

/** The cycles between feature folders, each as the folders of one strongly connected group. */
export function featureCycles(edges) {
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])])];
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    onStack = new Set(),
    stack = [],
    groups = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of nodes) if (!idx.has(v)) visit(v);
  return groups;
}

export function check(root = ROOT) {
  const files = sourceFiles(root);
  const text = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
  const serverOnly = [];
  const uiImports = [];
  const consoleCalls = [];
  const configReads = [];
  const directReads = [];
  const formLibraries = [];
  const edges = new Map();
  const examples = new Map();
  for (const [file, src] of text) {
    const imports = importsOf(src);
    if (file.startsWith('components/') && imports.includes('server-only')) serverOnly.push(file);
    const layered = file === 'proxy.ts' || file.startsWith('app/api/') || file.startsWith('lib/');
    const from = featureOf(file);
    for (const spec of imports) {
      const target = resolveSpecifier(file, spec);
      if (!target) continue;
      if (layered && target.startsWith('components/')) uiImports.push(`${file} → ${spec}`);
      const to = featureOf(target);
      if (from && to && from !== to) {
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
        examples.set(`${from}→${to}`, `${file} → ${spec}`);
      }
    }
    if (file !== ONE_READER && imports.includes('swr')) directReads.push(file);
    if (imports.some((spec) => FORM_LIBRARIES.includes(spec))) formLibraries.push(file);
    if (!file.startsWith('lib/env/') && /\bprocess\.env\b/.test(src)) configReads.push(file);
    if (!file.startsWith('lib/log') && /(^|[^\w.])console\.(log|info|warn|error|debug|trace)\s*\(/m.test(src))
      consoleCalls.push(file);
  }
  const cycles = featureCycles(edges).map((group) => {
    const inGroup = new Set(group);
    const links = group.flatMap((a) =>
      [...(edges.get(a) ?? [])].filter((b) => inGroup.has(b)).map((b) => examples.get(`${a}→${b}`)),
    );
    return { group, links };
  });
  const outsideDocs = citations(root);
  return { serverOnly, uiImports, cycles, consoleCalls, configReads, directReads, formLibraries, outsideDocs };
}

/** The one module that may call SWR: every other island reads through it. */
const ONE_READER = 'components/ui/use-api-read.ts';
/** The shop's forms rest on React's own useActionState (docs/decisions.md): no form library. */
const FORM_LIBRARIES = ['react-hook-form', '@hookform/resolvers', '@hookform/resolvers/zod'];
/** Documents the project started from, outside the repo: the code and docs cite docs/ instead. */
const OUTSIDE = new RegExp(`\\b(${['ARCHITECTURE', 'STYLE', 'TOOLCHAIN'].join('|')})\\.md\\b`);
const CITING_DIRS = ['docs', 'scripts', 'tests', 'e2e', 'bench', 'mock-backend/src'];

/** Files that cite a document not in the repo. */
function citations(root) {
  const files = [...sourceFiles(root)];
  for (const dir of CITING_DIRS)
    if (existsSync(join(root, dir)))
      files.push(...walk(join(root, dir), [], true).map((f) => relative(root, f).split(sep).join('/')));
  if (existsSync(join(root, 'README.md'))) files.push('README.md');
  return [...new Set(files)].filter((f) => OUTSIDE.test(readFileSync(join(root, f), 'utf8')));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = check();
  const lines = [
    ['server-only modules under components/', r.serverOnly],
    ['imports of components/ from proxy.ts, app/api or lib/', r.uiImports],
    [
      'import cycles between feature folders',
      r.cycles.map((c) => `${c.group.join(' ↔ ')}\n      ${c.links.join('\n      ')}`),
    ],
    ['console.* outside lib/log', r.consoleCalls],
    ['process.env outside lib/env', r.configReads],
    ['direct useSWR outside the one reader', r.directReads],
    ['imports of a form library', r.formLibraries],
    ['citations of documents not in the repo', r.outsideDocs],
  ];
  let bad = 0;
  for (const [name, list] of lines) {
    console.log(`${String(list.length).padStart(3)} ${name}`);
    for (const item of list) console.log(`      ${item}`);
    bad += list.length;
  }
  process.exit(bad ? 1 : 0);
}
