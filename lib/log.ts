/**
 * One-line structured logs (JSON), so a broken back-end answer leaves a trace an operator can
 * grep, without ever reaching the shopper.
 */
type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', event: string, fields?: Fields) {
  if (process.env.NODE_ENV === 'test' && level !== 'error') return;
  const line = JSON.stringify({ level, event, ...fields, time: new Date().toISOString() });
  if (level === 'info') console.log(line);
  else console.error(line);
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};
