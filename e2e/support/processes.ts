import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/** Starts a process for a test and waits until `ready()` says so; kills its whole group on stop. */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<{ child: ChildProcess; stop: () => void }> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${stderr}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${command} not ready in ${timeoutMs} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, stop };
}

export const httpOk = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

export function startMock(port: number, dataDir: string) {
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  return startProcess(
    process.execPath,
    ['--import', 'tsx', 'mock-backend/src/main.ts'],
    { MOCK_PORT: String(port), MOCK_DATA_DIR: dataDir },
    httpOk(`http://127.0.0.1:${port}/__mock/health`),
  );
}

export function startStorefront(port: number, env: Record<string, string>) {
  return startProcess(
    process.execPath,
    ['scripts/serve.mjs'],
    {
      PORT: String(port),
      BACKEND_API_KEY: 'demo_key',
      BACKEND_API_SECRET: 'demo_secret',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    httpOk(`http://localhost:${port}/robots.txt`),
    90_000,
  );
}
