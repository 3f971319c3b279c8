// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logSettings } from '@/lib/env/outside.mjs';
import { logLine } from '@/lib/log/line.mjs';

/** Where each line went, as `stream level` pairs, while `fn` ran. */
function streamsOf(fn: () => void) {
  const written: string[] = [];
  for (const [name, stream] of [
    ['stdout', process.stdout],
    ['stderr', process.stderr],
  ] as const)
    vi.spyOn(stream, 'write').mockImplementation((text: string | Uint8Array) => {
      written.push(`${name} ${(JSON.parse(String(text)) as { level: string }).level}`);
      return true;
    });
  fn();
  return written;
}

const everyLevel = () => {
  logLine('info', 'test.info');
  logLine('warn', 'test.warn');
  logLine('error', 'test.error');
};

describe('where log lines go (LOG_LEVEL, LOG_STREAM)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('by default, info on stdout, warn and error on stderr', () => {
    vi.stubEnv('LOG_LEVEL', '');
    vi.stubEnv('LOG_STREAM', '');
    expect(streamsOf(everyLevel)).toEqual(['stdout info', 'stderr warn', 'stderr error']);
  });

  it('a command whose stdout is its output sends every line to stderr, and may drop info', () => {
    vi.stubEnv('LOG_STREAM', 'stderr');
    vi.stubEnv('LOG_LEVEL', '');
    expect(streamsOf(everyLevel)).toEqual(['stderr info', 'stderr warn', 'stderr error']);
    vi.stubEnv('LOG_LEVEL', 'warn');
    expect(streamsOf(everyLevel)).toEqual(['stderr warn', 'stderr error']);
  });

  it('reads an unknown value as the default', () => {
    expect(logSettings({ LOG_LEVEL: 'debug', LOG_STREAM: 'file' })).toEqual({ level: 'info', stream: 'split' });
    expect(logSettings({ LOG_LEVEL: ' ERROR ', LOG_STREAM: 'stderr' })).toEqual({ level: 'error', stream: 'stderr' });
  });
});
