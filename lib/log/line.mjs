// One log line: a JSON object with its level, event and time; on a server, info goes to stdout,
// warn and error to stderr (console.warn writes there too; in a browser it stays a warning). Plain JavaScript so what Next loads outside the bundles (next.config.ts, the Redis
// cache handler) writes the same lines as the app (lib/log/index.ts).

/**
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} event
 * @param {Record<string, unknown>} [fields]
 */
export function logLine(level, event, fields) {
  const line = JSON.stringify({ level, event, ...fields, time: new Date().toISOString() });
  if (level === 'info') console.log(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}
