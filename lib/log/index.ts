import { isTestRun } from '@/lib/env/public';
import { logLine } from './line.mjs';

/**
 * One-line structured logs (JSON), so a broken back-end answer leaves a trace an operator can
 * grep, without ever reaching the shopper.
 */
type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', event: string, fields?: Fields) {
  if (isTestRun() && level !== 'error') return;
  logLine(level, event, fields);
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};
