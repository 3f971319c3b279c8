// One log line: a JSON object with its level, time, event and, on a server answering a request,
// that request's id (lib/log/request-context.mjs), so every line a request caused, the back-end
// calls included, can be found by one id. On a server, info goes to stdout, warn and error to
// stderr (LOG_STREAM=stderr: every line to stderr); in a browser they are console messages. A
// level below LOG_LEVEL is not written (lib/env/outside.mjs, logSettings). Plain JavaScript so
// what Next loads outside the bundles (next.config.ts, the Redis cache handler) and
// scripts/serve.mjs write the same lines as the app (lib/log/index.ts).
import { logSettings } from '../env/outside.mjs';
import { currentRequest } from './request-context.mjs';

const RANK = { info: 0, warn: 1, error: 2 };
/** @type {ReturnType<typeof logSettings>} */
const BROWSER = { level: 'info', stream: 'split' };

/**
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} event
 * @param {Record<string, unknown>} [fields]
 */
export function logLine(level, event, fields) {
  // A browser has no environment to read: its bundle keeps the defaults and not the reader, since
  // Next's compiler fixes `typeof window` there and drops the other branch.
  const settings = typeof window === 'undefined' ? logSettings() : BROWSER;
  if (RANK[level] < RANK[settings.level]) return;
  const requestId = currentRequest()?.requestId;
  const line = JSON.stringify({
    level,
    time: now().toISOString(),
    event,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  const server = serverStream(settings.stream === 'stderr' ? 'error' : level);
  if (server) server.write(`${line}\n`);
  else if (level === 'info') console.log(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}

/**
 * The clock read the way Next allows while it prerenders a page (a failure logged while a product
 * page is made): the process's start plus the time since, not `new Date()`, which Next refuses
 * there because it would differ between renders.
 */
function now() {
  return new Date(performance.timeOrigin + performance.now());
}

/**
 * On a server the line is written to the stream itself: Next.js wraps console.* and, for a line
 * logged after a render finished (a request's own line, a late back-end call), adds terminal
 * colour codes around it, and a JSON line must stay one JSON object. A browser has no such stream.
 *
 * @param {'info' | 'warn' | 'error'} level
 * @returns {{ write(text: string): unknown } | undefined}
 */
function serverStream(level) {
  const streams = typeof process === 'object' ? process : undefined;
  const stream = level === 'info' ? streams?.stdout : streams?.stderr;
  return typeof stream?.write === 'function' ? stream : undefined;
}
