/** The order confirmation e-mail, in the shopper's language, with the bank details when the order awaits a transfer. */
import type { Database } from 'better-sqlite3';
import type { Lang, MockOptions } from '../context';
import { escapeHtml } from '../content/text';
import { sendMail } from '../mail';
import { wiredTransferData } from './bank-transfer';
import type { OrderData, OrderRow } from './orders';
import { lineOut, type PricedLine } from './priced-lines';

const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The order confirmation into the outbox, once per order. */
export function sendOrderConfirmation(db: Database, o: OrderRow, options: MockOptions): void {
  if (o.confirmation_sent) return;
  const data = JSON.parse(o.data) as OrderData;
  const lang = data.lang;
  const lines = JSON.parse(o.items) as PricedLine[];
  const link = `${options.storefrontUrl}/pages/payment-success?order=${encodeURIComponent(o.name)}&token=${encodeURIComponent(o.token)}`;
  const it = lang === 'it';
  const paid = o.status !== 'To Pay';
  const rows = lines.map((l) => `${l.qty} × ${lineOut(l, lang).item_name} — ${money(l.rate_cents * l.qty, lang)}`);
  const totals = [
    `${it ? 'Subtotale' : 'Subtotal'}: ${money(o.subtotal_cents, lang)}`,
    `${it ? 'Spedizione' : 'Shipping'}: ${money(o.shipping_cents, lang)}`,
    ...(o.discount_cents > 0
      ? [`${it ? 'Sconto' : 'Discount'} (${o.coupon_code}): -${money(o.discount_cents, lang)}`]
      : []),
    `${it ? 'Totale' : 'Total'}: ${money(o.total_cents, lang)}`,
  ];
  const bank = wiredTransferData(o);
  const payment = paid
    ? [it ? 'Pagamento con carta ricevuto. Grazie!' : 'Card payment received. Thank you!']
    : o.payment_method === 'transfer'
      ? [
          it
            ? 'Per completare l’ordine effettua un bonifico a:'
            : 'To complete your order, please make a bank transfer to:',
          `${it ? 'Beneficiario' : 'Beneficiary'}: ${bank.beneficiary}`,
          `IBAN: ${bank.iban}`,
          `BIC: ${bank.bic}`,
          `${it ? 'Importo' : 'Amount'}: ${money(o.total_cents, lang)}`,
          `${it ? 'Causale' : 'Reason'}: ${o.name}`,
        ]
      : [it ? 'Il pagamento con carta è in attesa.' : 'Your card payment is pending.'];
  const greeting = it ? `Ciao ${data.contact.first_name},` : `Hello ${data.contact.first_name},`;
  const intro = it
    ? `grazie per il tuo ordine ${o.name} su Bottega.`
    : `thank you for your order ${o.name} at Bottega.`;
  const view = it ? 'Vedi il tuo ordine' : 'View your order';
  const text = [greeting, intro, '', ...rows, '', ...totals, '', ...payment, '', `${view}: ${link}`].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>` +
    `<p>${totals.map(escapeHtml).join('<br>')}</p><p>${payment.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(view)}</a></p>`;
  sendMail(
    db,
    {
      to: o.email,
      subject: it ? `Conferma ordine ${o.name} – Bottega` : `Order confirmation ${o.name} – Bottega`,
      text,
      html,
      links: [link],
    },
    options.now(),
  );
  db.prepare('UPDATE sales_order SET confirmation_sent = 1 WHERE name = ?').run(o.name);
}
