import type { Database } from 'better-sqlite3';
import type { Row } from '../frappe';
import { frappeDatetime } from './frappe-time';
import type { OrderData } from './orders';

/**
 * The order comment as the real back-end keeps it: create_quotation inserts a Comment on the
 * Quotation and payment_request copies it to the Sales Order (a Comment document, not a field of
 * the order). Served through the stock Comment resource, with the blog's comments.
 */
export function orderCommentRows(db: Database): Row[] {
  const hasOrders = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sales_order'").get();
  if (!hasOrders) return [];
  const orders = db
    .prepare('SELECT name, data, email, creation FROM sales_order ORDER BY creation ASC')
    .all() as Array<{ name: string; data: string; email: string; creation: string }>;
  return orders.flatMap((o) => {
    const comment = (JSON.parse(o.data) as OrderData).order_comment;
    if (!comment) return [];
    return [
      {
        name: `cmt-${o.name}`,
        owner: 'Guest',
        creation: frappeDatetime(o.creation),
        modified: frappeDatetime(o.creation),
        docstatus: 0,
        comment_type: 'Comment',
        reference_doctype: 'Sales Order',
        reference_name: o.name,
        content: comment,
        comment_email: o.email,
        published: 0,
      },
    ];
  });
}
