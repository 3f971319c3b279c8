import { z } from 'zod';
import { toShopStatus } from '@/lib/domain/order-status';
import { euroAsCents, lenientArray, text } from './common';
import { backendTime, yesNo } from './order-fields';
import { oldestFirst, timelineEntrySchema } from './order-timeline';

/** What tracking shows: no address and nothing else that identifies the buyer. */
const trackedOrderShape = {
  name: z.string().min(1),
  status: text,
  transaction_status: z.string().nullish(),
  docstatus: z.coerce.number().nullish(),
  creation: backendTime,
  paid: yesNo,
};

/** The optional `track_order` (docs/backend/orders.md): the order with its items and timeline. */
export const trackOrderAnswerSchema = z
  .object({
    ...trackedOrderShape,
    total: euroAsCents,
    payment_method: z.string().nullish(),
    items: lenientArray(
      z.object({ item_code: z.string().min(1), item_name: z.string().nullish(), qty: z.coerce.number().catch(1) }),
    ),
    status_timeline: lenientArray(timelineEntrySchema),
  })
  .transform(({ status, transaction_status, docstatus, status_timeline, ...o }) => ({
    ...o,
    status: toShopStatus({ status, transaction_status, docstatus, paid: o.paid }) ?? status,
    timeline: oldestFirst(status_timeline),
  }));

/** The stock Sales Order list filtered by name and `recipient_email`: `[]` when they do not match. */
export const trackedRowsSchema = lenientArray(
  z
    .object({ ...trackedOrderShape, grand_total: euroAsCents })
    .transform(({ status, transaction_status, docstatus, grand_total, ...o }) => ({
      ...o,
      status: toShopStatus({ status, transaction_status, docstatus, paid: o.paid }) ?? status,
      total: grand_total,
      payment_method: null,
      items: [],
      timeline: [],
    })),
);
export type TrackedOrder = z.infer<typeof trackOrderAnswerSchema>;
