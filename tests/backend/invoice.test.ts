import { describe, expect, it } from 'vitest';
import { json, frappeError, backend, isMethod, setUpSignedInShopper } from './orders-support';

/**
 * The invoice PDF fed the contract's real answers
 * (docs/backend/orders.md), with `fetch` stubbed: what the storefront asks, and what it makes of
 * the answers, including the ownership rules it enforces itself.
 */

setUpSignedInShopper();

const { getInvoicePdf } = await import('@/lib/backend/invoice');

describe('the invoice PDF', () => {
  const pdf = (chunks: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'application/pdf' } },
    );
  const invoiceAnswer = {
    name: 'SAL-ORD-2025-00017',
    attachment_files: ['/files/SAL-ORD-2025-00017-invoice.pdf'],
    creation_date: '14-03-2025 09:30:12',
    status: 'To Deliver and Bill',
    total: 99.9,
    items: [{ item_code: 'FT-0425', item_name: 'Trapano…', qty: 1, rate: 99.9, image: null }],
  };

  it('names the file in attachment_files[0], which the storefront reads itself; get_document is never called', async () => {
    const seen = backend([
      [isMethod('get_sales_order_invoice'), () => json({ message: invoiceAnswer })],
      [(url) => url.pathname === '/files/SAL-ORD-2025-00017-invoice.pdf', () => pdf(['%PDF-1.4 ', '%%EOF'])],
    ]);
    const result = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.filename).toBe('SAL-ORD-2025-00017-invoice.pdf');
    expect(await new Response(result.data.body).text()).toBe('%PDF-1.4 %%EOF');
    expect(seen[0]!.body).toEqual({ order_id: 'SAL-ORD-2025-00017' });
    expect(seen.some((s) => s.url.pathname.includes('get_document'))).toBe(false);
  });

  it('another customer’s order (HTTP 200 with {error}) is not found, and no file is fetched', async () => {
    const seen = backend([
      [
        isMethod('get_sales_order_invoice'),
        () => json({ message: { error: 'You do not have permission to access this Sales Order' } }),
      ],
    ]);
    const result = await getInvoicePdf('SAL-ORD-2025-00018');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
    expect(seen).toHaveLength(1);
  });

  it('an unknown order (404) is not found', async () => {
    backend([
      [
        isMethod('get_sales_order_invoice'),
        () => frappeError(404, 'DoesNotExistError', 'Sales Order SAL-ORD-1999-00001 not found'),
      ],
    ]);
    const result = await getInvoicePdf('SAL-ORD-1999-00001');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
  });

  it('refuses a file URL on another host', async () => {
    const seen = backend([
      [
        isMethod('get_sales_order_invoice'),
        () => json({ message: { ...invoiceAnswer, attachment_files: ['https://evil.example/files/x.pdf'] } }),
      ],
    ]);
    const result = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(result.ok ? null : result.error.kind).toBe('invalid-answer');
    expect(seen).toHaveLength(1);
  });

  it('a slow file is fine while bytes keep coming; a file that stops sending fails after the idle time', async () => {
    const drip = (pauses: number[]) => (_url: URL, init: RequestInit) =>
      new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            for (const ms of pauses) {
              await new Promise((r) => setTimeout(r, ms));
              if (init.signal?.aborted) return;
              controller.enqueue(new TextEncoder().encode('x'));
            }
            controller.close();
          },
        }),
        { headers: { 'Content-Type': 'application/pdf' } },
      );
    // Five pauses of 200 ms: 1 s in total, more than the 600 ms budget, never 600 ms without a byte.
    backend([
      [isMethod('get_sales_order_invoice'), () => json({ message: invoiceAnswer })],
      [(url) => url.pathname.startsWith('/files/'), drip([200, 200, 200, 200, 200])],
    ]);
    const slow = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(slow.ok && (await new Response(slow.data.body).text())).toBe('xxxxx');

    backend([
      [isMethod('get_sales_order_invoice'), () => json({ message: invoiceAnswer })],
      [(url) => url.pathname.startsWith('/files/'), drip([50, 2_000])],
    ]);
    const stalled = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(stalled.ok).toBe(true);
    if (!stalled.ok) return;
    await expect(new Response(stalled.data.body).text()).rejects.toThrow();
  });

  it('a site without a default Letter Head (500 NameError in pdf.py) steps aside and is not asked again', async () => {
    const { invoicesOffered } = await import('@/lib/backend/invoice');
    const seen = backend([
      [
        isMethod('get_sales_order_invoice'),
        () =>
          json(
            {
              exc_type: 'NameError',
              exception: "NameError: name '_' is not defined",
              exc: JSON.stringify(['Traceback (most recent call last):\n  File "omnicommerce/controllers/pdf.py"']),
              _exc_source: 'omnicommerce (app)',
            },
            500,
          ),
      ],
    ]);
    expect(invoicesOffered()).toBe(true);
    const first = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(first.ok || first.error.kind).toBe('absent');
    expect(invoicesOffered()).toBe(false);
    const again = await getInvoicePdf('SAL-ORD-2025-00018');
    expect(again.ok || again.error.kind).toBe('absent');
    expect(seen).toHaveLength(1);
  });
});
