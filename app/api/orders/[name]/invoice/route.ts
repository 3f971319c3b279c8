import { getInvoicePdf } from '@/lib/backend/invoice';
import { readSessionJwt } from '@/lib/session';

/**
 * The invoice of one of the shopper's orders, as a PDF a browser opens in its reader. The
 * back-end's /files/*.pdf are not proxied publicly (app/files refuses them): this handler checks
 * the session, lets the back-end check ownership (another customer's order is a 404) and streams
 * the file, which the back-end keeps at a public, guessable URL the browser never learns. Never cached by anything shared.
 */

const ORDER_NAME = /^[\w.\-/]{1,64}$/;
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

export async function GET(_request: Request, { params }: RouteContext<'/api/orders/[name]/invoice'>) {
  // Next has already decoded the segment: decoding again would throw on a literal "%".
  const { name: order } = await params;
  if (!ORDER_NAME.test(order)) return new Response('Not found', { status: 404, headers: PRIVATE });
  if (!(await readSessionJwt()))
    return new Response('Sign in to download your invoices.', { status: 401, headers: PRIVATE });

  const pdf = await getInvoicePdf(order);
  if (!pdf.ok) {
    if (pdf.error.kind === 'not-found') return new Response('Not found', { status: 404, headers: PRIVATE });
    if (pdf.error.kind === 'unauthorised')
      return new Response('Sign in to download your invoices.', { status: 401, headers: PRIVATE });
    // Back to the order, which says in the shopper's language that the invoice cannot be printed now.
    return new Response(null, {
      status: 303,
      headers: { ...PRIVATE, Location: `/pages/orders/${encodeURIComponent(order)}?invoice=unavailable` },
    });
  }
  const filename = pdf.data.filename.replace(/[^\w.-]/g, '_') || `invoice-${order}.pdf`;
  return new Response(pdf.data.body, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      // inline: the browser opens it in its PDF reader (a CSP sandbox here would stop Chrome's viewer).
      'Content-Disposition': `inline; filename="${filename}"`,
    },
  });
}
