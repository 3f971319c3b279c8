import 'server-only';
import { z } from 'zod';
import { call } from './call';
import { knownRefusal, rememberRefusal } from './refusals';
import { fail, ok, type BackendError, type Result } from './result';
import { euroAsCents, lenientArray, requiredEuroAsCents } from './schemas/common';
import { METHODS } from './methods';

/**
 * The order finished with stock ERPNext, where mymb's payment_request cannot (docs/backend.md
 * "payment_request on ERPNext 15.70 and later"): the quotation is submitted, turned into a Sales
 * Order by ERPNext's own mapper, the order inserted and (bank transfer) submitted, then its Payment
 * Request made by ERPNext's own method. Each step is found again before it is made, so a retry
 * continues where the last attempt stopped and never makes a second order. The application
 * token's user needs Sales User (quotation, order) and Accounts User (payment request).
 */

const BROKEN = 'erpnext:payment_request';

/**
 * Whether this failure of mymb's payment_request is ERPNext 15.70's changed signature (it passes
 * names where ERPNext now wants the document; Frappe rolled the request back, so nothing was
 * made). Remembered like a refusal: the next orders go the stock way at once, and the checkout
 * offers only what that way can finish.
 */
export function noteBrokenPaymentRequest(error: BackendError): boolean {
  const broken = error.status === 500 && error.excType === 'AttributeError' && /doctype/.test(error.message ?? '');
  if (broken) rememberRefusal(BROKEN, { kind: 'unavailable', status: 500, excType: 'AttributeError' });
  return broken;
}

export function paymentRequestKnownBroken(): boolean {
  return knownRefusal(BROKEN) !== null;
}

const docstatus = z.coerce.number().int();
const quotationStateSchema = z.object({ name: z.string().min(1), docstatus });
const orderRowSchema = z.object({
  name: z.string().min(1),
  docstatus,
  grand_total: euroAsCents,
  rounded_total: euroAsCents,
  currency: z.string().nullish(),
});
export type StockOrder = z.infer<typeof orderRowSchema>;
const paymentRequestRowSchema = z.object({
  name: z.string().min(1),
  grand_total: requiredEuroAsCents,
  currency: z.string().nullish(),
});
export type StockPaymentRequest = z.infer<typeof paymentRequestRowSchema>;

/** ERPNext's mapper answers an unsaved Sales Order: kept whole, it is what gets inserted. */
const mappedOrderSchema = z.looseObject({ doctype: z.literal('Sales Order') });

const ORDER_FIELDS = ['name', 'docstatus', 'grand_total', 'rounded_total', 'currency'];

/**
 * The order already made from this quotation, not cancelled: by mymb's payment_request or by this
 * way, both of which set mymb's `quotation_name` on the order (ERPNext's own item link,
 * `prevdoc_docname`, is set by this way only).
 */
async function orderOf(quotation: string, locale: string): Promise<Result<StockOrder | null>> {
  const rows = await call({
    path: 'resource:Sales Order',
    params: {
      filters: [
        ['quotation_name', '=', quotation],
        ['docstatus', '!=', 2],
      ],
      fields: ORDER_FIELDS,
      limit_page_length: 1,
    },
    schema: lenientArray(orderRowSchema),
    locale,
  });
  return rows.ok ? ok(rows.data[0] ?? null) : rows;
}

export interface StockOrderInput {
  quotation: string;
  /** mymb's payment_mode word (`TRANSFER`): its on_submit hook picks the confirmation e-mail by it. */
  paymentMode: 'TRANSFER';
  /** The shopper's e-mail: the Payment Request goes to them, not to the API user. */
  email: string;
  /** `YYYY-MM-DD`, mandatory on an ERPNext Sales Order of type Sales. */
  deliveryDate: string;
  locale: string;
}

/** The order and its Payment Request, made (or found) with stock ERPNext. */
export async function finishWithStockErpnext(
  input: StockOrderInput,
): Promise<Result<{ order: StockOrder; paymentRequest: StockPaymentRequest }>> {
  const { quotation, locale } = input;
  const found = await orderOf(quotation, locale);
  if (!found.ok) return found;
  let made = found.data;
  if (!made) {
    const submitted = await submitQuotation(quotation, locale);
    if (!submitted.ok) return submitted;
    const mapped = await call({
      path: METHODS.quotationToSalesOrder,
      method: 'POST',
      params: { source_name: quotation },
      schema: mappedOrderSchema,
      locale,
    });
    if (!mapped.ok) return mapped;
    // The mapper's placeholder name and local flags are not the new document's.
    const { name: _placeholder, __islocal: _local, __unsaved: _unsaved, ...draft } = mapped.data;
    const inserted = await call({
      path: 'resource:Sales Order',
      method: 'POST',
      params: {
        ...draft,
        delivery_date: input.deliveryDate,
        payment_mode: input.paymentMode,
        quotation_name: quotation,
      },
      schema: orderRowSchema,
      locale,
      timeoutMs: 20_000,
    });
    if (!inserted.ok) return inserted;
    made = inserted.data;
  }
  if (made.docstatus === 0) {
    const submitted = await call({
      path: `resource:Sales Order/${made.name}`,
      method: 'PUT',
      params: { docstatus: 1 },
      schema: orderRowSchema,
      locale,
      timeoutMs: 20_000,
    });
    if (!submitted.ok) return submitted;
    made = submitted.data;
  }
  const request = await paymentRequestOf(made.name, input.email, locale);
  return request.ok ? ok({ order: made, paymentRequest: request.data }) : request;
}

/** Submitted, so ERPNext's mapper takes it; a quotation submitted by an earlier try is left as it is. */
async function submitQuotation(quotation: string, locale: string): Promise<Result<true>> {
  const state = await call({ path: `resource:Quotation/${quotation}`, schema: quotationStateSchema, locale });
  if (!state.ok) return state;
  if (state.data.docstatus === 1) return ok(true);
  if (state.data.docstatus !== 0) return fail({ kind: 'rejected', message: 'quotation cancelled' });
  const submitted = await call({
    path: `resource:Quotation/${quotation}`,
    method: 'PUT',
    params: { docstatus: 1 },
    schema: quotationStateSchema,
    locale,
  });
  return submitted.ok ? ok(true) : submitted;
}

/**
 * The order's Payment Request: the one an earlier try made, else ERPNext's make_payment_request,
 * submitted, without its e-mail (mymb's order e-mail is the shopper's confirmation) and addressed
 * to the shopper. No gateway is named: ERPNext makes it without one.
 */
async function paymentRequestOf(order: string, email: string, locale: string): Promise<Result<StockPaymentRequest>> {
  const found = await call({
    path: 'resource:Payment Request',
    params: {
      filters: [
        ['reference_doctype', '=', 'Sales Order'],
        ['reference_name', '=', order],
        ['docstatus', '!=', 2],
      ],
      fields: ['name', 'grand_total', 'currency'],
      limit_page_length: 1,
    },
    schema: lenientArray(paymentRequestRowSchema),
    locale,
  });
  if (!found.ok) return found;
  if (found.data[0]) return ok(found.data[0]);
  return call({
    path: METHODS.makePaymentRequest,
    method: 'POST',
    params: { dt: 'Sales Order', dn: order, submit_doc: 1, mute_email: 1, recipient_id: email },
    schema: paymentRequestRowSchema,
    locale,
    timeoutMs: 20_000,
  });
}
