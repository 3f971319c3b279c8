import { z } from 'zod';
import { lenientArray } from './common';
import { backendTime } from './order-fields';

/** An order's dated status updates, shown oldest first on the order page and in tracking. */
export const timelineEntrySchema = z.object({
  status: z.string().min(1),
  date: backendTime,
  note: z.string().nullish(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const oldestFirst = (entries: TimelineEntry[]) =>
  [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));

/** The optional `get_sales_order` (docs/backend/orders.md): only its dated status updates are read. */
export const orderTimelineSchema = z
  .object({ status_timeline: lenientArray(timelineEntrySchema) })
  .transform(({ status_timeline }) => oldestFirst(status_timeline));
