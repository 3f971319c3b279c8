import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@/lib/storage-keys';
import { CHUNK_RELOAD_GUARD_MS, guardChunkReload, type GuardStart } from './chunk-reload';
import { preparePage, type PageStart } from './prepare-page';

/**
 * The page's first script (components/layout/boot-script.tsx): each function's own compiled text,
 * called with its settings as JSON and the window. Written as functions so the type checker and
 * lint read them and tests call them; they run before any bundle, alone, so they close over nothing
 * (tests/lib/boot/boot-script.test.tsx runs this very text in an empty context). In the production
 * build the server's minifier renames their locals and adds no helper; the text keeps ES2020 syntax
 * (`?.`, `??`, `catch {}`), which the browsers Next supports run (Chrome 111, Safari 16.4, Firefox 111).
 * The policy lets it run as it lets Next's own inline scripts: 'unsafe-inline' (next.config.ts).
 * A function, not a constant: only the server calls it, so the browser's build, where the call is
 * gone, drops it and everything it reads. Written once per server process, not on every render.
 */
export function bootCode(): string {
  return (written ??= write());
}

let written: string | undefined;

function write(): string {
  const page: PageStart = {
    version: STORAGE_VERSION,
    versionKey: STORAGE_VERSION_KEY,
    keys: Object.values(STORAGE_KEYS),
    notice: STORAGE_KEYS.topNotice,
    cart: STORAGE_KEYS.cart,
  };
  const guard: GuardStart = { key: STORAGE_KEYS.chunkReload, onceInMs: CHUNK_RELOAD_GUARD_MS };
  return `(${preparePage.toString()})(${JSON.stringify(page)},self);(${guardChunkReload.toString()})(${JSON.stringify(guard)},self)`;
}
