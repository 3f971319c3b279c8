// The production server, which `npm start` runs (a process manager can run it alone:
// `PORT=3000 node scripts/serve.mjs` after `npm run build`): Next.js's own request handler, with
// what `next start` does not do (docs/operations.md "The server"):
// - the shopper's address: the socket's address is appended to X-Forwarded-For, so the last entry
//   is one nobody can forge and lib/client-ip.ts counts trusted hops from it (`next start` keeps a
//   client's X-Forwarded-For as sent and adds nothing);
// - one JSON log line per request, and every line a request causes carries its id (the front's
//   X-Request-Id, or one made here): lib/log/request-context.mjs;
// - a graceful stop: on SIGTERM no new connection is taken, requests in flight finish (20 s at
//   most), the process exits 0 (`next start` exits 143 and waits without a bound);
// - the build's scripts and stylesheets answered from memory as compressed once at build time
//   (`next start` gzips each on every request): served direct, without a front that does it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import { logLine } from '../lib/log/line.mjs';
import { installRequestContext } from '../lib/log/request-context.mjs';
import { loadPrecompressed, servePrecompressed } from './precompressed.mjs';

// What `next start` sets before Next.js loads. Next and React read NODE_ENV when imported
// (next.config.ts too, for the CSP). Without NEXT_RUNTIME every request took a slower path: 15–20 %
// fewer requests per second than `next start` on /robots.txt and /pages/cart, the same with it.
process.env.NODE_ENV = 'production';
process.env.NEXT_RUNTIME = 'nodejs';
const { default: next } = await import('next');

/** How long requests in flight may take to finish after SIGTERM (a process manager's own bound is usually 30 s). */
const STOP_GRACE_MS = 20_000;
/**
 * After SIGTERM the door stays open until no request has come for this long (a front has moved
 * away), LAME_DUCK_MS at most: closing it resets every connection still in the kernel's queue.
 */
const QUIET_MS = 250;
const LAME_DUCK_MS = 5_000;
/** A front's request id is kept when it looks like one; anything else (or none) gets a fresh id. */
const REQUEST_ID = /^[\w.-]{1,128}$/;

const port = Number(process.env.PORT ?? 3000);
const files = loadPrecompressed(`${process.env.NEXT_DIST_DIR || '.next'}/static`);
// hostname and port tell Next.js its own address, which proxy.ts's rewrites need.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const requests = new AsyncLocalStorage();
installRequestContext(requests);
let stopping = false;
let inFlight = 0;
let lastArrival = 0;

const server = createServer((req, res) => {
  const started = performance.now();
  const sentId = req.headers['x-request-id'];
  const requestId = typeof sentId === 'string' && REQUEST_ID.test(sentId) ? sentId : randomUUID();
  res.setHeader('X-Request-Id', requestId);
  // The address this socket came from is the one hop nobody can forge: append it to
  // X-Forwarded-For, as a proxy would, so lib/client-ip.ts can count trusted hops from the right.
  const socket = req.socket.remoteAddress;
  if (socket) {
    const sent = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = sent ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${socket}` : socket;
  }
  inFlight++;
  lastArrival = performance.now();
  res.on('close', () => {
    inFlight--;
    // The path only: a query may carry a reset key or an e-mail address.
    const route = String(req.url).split('?')[0];
    requests.run({ requestId }, () =>
      logLine(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        method: req.method,
        route,
        status: res.writableFinished ? res.statusCode : 'aborted',
        durationMs: Math.round(performance.now() - started),
      }),
    );
  });
  if (stopping) {
    res.setHeader('Connection', 'close');
    // A load balancer asking now hears "do not send me more".
    if (String(req.url).split('?')[0] === '/api/ready') {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end('{"ready":false,"stopping":true}');
      return;
    }
    // A page or file is refused with 503, which the front repeats on another instance and counts
    // against this one, so it stops sending here (deploy/nginx/storefront.conf). A POST is
    // answered: the front would not repeat it.
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', 'Retry-After': '1' });
      res.end('stopping');
      return;
    }
  }
  // Next decodes an API route's segments before our handler runs, and a path it cannot decode
  // ("/api/reviews/%E0") ended in its 500. Pages have the proxy, which keeps such a path escaped.
  if (String(req.url).startsWith('/api/') && !decodable(String(req.url).split('?')[0])) {
    res.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end('{"error":"invalid-path"}');
    return;
  }
  requests.run({ requestId }, () => {
    if (!servePrecompressed(files, req, res)) handle(req, res);
  });
});

function decodable(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
// An idle keep-alive connection is closed by whichever side times out first, and a request the other
// side sends on it at that moment is reset: at Node's 5 s a journey's client lost a wishlist read
// after 6 s idle. Longer than a load balancer's usual 60 s idle timeout, so it closes first.
server.keepAliveTimeout = 65_000;
server.listen(port, () =>
  logLine('info', 'server.listening', { port, precompressed: files.size, stopGraceMs: STOP_GRACE_MS }),
);

function stop(signal) {
  if (stopping) return;
  stopping = true;
  logLine('info', 'server.stopping', { signal, inFlight });
  // Once nothing new comes, no new connections; open ones close as soon as their request is
  // answered (Connection: close above), idle keep-alive ones below. net's close, not http's: http's
  // also drops every connection whose request is not yet read, a reset the front cannot repeat for
  // a POST.
  const opened = performance.now();
  const quiet = setInterval(() => {
    const now = performance.now();
    if (now - lastArrival < QUIET_MS && now - opened < LAME_DUCK_MS) return;
    clearInterval(quiet);
    NetServer.prototype.close.call(server, () => {
      logLine('info', 'server.stopped', { signal });
      process.exit(0);
    });
    // Idle keep-alive connections would hold the stop for 65 s: closed from a second on, when every
    // connection taken before the door closed has had its request read.
    setInterval(() => server.closeIdleConnections(), 1000).unref();
  }, 50);
  setTimeout(() => {
    logLine('error', 'server.stop-timeout', { inFlight, graceMs: STOP_GRACE_MS });
    process.exit(1);
  }, STOP_GRACE_MS).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
