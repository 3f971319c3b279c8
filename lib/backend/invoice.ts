import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { readSessionJwt } from '@/lib/session';
import { call } from './call';
import { knownRefusal, rememberRefusal } from './refusals';
import { fail, ok, type BackendError, type Result } from './result';
import { invoiceAnswerSchema } from './schemas/orders';

export interface BackendFile {
  body: ReadableStream<Uint8Array>;
  filename: string;
}

const INVOICE = 'omnicommerce.controllers.pdf.get_sales_order_invoice';

/**
 * omnicommerce's pdf.py on a site with no default Letter Head: it calls `_()` without importing
 * it, so the message meant for the operator becomes 500 NameError (docs/backend.md "invoices").
 */
function isMissingLetterHead(error: BackendError): boolean {
  return error.status === 500 && error.excType === 'NameError';
}

/** Whether invoices can be printed now: not once the back-end answered that it has no Letter Head. */
export function invoicesOffered(): boolean {
  return knownRefusal(INVOICE) === null;
}

/**
 * The invoice PDF of one of the shopper's orders. `get_sales_order_invoice` names the file
 * (another customer's order answers 200 `{error}`: not found); the file sits at a public,
 * guessable `/files/` URL, so the storefront reads it itself and never hands the URL out.
 */
export async function getInvoicePdf(orderName: string): Promise<Result<BackendFile>> {
  const invoice = await call({
    path: INVOICE,
    method: 'POST',
    params: { order_id: orderName },
    schema: invoiceAnswerSchema,
    session: 'required',
  });
  if (!invoice.ok) {
    if (isMissingLetterHead(invoice.error)) {
      log.warn('invoice.no-letter-head', { hint: 'set a default Letter Head on the back-end' });
      rememberRefusal(INVOICE, { kind: 'absent', status: 500, excType: 'NameError' });
      return fail({ kind: 'absent' });
    }
    return invoice;
  }
  if (!invoice.data.file) return fail({ kind: 'not-found' });
  return fetchBackendFile(invoice.data.file, 'application/pdf');
}

/**
 * A file of the back-end (`/files/…` or `/private/files/…`), streamed. Limited by IDLE time: it
 * fails when no byte arrives for the back-end timeout, however long a big file takes in total.
 */
async function fetchBackendFile(fileUrl: string, expectedType: string): Promise<Result<BackendFile>> {
  const config = env();
  let url: URL;
  try {
    url = new URL(fileUrl, config.BACKEND_URL);
  } catch {
    return fail({ kind: 'invalid-answer' });
  }
  // Only the back-end's own files: a file URL pointing elsewhere is refused, not fetched.
  if (url.origin !== new URL(config.BACKEND_URL).origin || !/^\/(private\/)?files\//.test(url.pathname)) {
    log.warn('backend.invalid-answer', { path: 'file', reason: 'foreign file url' });
    return fail({ kind: 'invalid-answer' });
  }
  const jwt = await readSessionJwt();
  const watch = idleWatch(config.BACKEND_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      headers: {
        Authorization: `token ${config.BACKEND_API_KEY}:${config.BACKEND_API_SECRET}`,
        ...(jwt ? { Jwt: `Bearer ${jwt}` } : {}),
      },
      cache: 'no-store',
      signal: watch.signal,
    });
    watch.pause();
    if (response.status === 404) return fail({ kind: 'not-found', status: 404 });
    if (!response.ok || !response.body) return fail({ kind: 'unavailable', status: response.status });
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith(expectedType)) {
      log.warn('backend.invalid-answer', { path: 'file', reason: `content-type ${type}` });
      await response.body.cancel();
      return fail({ kind: 'invalid-answer' });
    }
    let filename = url.pathname.split('/').pop() ?? 'document.pdf';
    try {
      filename = decodeURIComponent(filename);
    } catch {
      /* a name that is not valid percent-encoding is used as it is */
    }
    return ok({ body: idleLimited(response.body, watch), filename });
  } catch (error) {
    watch.pause();
    log.warn('backend.unavailable', { path: 'file', reason: String(error) });
    return fail({ kind: 'unavailable' });
  }
}

interface IdleWatch {
  signal: AbortSignal;
  /** Starts (again) counting the idle time. */
  arm(): void;
  /** Stops counting: bytes arrived, or the reader is not asking for more. */
  pause(): void;
}

/** An abort signal that fires after `idleMs` without bytes; armed at once (waiting for the headers). */
function idleWatch(idleMs: number): IdleWatch {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => clearTimeout(timer);
  const arm = () => {
    pause();
    timer = setTimeout(() => controller.abort(new DOMException('No bytes for too long', 'TimeoutError')), idleMs);
  };
  arm();
  return { signal: controller.signal, arm, pause };
}

/** The stream, failing when the back-end sends nothing for the watch's idle time while we wait for it. */
function idleLimited(source: ReadableStream<Uint8Array>, watch: IdleWatch): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      watch.arm();
      try {
        const { done, value } = await reader.read();
        watch.pause();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        watch.pause();
        log.warn('backend.unavailable', { path: 'file', reason: 'idle' });
        controller.error(error);
      }
    },
    cancel(reason) {
      watch.pause();
      return reader.cancel(reason);
    },
  });
}
