// One log line: a JSON object with its level, time, event and, on a server answering a request,
// that request's id (lib/log/request-context.mjs), so every line a request caused, the back-end
// calls included, can be found by one id. On a server, info goes to stdout, warn and error to
// stderr (console.warn writes there too; in a browser it stays a warning). Plain JavaScript so
// what Next loads outside the bundles (next.config.ts, the Redis cache handler) and
// scripts/serve.mjs write the same lines as the app (lib/log/index.ts).
import { currentRequest } from './request-context.mjs';

/**
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} event
 * @param {Record<string, unknown>} [fields]
 */
export function logLine(level, event, fields) {
  const requestId = currentRequest()?.requestId;
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    event,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  if (level === 'info') console.log(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}
