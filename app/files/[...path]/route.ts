import { env } from '@/lib/env';

/**
 * Back-end files (product pictures, category art) served from our own origin, like Frappe's
 * `/files/…`: no remote image hosts in the CSP or next/image config, and the application token
 * is never needed because files are public.
 */
const SAFE_SEGMENT = /^[\w.-]+$/;
const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export async function GET(_request: Request, { params }: RouteContext<'/files/[...path]'>) {
  const { path } = await params;
  if (!path.every((segment) => SAFE_SEGMENT.test(segment) && segment !== '..')) {
    return new Response('Not found', { status: 404 });
  }
  const ext = path.at(-1)?.split('.').pop()?.toLowerCase() ?? '';
  const type = TYPES[ext];
  if (!type || ext === 'pdf') return new Response('Not found', { status: 404 });
  try {
    const upstream = await fetch(`${env().BACKEND_URL}/files/${path.join('/')}`, {
      signal: AbortSignal.timeout(env().BACKEND_TIMEOUT_MS),
      next: { revalidate: 86_400 },
    });
    if (!upstream.ok) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
    return new Response(upstream.body, {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        // An SVG opened directly must not run scripts, whatever the back-end put in it.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return new Response('Unavailable', { status: 503 });
  }
}
