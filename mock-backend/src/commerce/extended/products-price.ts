/** `get_products_price`: the catalogue's current prices and stock for a list of item codes. */
import type { AppContext } from '../../context';
import { validationError, type Args } from '../../frappe';
import { findItem, itemTitle } from '../catalogue-items';
import { euro } from '../store';

/** `a,b,c` or a JSON list or a real list → strings. */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return list(JSON.parse(text));
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
export function productsPrice(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const codes = list(a.item_codes);
  const qtys = list(a.quantity_list).map((q) => Number(q));
  if (codes.length > 200) throw validationError('Ask for 200 items at most');
  return codes.flatMap((code, i) => {
    const item = findItem(db, code);
    if (!item) return [];
    const qty = Number.isInteger(qtys[i]) && qtys[i]! > 0 ? qtys[i]! : 1;
    return [
      {
        item_code: item.item_code,
        requested_code: code,
        item_name: itemTitle(item, lang),
        product_name: item.name[lang],
        variant: item.variant[lang] || null,
        slug: item.slug,
        qty,
        price: euro(item.price_cents),
        sale_price: item.sale_cents === null ? null : euro(item.sale_cents),
        rate: euro(item.rate_cents),
        amount: euro(item.rate_cents * qty),
        stock: Math.max(0, item.stock),
        is_in_stock: item.stock > 0 ? 1 : 0,
        image: item.image,
      },
    ];
  });
}
