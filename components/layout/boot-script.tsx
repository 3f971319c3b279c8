import { bootCode } from '@/lib/boot/boot-code';

/**
 * Runs before first paint, before any bundle: the shop's storage version, the dismissed notice,
 * the empty cart and zod's jitless setting (lib/boot/prepare-page.ts), then the chunk-reload guard
 * (lib/boot/chunk-reload.ts).
 */
export function BootScript() {
  return <script dangerouslySetInnerHTML={{ __html: bootCode }} />;
}
