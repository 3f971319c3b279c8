/**
 * Spec §4: when a part of the application fails to load (a new deploy removed the old chunks),
 * reload the page — at most once per 60 s, so a chunk that is really gone cannot loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const name = typeof reason === 'object' && 'name' in reason ? String((reason as { name: unknown }).name) : '';
  const message =
    typeof reason === 'string' ? reason : typeof reason === 'object' && 'message' in reason ? String((reason as { message: unknown }).message) : '';
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message);
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
