/** Paying by bank transfer: the shop's account, with the order number as the transfer reason. */
import { BANK } from './data';
import type { OrderRow } from './orders';
import { euro } from './store';

/**
 * What the real `payment_request` answers as `wired_transfer_data` for a bank transfer: the site's
 * bank-transfer text (HTML, in the shop's language) followed by `<h2><order name></h2>`.
 */
export function wiredTransferHtml(order: Pick<OrderRow, 'name'>): string {
  return (
    `<p>Per completare l'ordine effettua un bonifico bancario a <strong>${BANK.beneficiary}</strong>, ` +
    `IBAN <strong>${BANK.iban}</strong> (BIC ${BANK.bic}, ${BANK.bank_name}), indicando come causale il numero d'ordine.</p>` +
    `<h2>${order.name}</h2>`
  );
}

/** The bank transfer details of an order (the order number is the transfer reason). */
export function wiredTransferData(order: Pick<OrderRow, 'name' | 'total_cents'>) {
  return {
    beneficiary: BANK.beneficiary,
    iban: BANK.iban,
    bic: BANK.bic,
    bank_name: BANK.bank_name,
    amount: euro(order.total_cents),
    currency: 'EUR',
    reason: order.name,
  };
}
