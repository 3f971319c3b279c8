/**
 * Runs `run` when the browser's main thread is idle (at the latest after `timeoutMs`), or after
 * `fallbackMs` where requestIdleCallback does not exist (Safari). Returns the cancel function, for
 * an effect's cleanup. Used for what can wait until the page has painted and hydrated.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
