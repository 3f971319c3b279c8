import { callFile } from '@/lib/backend/call';

/**
 * Back-end files (product pictures, category art) served from our own origin, like Frappe's
 * `/files/…`: no remote image hosts in the CSP or next/image config, and the application token
 * is never needed because files are public. Read through the door's file mode (lib/backend/call.ts).
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
  const file = await callFile({
    file: `/files/${path.join('/')}`,
    type: 'image/',
    session: 'none',
    revalidate: 86_400,
  });
  if (!file.ok) {
    const status =
      file.error.kind === 'not-found' ? 404 : file.error.kind === 'unavailable' && !file.error.status ? 503 : 502;
    return new Response(status === 404 ? 'Not found' : 'Unavailable', { status });
  }
  return new Response(file.data.body, {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      // An SVG opened directly must not run scripts, whatever the back-end put in it.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
