import type { OrderRow } from './orders';

/** ERPNext's view of an order whose life the mock keeps in the shop's status words. */
export interface ErpState {
  docstatus: 0 | 1 | 2;
  status: string;
  paid: 'YES' | 'NO';
  transaction_status: string;
}

/** Gateways whose orders are submitted at once (no online payment to wait for). */
const SUBMITTED_AT_ONCE = ['transfer', 'cash_on_delivery'];

export function erpState(o: Pick<OrderRow, 'status' | 'payment_method' | 'paid_cents'>): ErpState {
  switch (o.status) {
    case 'Draft':
      return { docstatus: 0, status: 'Draft', paid: 'NO', transaction_status: 'New' };
    case 'To Pay':
      return SUBMITTED_AT_ONCE.includes(o.payment_method)
        ? { docstatus: 1, status: 'To Deliver and Bill', paid: 'NO', transaction_status: 'New' }
        : { docstatus: 0, status: 'Draft', paid: 'NO', transaction_status: 'New' };
    case 'Paid':
      return { docstatus: 1, status: 'To Deliver and Bill', paid: 'YES', transaction_status: 'Inserted' };
    case 'Processing':
      return { docstatus: 1, status: 'To Deliver and Bill', paid: 'YES', transaction_status: 'Under processing' };
    case 'Shipped':
      return { docstatus: 1, status: 'To Bill', paid: 'YES', transaction_status: 'Shipped' };
    case 'Delivered':
      return { docstatus: 1, status: 'Completed', paid: 'YES', transaction_status: 'Shipped' };
    case 'Refunded':
      return { docstatus: 1, status: 'Closed', paid: 'YES', transaction_status: 'Accepted' };
    case 'Cancelled':
      return { docstatus: 2, status: 'Cancelled', paid: o.paid_cents > 0 ? 'YES' : 'NO', transaction_status: 'New' };
  }
}
