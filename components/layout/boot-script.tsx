'use client';
import { bootCode } from '@/lib/boot/boot-code';

/**
 * Runs before first paint, before any bundle: the shop's storage version, the dismissed notice,
 * the empty cart and zod's jitless setting (lib/boot/prepare-page.ts), then the chunk-reload guard
 * (lib/boot/chunk-reload.ts).
 *
 * Its text travels once, in the markup. Drawn by a server component it would travel twice, the
 * page's payload repeating every prop (0.9 KB gzip on every page). As a client component the
 * payload names it without props; the server's render writes the text, and the browser's build,
 * where `typeof window` is fixed to "object", drops it. Hydration keeps the server's script as it
 * is: React does not compare an element's inner HTML when hydrating, nor re-run an inline script.
 */
export function BootScript() {
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? bootCode() : '' }}
    />
  );
}
