/** The invoice: the order printed once as a PDF and kept as a public file. */
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { findCountry } from './data';
import { iso, type OrderData, type OrderRow } from './orders';
import { renderPdf, type PdfLine } from './pdf';
import { lineOut, type PricedLine } from './priced-lines';

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
