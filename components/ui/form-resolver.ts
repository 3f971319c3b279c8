import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod/mini';

/**
 * The forms' zod resolver. In the browser, zod's first object parse probes `Function('')` to
 * decide whether to compile a faster parser; our Content-Security-Policy forbids eval, so the
 * probe throws and Chrome records a CSP violation on every page with a form (Lighthouse counts it
 * against best practices). jitless skips the probe; the server keeps its compiled parsers.
 */
if (typeof window !== 'undefined') config({ jitless: true });

export { zodResolver };
