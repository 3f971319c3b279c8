// The build's scripts, stylesheets and drawings (the icon sprite) as compressed once at build time (next.config.ts writes
// `x.js.br` and `x.js.gz` beside each), answered from memory by scripts/serve.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const URL_PREFIX = '/_next/static/';
const TYPES = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  svg: 'image/svg+xml',
};

/** Every precompressed file under `dir` (a build's `.next/static`), by URL path: a fixed set, read once. */
export function loadPrecompressed(dir) {
  const files = new Map();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const match = /^(.*\.(js|css|svg))\.(br|gz)$/.exec(name);
    if (!match) continue;
    const [, original, ext, suffix] = match;
    const path = URL_PREFIX + original.split('\\').join('/');
    const entry = files.get(path) ?? { type: TYPES[ext] };
    entry[suffix === 'br' ? 'br' : 'gzip'] = readFileSync(join(dir, name));
    files.set(path, entry);
  }
  return files;
}

/** Whether an Accept-Encoding header allows `coding`: listed, and not with q=0. */
export function accepts(header, coding) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.toLowerCase().split(';');
      if (name.trim() !== coding) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * Answers a GET or HEAD for a precompressed file in the best coding the client accepts, and
 * returns true; returns false for anything else (another path, or a client that takes neither
 * coding), which Next.js then answers as usual.
 */
export function servePrecompressed(files, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const entry = files.get(String(req.url).split('?')[0]);
  if (!entry) return false;
  const coding = ['br', 'gzip'].find((c) => entry[c] && accepts(req.headers['accept-encoding'], c));
  if (!coding) return false;
  const body = entry[coding];
  res.writeHead(200, {
    'Content-Type': entry.type,
    'Content-Encoding': coding,
    'Content-Length': body.length,
    // The same caching Next.js gives /_next/static/: every name there is a content hash.
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
