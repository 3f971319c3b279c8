/**
 * Sales orders: creation from a quotation (stock taken atomically), the dated status timeline,
 * the answers' shape, the confirmation e-mail and the invoice PDF.
 */
import type { Database } from 'better-sqlite3';
import { recomputeProductStock } from '../catalogue/listing-stats';
import type { Lang, MockOptions } from '../context';
import { validationError } from '../frappe';
import { sendMail } from '../mail';
import { BANK, findCountry } from './data';
import { renderPdf, type PdfLine } from './pdf';
import type { StoredAddress } from './address-input';
import { findItem, takeStock } from './catalogue-items';
import { lineOut, stockError, type PricedLine } from './priced-lines';
import { couponDescription, euro, nextName, token } from './store';

const ORDER_STATUSES = [
  'Draft',
  'To Pay',
  'Paid',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a quotation and an order carry besides their lines and amounts. */
export interface OrderData {
  contact: { first_name: string; last_name: string; email_id: string; phone: string; company_name: string };
  shipping_address: StoredAddress;
  billing_address: StoredAddress;
  shipping_address_different: boolean;
  invoice: boolean;
  business_info: Record<string, string> | null;
  order_comment: string;
  shipping_rule_label: Record<Lang, string>;
  lang: Lang;
}

export interface QuotationRow {
  name: string;
  /** The Customer: its name is the shopper's e-mail; null = the Customer "Guest". */
  user_email: string | null;
  email: string;
  customer_type: string;
  data: string;
  items: string;
  country: string;
  shipping_rule: string | null;
  shipping_cents: number;
  subtotal_cents: number;
  coupon_code: string | null;
  discount_cents: number;
  customer_address: string | null;
  shipping_address_name: string | null;
  created: string;
  modified: string;
  sales_order: string | null;
}

export interface OrderRow {
  name: string;
  quotation: string | null;
  token: string;
  user_email: string | null;
  email: string;
  customer_type: string;
  status: OrderStatus;
  transaction_status: string;
  payment_method: string;
  payment_code: string | null;
  data: string;
  items: string;
  shipping_rule: string | null;
  shipping_cents: number;
  subtotal_cents: number;
  coupon_code: string | null;
  discount_cents: number;
  total_cents: number;
  paid_cents: number;
  confirmation_sent: number;
  customer_address: string | null;
  shipping_address_name: string | null;
  creation: string;
  modified: string;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const yearOf = (ms: number) => new Date(ms).getUTCFullYear();

export function getOrder(db: Database, name: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM sales_order WHERE name = ?').get(name) as OrderRow | undefined;
}

export function addStatus(
  db: Database,
  order: string,
  status: OrderStatus,
  at: string,
  note: string | null = null,
): void {
  db.prepare('INSERT INTO sales_order_status (sales_order, status, at, note) VALUES (?, ?, ?, ?)').run(
    order,
    status,
    at,
    note,
  );
}

export function setStatus(
  db: Database,
  order: OrderRow,
  status: OrderStatus,
  at: string,
  note: string | null = null,
): void {
  const transaction =
    status === 'Paid' || status === 'Processing' || status === 'Shipped' || status === 'Delivered'
      ? 'Completed'
      : status === 'Refunded'
        ? 'Refunded'
        : status === 'Cancelled'
          ? 'Cancelled'
          : order.transaction_status;
  const paid = status === 'Paid' ? order.total_cents : status === 'Refunded' ? 0 : order.paid_cents;
  db.prepare(
    'UPDATE sales_order SET status = ?, transaction_status = ?, paid_cents = ?, modified = ? WHERE name = ?',
  ).run(status, transaction, paid, at, order.name);
  addStatus(db, order.name, status, at, note);
}

/**
 * Makes a new sales order from a quotation (status To Pay), as the real `payment_request` does on
 * every call. The stock of every line is taken in the same SQLite transaction with a conditional
 * UPDATE, so two concurrent orders for the last unit can never both succeed: the second sees no
 * row updated and the whole order rolls back.
 */
export function createOrderFromQuotation(db: Database, q: QuotationRow, gateway: string, now: number): OrderRow {
  const lines = JSON.parse(q.items) as PricedLine[];
  const data = JSON.parse(q.data) as OrderData;
  return db.transaction(() => {
    const touched = new Set<number>();
    for (const line of lines) {
      if (!takeStock(db, line.item_code, line.qty)) {
        const item = findItem(db, line.item_code);
        throw stockError(item ?? { name: line.name, variant: line.variant, stock: 0 }, data.lang);
      }
      touched.add(line.product_id);
    }
    for (const id of touched) recomputeProductStock(db, id);
    const name = nextName(db, `SAL-ORD-${yearOf(now)}-`);
    const at = iso(now);
    const total = Math.max(0, q.subtotal_cents - q.discount_cents) + q.shipping_cents;
    db.prepare(
      `INSERT INTO sales_order (name, quotation, token, user_email, email, customer_type, status, transaction_status, payment_method,
        data, items, shipping_rule, shipping_cents, subtotal_cents, coupon_code, discount_cents, total_cents, paid_cents,
        customer_address, shipping_address_name, creation, modified)
       VALUES (?, ?, ?, ?, ?, ?, 'To Pay', 'New', ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    ).run(
      name,
      q.name,
      token(),
      q.user_email,
      q.email,
      q.customer_type,
      gateway,
      q.data,
      q.items,
      q.shipping_rule,
      q.shipping_cents,
      q.subtotal_cents,
      q.coupon_code,
      q.discount_cents,
      total,
      q.customer_address,
      q.shipping_address_name,
      at,
      at,
    );
    addStatus(db, name, 'Draft', q.created);
    addStatus(db, name, 'To Pay', at);
    db.prepare('UPDATE quotation SET sales_order = ? WHERE name = ?').run(name, q.name);
    return getOrder(db, name)!;
  })();
}

function timeline(db: Database, order: string) {
  return (
    db
      .prepare('SELECT status, at, note FROM sales_order_status WHERE sales_order = ? ORDER BY at, id')
      .all(order) as Array<{
      status: string;
      at: string;
      note: string | null;
    }>
  ).map((s) => ({ status: s.status, date: s.at, note: s.note }));
}

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
function wiredTransferData(order: Pick<OrderRow, 'name' | 'total_cents'>) {
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

/** The order as every endpoint answers it (docs/backend.md "orders", plus the timeline). */
export function orderOut(db: Database, o: OrderRow, lang: Lang) {
  const data = JSON.parse(o.data) as OrderData;
  const lines = JSON.parse(o.items) as PricedLine[];
  const steps = timeline(db, o.name);
  const delivered = steps.filter((s) => s.status === 'Delivered').at(-1)?.date ?? null;
  return {
    name: o.name,
    status: o.status,
    transaction_status: o.transaction_status,
    creation: o.creation,
    modified: o.modified,
    currency: 'EUR',
    total: euro(o.total_cents),
    grand_total: euro(o.total_cents),
    subtotal: euro(o.subtotal_cents),
    shipping_amount: euro(o.shipping_cents),
    shipping_rule: o.shipping_rule,
    shipping_rule_label: data.shipping_rule_label?.[lang] ?? o.shipping_rule ?? '',
    discount_amount: euro(o.discount_cents),
    coupon_code: o.coupon_code,
    coupon_description: couponDescription(o.coupon_code, lang),
    invoice_requested: data.invoice ? 1 : 0,
    customer_type: o.customer_type,
    business_info: data.business_info,
    contact: data.contact,
    shipping_address: data.shipping_address,
    billing_address: data.billing_address,
    order_comment: data.order_comment,
    total_qty: lines.reduce((n, l) => n + l.qty, 0),
    items: lines.map((l) => lineOut(l, lang)),
    paid:
      o.status === 'Paid' || o.status === 'Processing' || o.status === 'Shipped' || o.status === 'Delivered' ? 1 : 0,
    paid_amount: euro(o.paid_cents),
    payment_method: o.payment_method,
    wired_transfer_data: o.payment_method === 'transfer' ? wiredTransferData(o) : null,
    status_timeline: steps,
    delivered_date: delivered,
  };
}

// ---------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------

const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

export interface InvoiceRow {
  name: string;
  sales_order: string;
  file_name: string;
  creation: string;
}

/**
 * The order printed as a PDF (drafts too: it is a print of the Sales Order, not a fiscal invoice),
 * rendered once and kept as the public file `<order>-invoice.pdf`.
 */
export function ensureInvoice(db: Database, o: OrderRow, lang: Lang, now: number): InvoiceRow {
  const existing = db
    .prepare('SELECT name, sales_order, file_name, creation FROM sales_invoice WHERE sales_order = ?')
    .get(o.name) as InvoiceRow | undefined;
  if (existing) return existing;
  const creation = iso(now);
  const row = { name: o.name, sales_order: o.name, file_name: `${o.name}-invoice.pdf`, creation };
  db.prepare('INSERT INTO sales_invoice (name, sales_order, file_name, pdf, creation) VALUES (?, ?, ?, ?, ?)').run(
    row.name,
    o.name,
    row.file_name,
    invoicePdf(o, o.name, creation, lang),
    creation,
  );
  return row;
}

function invoicePdf(o: OrderRow, invoiceName: string, creation: string, lang: Lang): Buffer {
  const data = JSON.parse(o.data) as OrderData;
  const lines = JSON.parse(o.items) as PricedLine[];
  const it = lang === 'it';
  const eur = (c: number) => `EUR ${(c / 100).toFixed(2)}`;
  const bill = data.billing_address;
  const country = findCountry(bill.country_code)?.[lang] ?? bill.country;
  const out: PdfLine[] = [
    { text: 'Bottega Ferramenta S.r.l.', size: 16, bold: true },
    { text: 'Via dei Mille 12, 20129 Milano (MI), Italia - P. IVA 01234567897', size: 9 },
    { text: `${it ? 'Fattura' : 'Invoice'} ${invoiceName}`, size: 14, bold: true, gap: 18 },
    { text: `${it ? 'Data' : 'Date'}: ${creation.slice(0, 10)}    ${it ? 'Ordine' : 'Order'}: ${o.name}` },
    { text: it ? 'Intestatario' : 'Bill to', bold: true, gap: 10 },
    {
      text: [
        bill.company_name ||
          `${bill.first_name} ${bill.last_name}`.trim() ||
          `${data.contact.first_name} ${data.contact.last_name}`,
      ].join(''),
    },
    { text: `${bill.address_line1}${bill.address_line2 ? `, ${bill.address_line2}` : ''}` },
    { text: `${bill.pincode} ${bill.city}${bill.state ? ` (${bill.state})` : ''}, ${country}` },
    ...Object.entries(data.business_info ?? {})
      .filter(([, v]) => v)
      .map(([k, v]): PdfLine => ({ text: `${k.replace(/_/g, ' ')}: ${v}`, size: 9 })),
    { text: it ? 'Articoli' : 'Items', bold: true, gap: 10 },
    ...lines.map((l): PdfLine => ({
      text: `${l.qty} x ${lineOut(l, lang).item_name}  -  ${eur(l.rate_cents)}  =  ${eur(l.rate_cents * l.qty)}`,
      size: 9,
    })),
    { text: `${it ? 'Subtotale' : 'Subtotal'}: ${eur(o.subtotal_cents)}`, gap: 10 },
    { text: `${it ? 'Spedizione' : 'Shipping'}: ${eur(o.shipping_cents)}` },
    ...(o.discount_cents > 0 ? [{ text: `${it ? 'Sconto' : 'Discount'}: -${eur(o.discount_cents)}` }] : []),
    { text: `${it ? 'Totale (IVA inclusa)' : 'Total (VAT included)'}: ${eur(o.total_cents)}`, bold: true },
    { text: `${it ? 'Stato' : 'Status'}: ${o.status}`, size: 9, gap: 10 },
  ];
  return renderPdf(out, `${it ? 'Fattura' : 'Invoice'} ${invoiceName}`);
}

export function assertStatus(value: unknown): OrderStatus {
  if (typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)) return value as OrderStatus;
  throw validationError(`status must be one of ${ORDER_STATUSES.join(', ')}`);
}
