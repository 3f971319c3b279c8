/** Cart lines as a quotation and an order keep them: read from the request, priced from the catalogue. */
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { validationError } from '../frappe';
import { findItem, itemTitle, type CatalogueItem } from './catalogue-items';
import { euro } from './store';

export interface PricedLine {
  item_code: string;
  product_id: number;
  slug: string;
  name: Record<Lang, string>;
  variant: Record<Lang, string>;
  qty: number;
  price_cents: number;
  rate_cents: number;
  image: string | null;
}

export interface RequestedLine {
  item_code: string;
  qty: number;
}

/** Reads `items` as the storefront sends them: a list (or JSON list) of {item_code, qty}. */
export function readRequestedLines(value: unknown, lang: Lang): RequestedLine[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      throw validationError(lang === 'it' ? 'Articoli non validi' : 'items must be a list');
    }
  }
  if (!Array.isArray(list) || list.length === 0) {
    throw validationError(lang === 'it' ? 'Il carrello è vuoto' : 'The cart is empty: add at least one item');
  }
  if (list.length > 100) throw validationError('Too many lines (100 at most)');
  const merged = new Map<string, number>();
  for (const raw of list) {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const code = typeof entry.item_code === 'string' ? entry.item_code.trim() : '';
    const qty = typeof entry.qty === 'string' ? Number(entry.qty) : entry.qty;
    if (!code) throw validationError('Every line needs an item_code');
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > 99) {
      throw validationError(
        lang === 'it'
          ? `Quantità non valida per ${code}: da 1 a 99`
          : `Invalid quantity for ${code}: whole numbers from 1 to 99`,
      );
    }
    merged.set(code, Math.min(99, (merged.get(code) ?? 0) + qty));
  }
  return [...merged].map(([item_code, qty]) => ({ item_code, qty }));
}

/**
 * Prices every line from the catalogue (the rate the client sent is ignored: docs/decisions.md "prices
 * at checkout"). Unknown items and lines above the stock are refused with a clear message.
 */
export function priceLines(db: Database, lines: RequestedLine[], lang: Lang, checkStock = true): PricedLine[] {
  return lines.map(({ item_code, qty }) => {
    const item = findItem(db, item_code);
    if (!item) {
      throw validationError(
        lang === 'it' ? `L'articolo ${item_code} non esiste più` : `Item ${item_code} does not exist`,
      );
    }
    if (checkStock && qty > item.stock) throw stockError(item, lang);
    return pricedLine(item, qty);
  });
}

/** A line of `qty` of a catalogue item, at its current rate unless another is given. */
export function pricedLine(item: CatalogueItem, qty: number, rateCents = item.rate_cents): PricedLine {
  return {
    item_code: item.item_code,
    product_id: item.product_id,
    slug: item.slug,
    name: item.name,
    variant: item.variant,
    qty,
    price_cents: item.price_cents,
    rate_cents: rateCents,
    image: item.image,
  };
}

export function stockError(item: Pick<CatalogueItem, 'name' | 'variant' | 'stock'>, lang: Lang) {
  const title = itemTitle(item, lang);
  if (item.stock <= 0) {
    return validationError(
      lang === 'it'
        ? `${title} è esaurito: rimuovilo dal carrello per continuare`
        : `${title} is out of stock: remove it from your cart to continue`,
    );
  }
  return validationError(
    lang === 'it' ? `Disponibili solo ${item.stock} pezzi di ${title}` : `Only ${item.stock} of ${title} left in stock`,
  );
}

export const subtotalOf = (lines: Pick<PricedLine, 'qty' | 'rate_cents'>[]) =>
  lines.reduce((n, l) => n + l.rate_cents * l.qty, 0);

export function lineOut(line: PricedLine, lang: Lang) {
  return {
    item_code: line.item_code,
    item_name: itemTitle(line, lang),
    product_name: line.name[lang],
    variant: line.variant[lang] || null,
    slug: line.slug,
    qty: line.qty,
    price_list_rate: euro(line.price_cents),
    rate: euro(line.rate_cents),
    amount: euro(line.rate_cents * line.qty),
    image: line.image,
  };
}
