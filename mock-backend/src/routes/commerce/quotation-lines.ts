/** The Quotation Item rows `create_quotation` stores, and how it refuses them. */
import type { AppContext } from '../../context';
import { validationError, type Args } from '../../frappe';
import { findItem } from '../../commerce/catalogue-items';
import { pricedLine, stockError, type PricedLine } from '../../commerce/priced-lines';
import { asObject, text } from './method-args';

/** The real method wraps a failed insert in a 417 whose text embeds the whole request. */
export function insertFailed(a: Args, reason: string) {
  const request = JSON.stringify({
    items: a.items,
    contact_info: a.contact_info,
    business_info: a.business_info ?? null,
  });
  return validationError(`ERROR in quotation creation. Order: ${request}. ${reason}`);
}

/** Quotation Item rows as sent: the `rate` given is stored (the catalogue's rate when none). */
export function quotationLines(c: AppContext, a: Args): PricedLine[] {
  const db = c.get('db');
  const lang = c.get('lang');
  if (!Array.isArray(a.items)) throw insertFailed(a, 'items must be a list of Quotation Item rows');
  if (a.items.length === 0) throw insertFailed(a, 'Items cannot be empty');
  const items: unknown[] = a.items;
  const lines = items.map((raw, i): PricedLine => {
    const row = asObject(raw) ?? {};
    const code = text(row.item_code);
    const item = code ? findItem(db, code) : null;
    if (!item) throw insertFailed(a, `Could not find Item: ${code}`);
    const qty = Number(row.qty);
    if (!Number.isInteger(qty) || qty < 1 || qty > 99)
      throw insertFailed(a, `Row #${i + 1}: Quantity must be a whole number from 1 to 99`);
    const rate =
      row.rate === undefined || row.rate === null || row.rate === '' ? item.rate_cents / 100 : Number(row.rate);
    if (!Number.isFinite(rate) || rate < 0) throw insertFailed(a, `Row #${i + 1}: Rate must be a number`);
    return pricedLine(item, qty, Math.round(rate * 100));
  });
  // The mock's oversell guard starts here (stock is taken when the order is made): a line above the stock is refused.
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.item_code, (wanted.get(l.item_code) ?? 0) + l.qty);
  for (const [code, qty] of wanted) {
    const item = findItem(db, code)!;
    if (qty > item.stock) throw stockError(item, lang);
  }
  return lines;
}
