import 'server-only';
import { z } from 'zod';
import type { StatementItem } from '@/lib/domain/withdrawal';
import { call } from './call';
import { fail, ok, type Result } from './result';
import { lenientArray } from './schemas/common';
import { backendTime } from './schemas/order-fields';
import { getAllOrders } from './orders';
import { METHODS } from './methods';

/**
 * The online withdrawal on the back-end (docs/backend/orders.md "withdrawal"): the order is found
 * with stock Frappe, and the statement is recorded as a Communication on the Sales Order, mailed to
 * the shopper through the site's outgoing e-mail account (the acknowledgement on a durable medium).
 * The application token's user needs Sales User (read Sales Order, and its "email" permission).
 */

/** An order a shopper may withdraw from, with its lines. */
export interface WithdrawableOrder {
  name: string;
  orderedOn: string | null;
  /** The order's e-mail: where the acknowledgement goes. */
  email: string | null;
  items: StatementItem[];
}

const itemsSchema = lenientArray(
  z.object({ item_code: z.string().min(1), item_name: z.string().nullish(), qty: z.coerce.number().catch(1) }),
).transform((rows) => rows.map((r) => ({ code: r.item_code, name: r.item_name || r.item_code, qty: r.qty })));

const guestOrderSchema = lenientArray(
  z.object({
    name: z.string().min(1),
    creation: backendTime.nullish().catch(null),
    docstatus: z.coerce.number().nullish(),
    recipient_email: z.string().nullish(),
  }),
);

/**
 * A guest's order, found by its number AND its e-mail with the application token: a wrong number
 * and a wrong e-mail both answer `not-found`, so the answer never tells a stranger whether an order
 * exists. A cancelled order is not withdrawn from.
 */
export async function findGuestOrder(order: string, email: string): Promise<Result<WithdrawableOrder>> {
  const rows = await call({
    path: 'resource:Sales Order',
    params: {
      fields: ['name', 'creation', 'docstatus', 'recipient_email'],
      filters: [
        ['name', '=', order],
        ['recipient_email', '=', email],
      ],
      limit_page_length: 1,
    },
    schema: guestOrderSchema,
  });
  if (!rows.ok) return rows;
  const [found] = rows.data;
  if (!found || found.docstatus === 2) return fail({ kind: 'not-found' });
  const doc = await call({
    path: `resource:Sales Order/${found.name}`,
    schema: z.object({ items: itemsSchema }),
  });
  if (!doc.ok) return doc;
  return ok({
    name: found.name,
    orderedOn: found.creation ?? null,
    email: found.recipient_email ?? email,
    items: doc.data.items,
  });
}

/** The signed-in shopper's orders that can be withdrawn from (every one not cancelled), newest first. */
export async function ownWithdrawableOrders(): Promise<Result<WithdrawableOrder[]>> {
  const orders = await getAllOrders();
  if (!orders.ok) return orders;
  return ok(
    orders.data
      .filter((o) => o.status !== 'Cancelled' && o.status !== 'Refunded')
      .map((o) => ({
        name: o.name,
        orderedOn: o.creation,
        // The shopper's own account e-mail receives the acknowledgement.
        email: null,
        items: o.items.map((i) => ({ code: i.item_code, name: i.item_name || i.item_code, qty: i.qty })),
      })),
  );
}

export interface RecordedWithdrawal {
  /** The Communication's name on the back-end. */
  record: string;
}

const recordedSchema = lenientArray(z.object({ name: z.string().min(1), creation: backendTime }));

/**
 * The statement an attempt already recorded, if any: its Communication on the order, found by the
 * attempt's mark in the subject. An answer lost on the way (a timeout, a closed tab) leaves no
 * cookie behind, so a retry asks the back-end before recording again. Frappe lets the API user read
 * the Communications it made itself; a back-end that will not say answers an error, and the caller
 * records.
 */
export async function findRecordedWithdrawal(
  order: string,
  mark: string,
): Promise<Result<(RecordedWithdrawal & { sentAt: string }) | null>> {
  const rows = await call({
    path: 'resource:Communication',
    params: {
      fields: ['name', 'creation'],
      filters: [
        ['reference_doctype', '=', 'Sales Order'],
        ['reference_name', '=', order],
        ['subject', 'like', `%${mark}%`],
      ],
      order_by: 'creation asc',
      limit_page_length: 1,
    },
    schema: recordedSchema,
  });
  if (!rows.ok) return rows;
  const [first] = rows.data;
  return ok(first ? { record: first.name, sentAt: first.creation } : null);
}

/**
 * Records the statement against the Sales Order and mails it to the shopper: Frappe's own
 * `communication.email.make` with `send_email`, through the site's default outgoing account. Not
 * idempotent: the caller makes sure one statement is recorded once.
 */
export async function recordWithdrawal(input: {
  order: string;
  subject: string;
  html: string;
  email: string;
  locale: string;
}): Promise<Result<RecordedWithdrawal>> {
  const made = await call({
    path: METHODS.sendCommunication,
    method: 'POST',
    params: {
      doctype: 'Sales Order',
      name: input.order,
      subject: input.subject,
      content: input.html,
      recipients: input.email,
      communication_medium: 'Email',
      sent_or_received: 'Sent',
      send_email: 1,
    },
    schema: z.object({ name: z.string().min(1) }),
    locale: input.locale,
    timeoutMs: 20_000,
  });
  return made.ok ? ok({ record: made.data.name }) : made;
}
