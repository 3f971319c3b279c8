/**
 * Who makes the products, as ERPNext v15 keeps it and the storefront reads it for product safety
 * (GPSR, docs/backend/catalogue.md "product safety"):
 *   /api/resource/Manufacturer           list, GET …/<short_name>: short_name, full_name, website,
 *                                        country, and the shop's optional custom field
 *                                        custom_eu_responsible_person (Link → Manufacturer)
 *   /api/resource/Item Manufacturer      list: item_code, manufacturer, manufacturer_part_no, is_default
 *   /api/resource/Item                   list, GET …/<item_code>: default_item_manufacturer,
 *                                        default_manufacturer_part_no, and the optional custom field
 *                                        custom_safety_information (the warnings, in Italian)
 *   Addresses of a manufacturer are Address documents linked to it (Dynamic Link
 *   link_doctype "Manufacturer"): served with the Address resource (routes/orders.ts).
 * Deterministic from the catalogue: a manufacturer per brand, most products with an Item
 * Manufacturer row, a few without, two manufacturers without an address, and two outside the EU,
 * one with its EU responsible person and one without.
 */
import type { Database } from 'better-sqlite3';
import type { AppContext, MockModule } from '../context';
import { args, json, resource, type Row } from '../frappe';
import { frappeDatetime } from '../commerce/frappe-time';

interface ManufacturerDef {
  short_name: string;
  full_name: string;
  website: string | null;
  country: string;
  /** The EU responsible person (GPSR art. 16), another Manufacturer record: only for makers outside the EU. */
  responsible?: string;
  address?: { line1: string; city: string; pincode: string; state: string; email: string };
}

const ITALIAN_TOWNS = [
  ['Via dell’Industria 12', 'Brescia', '25125', 'BS'],
  ['Via Emilia 210', 'Modena', '41121', 'MO'],
  ['Corso Francia 88', 'Torino', '10143', 'TO'],
  ['Via Tiburtina 1020', 'Roma', '00156', 'RM'],
  ['Via dei Mestieri 5', 'Prato', '59100', 'PO'],
  ['Viale Europa 44', 'Bergamo', '24125', 'BG'],
] as const;

/** Brands with no address on the site (the report lists them), and the makers outside the EU. */
const WITHOUT_ADDRESS = new Set(['Ordina', 'Pulito']);
const OUTSIDE_EU: Record<string, { country: string; responsible?: string }> = {
  Voltix: { country: 'China', responsible: 'Voltix Europe' },
  Solaris: { country: 'United States' },
};

const slug = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9]+/g, '');

function manufacturerOf(brand: string, index: number): ManufacturerDef {
  const outside = OUTSIDE_EU[brand];
  const [line1, city, pincode, state] = ITALIAN_TOWNS[index % ITALIAN_TOWNS.length]!;
  return {
    short_name: brand,
    full_name: outside ? `${brand} Manufacturing Co., Ltd.` : `${brand} S.r.l.`,
    website: `https://www.${slug(brand)}.example`,
    country: outside?.country ?? 'Italy',
    responsible: outside?.responsible,
    address: WITHOUT_ADDRESS.has(brand)
      ? undefined
      : outside
        ? {
            line1: '88 Industrial Road',
            city: outside.country === 'China' ? 'Ningbo' : 'Dayton',
            pincode: '315000',
            state: '',
            email: `compliance@${slug(brand)}.example`,
          }
        : { line1, city, pincode, state, email: `info@${slug(brand)}.example` },
  };
}

/** The EU importer that answers for a maker outside the EU. */
const EU_REPRESENTATIVES: ManufacturerDef[] = [
  {
    short_name: 'Voltix Europe',
    full_name: 'Voltix Europe GmbH',
    website: 'https://eu.voltix.example',
    country: 'Germany',
    address: { line1: 'Hafenstraße 7', city: 'Hamburg', pincode: '20457', state: '', email: 'gpsr@eu.voltix.example' },
  },
];

function manufacturers(db: Database): ManufacturerDef[] {
  const brands = (db.prepare('SELECT DISTINCT brand FROM product ORDER BY brand').pluck().all() as string[]).filter(
    Boolean,
  );
  return [...brands.map(manufacturerOf), ...EU_REPRESENTATIVES];
}

const CREATED = frappeDatetime('2025-01-10T09:00:00Z');

function manufacturerDoc(m: ManufacturerDef): Row {
  return {
    name: m.short_name,
    short_name: m.short_name,
    full_name: m.full_name,
    website: m.website,
    country: m.country,
    logo: null,
    notes: null,
    custom_eu_responsible_person: m.responsible ?? null,
    creation: CREATED,
    modified: CREATED,
    docstatus: 0,
    doctype: 'Manufacturer',
  };
}

/** Addresses linked to manufacturers, as the Address resource lists them (routes/orders.ts). */
export function manufacturerAddresses(db: Database): Row[] {
  return manufacturers(db).flatMap((m) =>
    m.address
      ? [
          {
            name: `${m.short_name}-Sede legale`,
            address_title: m.full_name,
            address_type: 'Office',
            address_line1: m.address.line1,
            address_line2: null,
            city: m.address.city,
            state: m.address.state || null,
            pincode: m.address.pincode,
            country: m.country,
            email_id: m.address.email,
            phone: null,
            is_primary_address: 1,
            is_shipping_address: 0,
            disabled: 0,
            links: [
              {
                link_doctype: 'Manufacturer',
                link_name: m.short_name,
                link_title: m.full_name,
                doctype: 'Dynamic Link',
              },
            ],
            creation: CREATED,
            modified: CREATED,
            doctype: 'Address',
          },
        ]
      : [],
  );
}

interface ProductRow {
  id: number;
  sku: string;
  brand: string;
  model_idx: number;
  type_key: string;
  name_it: string;
}

/** Every 23rd product has no manufacturer on the site: the report must find it. */
const hasManufacturer = (p: ProductRow) => p.id % 23 !== 0;
const partNo = (p: ProductRow) =>
  `${slug(p.brand).slice(0, 4).toUpperCase()}-${p.type_key.toUpperCase()}-${p.model_idx + 1}`;

/** The warnings a product of this kind carries, in Italian (none for a few kinds: nothing is made up). */
const SAFETY: Array<[RegExp, string]> = [
  [
    /drill|saw|hammer|pruning-shears/,
    'Indossare occhiali e guanti di protezione. Scollegare la batteria o la spina prima di cambiare l’accessorio. Tenere fuori dalla portata dei bambini.',
  ],
  [
    /wall-paint|varnish|enamel|wood-stain/,
    'Usare in ambienti ben aerati. Tenere fuori dalla portata dei bambini. Non disperdere nell’ambiente. Leggere l’etichetta prima dell’uso.',
  ],
  [/ladder/, 'Portata massima 150 kg. Posizionare su superficie piana e stabile. Non salire sugli ultimi due gradini.'],
  [
    /bulb|cable-reel|power-strip|wall-socket/,
    'Installare a impianto spento. Rispettare la tensione indicata. In caso di dubbio rivolgersi a un elettricista.',
  ],
];

function safetyOf(p: ProductRow): string | null {
  return SAFETY.find(([kind]) => kind.test(p.type_key))?.[1] ?? null;
}

/** Rows of one item when the filters name it, else of all: a list asked per product stays quick at 100 000. */
function productsFor(c: AppContext, codeField: string, a: Record<string, unknown>): ProductRow[] {
  const db = c.get('db');
  const filters = json<unknown>(a, 'filters');
  const wanted = Array.isArray(filters)
    ? (filters as unknown[][]).find((f) => Array.isArray(f) && f[f.length - 3] === codeField && f[f.length - 2] === '=')
    : filters && typeof filters === 'object'
      ? [codeField, '=', (filters as Row)[codeField]]
      : undefined;
  const code = wanted?.[wanted.length - 1];
  const sql = 'SELECT id, sku, brand, model_idx, type_key, name_it FROM product';
  return (
    typeof code === 'string' ? db.prepare(`${sql} WHERE sku = ?`).all(code) : db.prepare(`${sql} ORDER BY id`).all()
  ) as ProductRow[];
}

function itemDoc(p: ProductRow): Row {
  const made = hasManufacturer(p);
  return {
    name: p.sku,
    item_code: p.sku,
    item_name: p.name_it,
    brand: p.brand,
    default_item_manufacturer: made ? p.brand : null,
    default_manufacturer_part_no: made ? partNo(p) : null,
    custom_safety_information: safetyOf(p),
    disabled: 0,
    is_stock_item: 1,
    creation: CREATED,
    modified: CREATED,
    docstatus: 0,
    doctype: 'Item',
  };
}

export const manufacturersModule: MockModule = {
  name: 'manufacturers',
  register(app) {
    resource(app, 'Manufacturer', {
      list: (c) => manufacturers(c.get('db')).map(manufacturerDoc),
      get: (c, name) => {
        const found = manufacturers(c.get('db')).find((m) => m.short_name === name);
        return found ? manufacturerDoc(found) : undefined;
      },
    });
    resource(app, 'Item Manufacturer', async (c) =>
      productsFor(c, 'item_code', await args(c))
        .filter(hasManufacturer)
        .map((p) => ({
          name: `IM-${p.id}`,
          item_code: p.sku,
          manufacturer: p.brand,
          manufacturer_part_no: partNo(p),
          is_default: 1,
          doctype: 'Item Manufacturer',
        })),
    );
    resource(app, 'Item', {
      list: async (c) => productsFor(c, 'name', await args(c)).map(itemDoc),
      get: (c, name) => {
        const [p] = productsFor(c, 'name', { filters: [['name', '=', name]] });
        return p ? itemDoc(p) : undefined;
      },
    });
  },
};
