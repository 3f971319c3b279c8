/**
 * Naming series, catalogue look-ups, priced lines and address input checks shared by the commerce
 * area (tables: schema.ts). Money is kept in integer cents; answers convert to euro at the edge,
 * as the real back-end speaks euro.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { validationError } from '../frappe';
import { pictureUrl } from '../catalogue/present';
import { COLOR_BY_KEY } from '../seed/colors';
import { itLabel, PRODUCT_TYPES } from '../seed/product-types';
import { findCountry, findCoupon, type CountryDef } from './data';

/** ERPNext-style names: SAL-ORD-2026-00001 … one counter per prefix, inside the caller's transaction. */
export function nextName(db: Database, prefix: string): string {
  db.prepare('INSERT INTO naming_series (prefix, current) VALUES (?, 0) ON CONFLICT(prefix) DO NOTHING').run(prefix);
  db.prepare('UPDATE naming_series SET current = current + 1 WHERE prefix = ?').run(prefix);
  const { current } = db.prepare('SELECT current FROM naming_series WHERE prefix = ?').get(prefix) as {
    current: number;
  };
  return `${prefix}${String(current).padStart(5, '0')}`;
}

export const token = (bytes = 18) => randomBytes(bytes).toString('base64url');
export const euro = (cents: number) => Math.round(cents) / 100;

// ---------------------------------------------------------------------------------------------
// Catalogue look-ups
// ---------------------------------------------------------------------------------------------

export interface CatalogueItem {
  item_code: string;
  product_id: number;
  slug: string;
  name: Record<Lang, string>;
  variant: Record<Lang, string>;
  price_cents: number;
  sale_cents: number | null;
  /** What one unit costs now: the sale price when there is one. */
  rate_cents: number;
  stock: number;
  image: string | null;
}

interface VariantRow {
  sku: string;
  color: string | null;
  size: string | null;
  price: number;
  sale_price: number | null;
  stock: number;
  product_id: number;
  slug: string;
  name_en: string;
  name_it: string;
  type_key: string;
  tint: string | null;
}

const VARIANT_SQL = `SELECT v.sku, v.color, v.size, v.price, v.sale_price, v.stock, p.id AS product_id, p.slug, p.name_en, p.name_it, p.type_key, p.tint
  FROM variant v JOIN product p ON p.id = v.product_id`;

function sizeLabel(typeKey: string, size: string, lang: Lang): string {
  if (lang === 'en') return size;
  const opt = PRODUCT_TYPES.find((t) => t.key === typeKey)?.sizes?.find((o) => o.en === size);
  return opt ? itLabel(opt) : itLabel({ en: size });
}

function toItem(row: VariantRow): CatalogueItem {
  const variant = (lang: Lang) => {
    const parts: string[] = [];
    if (row.color) {
      const c = COLOR_BY_KEY.get(row.color);
      parts.push(c ? c[lang] : row.color);
    }
    if (row.size) parts.push(sizeLabel(row.type_key, row.size, lang));
    return parts.join(' · ');
  };
  const price = Math.round(row.price * 100);
  const sale = row.sale_price === null ? null : Math.round(row.sale_price * 100);
  return {
    item_code: row.sku,
    product_id: row.product_id,
    slug: row.slug,
    name: { en: row.name_en, it: row.name_it },
    variant: { en: variant('en'), it: variant('it') },
    price_cents: price,
    sale_cents: sale,
    rate_cents: sale !== null && sale < price ? sale : price,
    stock: row.stock,
    // The variant's own colour picture, as the catalogue shows it (catalogue/present.ts).
    image: pictureUrl(row.slug, 1, row.color && row.color !== row.tint ? row.color : null),
  };
}

/**
 * A sellable item by variant sku, or by product sku. On the real profile every product is one item
 * (docs/backend/catalogue.md): priced as its cheapest variant, with the stock of all of them, as
 * the listing shows it. Null when unknown.
 */
export function findItem(db: Database, code: string): CatalogueItem | null {
  const wanted = code.trim();
  if (!wanted) return null;
  const variant = db.prepare(`${VARIANT_SQL} WHERE v.sku = ?`).get(wanted) as VariantRow | undefined;
  if (variant) return toItem(variant);
  const rows = (db.prepare(`${VARIANT_SQL} WHERE p.sku = ? ORDER BY v.ord`).all(wanted) as VariantRow[]).map(toItem);
  if (!rows.length) return null;
  const cheapest = rows.reduce((a, b) => (b.rate_cents < a.rate_cents ? b : a));
  return { ...cheapest, item_code: wanted, variant: { en: '', it: '' }, stock: rows.reduce((n, r) => n + r.stock, 0) };
}

/**
 * Takes `qty` of an item inside the caller's transaction: a variant sku from that variant, a
 * product sku from its variants in order. False (and nothing taken) when there is not enough.
 */
export function takeStock(db: Database, code: string, qty: number): boolean {
  if (db.prepare('UPDATE variant SET stock = stock - ? WHERE sku = ? AND stock >= ?').run(qty, code, qty).changes === 1)
    return true;
  const variants = db
    .prepare(
      'SELECT v.sku, v.stock FROM variant v JOIN product p ON p.id = v.product_id WHERE p.sku = ? AND v.sku <> ? ORDER BY v.ord',
    )
    .all(code, code) as Array<{ sku: string; stock: number }>;
  if (variants.reduce((n, v) => n + v.stock, 0) < qty) return false;
  let left = qty;
  for (const v of variants) {
    const n = Math.min(left, v.stock);
    if (n > 0) db.prepare('UPDATE variant SET stock = stock - ? WHERE sku = ?').run(n, v.sku);
    left -= n;
    if (left === 0) break;
  }
  return true;
}

export function itemTitle(item: Pick<CatalogueItem, 'name' | 'variant'>, lang: Lang): string {
  const variant = item.variant[lang];
  return variant ? `${item.name[lang]} (${variant})` : item.name[lang];
}

// ---------------------------------------------------------------------------------------------
// Priced lines
// ---------------------------------------------------------------------------------------------

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
    return {
      item_code: item.item_code,
      product_id: item.product_id,
      slug: item.slug,
      name: item.name,
      variant: item.variant,
      qty,
      price_cents: item.price_cents,
      rate_cents: item.rate_cents,
      image: item.image,
    };
  });
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

// ---------------------------------------------------------------------------------------------
// Addresses (input checks shared by the address book and the checkout)
// ---------------------------------------------------------------------------------------------

export interface AddressInput {
  first_name: string;
  last_name: string;
  company_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pincode: string;
  country: CountryDef;
  email_id: string;
  phone: string;
}

const clean = (v: unknown, max: number) =>
  typeof v === 'string' ? v.trim().slice(0, max) : typeof v === 'number' ? String(v) : '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]{6,20}$/;

/** Validates an address object; `what` names it in messages ("Shipping address"). */
export function readAddress(value: unknown, lang: Lang, what: { en: string; it: string }): AddressInput {
  const a = (typeof value === 'string' ? safeJson(value) : value) as Record<string, unknown> | null;
  const label = what[lang];
  if (!a || typeof a !== 'object') throw validationError(lang === 'it' ? `${label}: mancante` : `${label} is missing`);
  const field = (key: string, en: string, it: string, max = 140) => {
    const v = clean(a[key], max);
    if (!v) throw validationError(lang === 'it' ? `${label}: ${it} è obbligatorio` : `${label}: ${en} is required`);
    return v;
  };
  const address_line1 = field('address_line1', 'address', "l'indirizzo");
  const city = field('city', 'town / city', 'la città', 80);
  const countryRaw = field('country', 'country', 'il paese', 80);
  const country = findCountry(countryRaw);
  if (!country)
    throw validationError(lang === 'it' ? `Non spediamo in ${countryRaw}` : `We do not deliver to ${countryRaw}`);
  const pincode = field('pincode', 'postcode', 'il CAP', 12).toUpperCase();
  const pinOk =
    country.code === 'IT' || country.code === 'SM' || country.code === 'VA'
      ? /^\d{5}$/.test(pincode)
      : /^[A-Z0-9][A-Z0-9 -]{2,9}$/.test(pincode);
  if (!pinOk)
    throw validationError(
      lang === 'it' ? `${label}: CAP non valido (${pincode})` : `${label}: invalid postcode (${pincode})`,
    );
  const phone = clean(a.phone, 30);
  if (phone && !PHONE.test(phone))
    throw validationError(lang === 'it' ? `${label}: numero di telefono non valido` : `${label}: invalid phone number`);
  const email_id = clean(a.email_id ?? a.email, 254).toLowerCase();
  if (email_id && !EMAIL.test(email_id))
    throw validationError(lang === 'it' ? `${label}: e-mail non valida` : `${label}: invalid email address`);
  return {
    first_name: clean(a.first_name, 80),
    last_name: clean(a.last_name, 80),
    company_name: clean(a.company_name, 140),
    address_line1,
    address_line2: clean(a.address_line2, 140),
    city,
    state: clean(a.state, 80),
    pincode,
    country,
    email_id,
    phone,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * How an address is stored inside an order and answered (country by its English name, like Frappe).
 * @public
 */
export function addressOut(a: AddressInput) {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    company_name: a.company_name,
    address_line1: a.address_line1,
    address_line2: a.address_line2,
    city: a.city,
    state: a.state,
    pincode: a.pincode,
    country: a.country.en,
    country_code: a.country.code,
    email_id: a.email_id,
    phone: a.phone,
  };
}
export type StoredAddress = ReturnType<typeof addressOut>;

export function couponDescription(code: string | null, lang: Lang): string | null {
  const c = code ? findCoupon(code) : undefined;
  return c ? c.description[lang] : null;
}
