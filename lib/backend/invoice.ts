import 'server-only';
import { log } from '@/lib/log';
import { call, callFile, type BackendFile } from './call';
import { knownRefusal, rememberRefusal } from './refusals';
import { fail, type BackendError, type Result } from './result';
import { invoiceAnswerSchema } from './schemas/orders';
import { METHODS } from './methods';

/**
 * omnicommerce's pdf.py on a site with no default Letter Head: it calls `_()` without importing
 * it, so the message meant for the operator becomes 500 NameError (docs/backend.md "invoices").
 */
function isMissingLetterHead(error: BackendError): boolean {
  return error.status === 500 && error.excType === 'NameError';
}

/** Whether invoices can be printed now: not once the back-end answered that it has no Letter Head. */
export function invoicesOffered(): boolean {
  return knownRefusal(METHODS.invoice) === null;
}

/**
 * The invoice PDF of one of the shopper's orders. `get_sales_order_invoice` names the file
 * (another customer's order answers 200 `{error}`: not found); the file sits at a public,
 * guessable `/files/` URL, so the storefront reads it itself and never hands the URL out.
 */
export async function getInvoicePdf(orderName: string): Promise<Result<BackendFile>> {
  const invoice = await call({
    path: METHODS.invoice,
    method: 'POST',
    params: { order_id: orderName },
    schema: invoiceAnswerSchema,
    session: 'required',
  });
  if (!invoice.ok) {
    if (isMissingLetterHead(invoice.error)) {
      log.warn('invoice.no-letter-head', { hint: 'set a default Letter Head on the back-end' });
      rememberRefusal(METHODS.invoice, { kind: 'absent', status: 500, excType: 'NameError' });
      return fail({ kind: 'absent' });
    }
    return invoice;
  }
  if (!invoice.data.file) return fail({ kind: 'not-found' });
  return callFile({ file: invoice.data.file, type: 'application/pdf', session: 'required' });
}
