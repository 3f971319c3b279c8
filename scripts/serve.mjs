// The production server, which `npm start` runs (a process manager can run it alone:
// `PORT=3000 node scripts/serve.mjs` after `npm run build`): Next.js's own request handler, except
// for the build's scripts and stylesheets, answered from memory as compressed once at build time.
// `next start` gzips each of them on every request instead: 20 ms of CPU for the largest chunk on
// this machine, on the cores that render pages.
import { createServer } from 'node:http';
import { loadPrecompressed, servePrecompressed } from './precompressed.mjs';

// What `next start` sets before Next.js loads. Next and React read NODE_ENV when imported
// (next.config.ts too, for the CSP). Without NEXT_RUNTIME every request took a slower path: 15–20 %
// fewer requests per second than `next start` on /robots.txt and /pages/cart, the same with it.
process.env.NODE_ENV = 'production';
process.env.NEXT_RUNTIME = 'nodejs';
const { default: next } = await import('next');

const port = Number(process.env.PORT ?? 3000);
const files = loadPrecompressed(`${process.env.NEXT_DIST_DIR || '.next'}/static`);
// hostname and port tell Next.js its own address, which proxy.ts's rewrites need.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  // The address this socket came from is the one hop nobody can forge: append it to
  // X-Forwarded-For, as a proxy would, so lib/client-ip.ts can count trusted hops from the right.
  const socket = req.socket.remoteAddress;
  if (socket) {
    const sent = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = sent ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${socket}` : socket;
  }
  if (!servePrecompressed(files, req, res)) handle(req, res);
});
server.listen(port, () =>
  console.log(`storefront on http://localhost:${port} (${files.size} precompressed scripts and stylesheets)`),
);
const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref(); // a client holding a request open does not hold the stop
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
