import 'server-only';
import { z } from 'zod';
import { outsideEu, postalLines, type ProductSafety, type SafetyParty } from '@/lib/domain/product-safety';
import { shelf, type Shelf } from '@/lib/cache/shelves';
import { call } from './call';
import { ok, type Result } from './result';
import { lenientArray } from './schemas/common';

/**
 * What the offer says about product safety (GPSR, docs/backend/catalogue.md "product safety"), from
 * stock ERPNext read with the application token (Stock User: Item, Item Manufacturer, Manufacturer;
 * Sales User: Address): the item's manufacturer and model, the Manufacturer with the Addresses
 * linked to it, the EU responsible person (the shop's custom field on Manufacturer), and the
 * warnings (the shop's custom field on Item). A piece the back-end cannot give is left out; a
 * refused DocType is remembered by the door.
 */

/**
 * How the reads are kept: a product page keeps them on the `manufacturers` shelf, a 'use cache'
 * scope that exists only inside a running Next server; a script run outside Next
 * (`npm run gpsr:report`) asks every time.
 */
type Keep = Shelf | 'no-store';

const itemManufacturerSchema = lenientArray(
  z.object({
    manufacturer: z.string().min(1),
    manufacturer_part_no: z.string().nullish(),
    is_default: z.coerce.number().nullish(),
  }),
);
/** A whole Item document: only the manufacturer fields and the optional safety field are read. */
const itemSchema = z.object({
  default_item_manufacturer: z.string().nullish(),
  default_manufacturer_part_no: z.string().nullish(),
  custom_safety_information: z.string().nullish(),
});
const manufacturerSchema = z.object({
  short_name: z.string().min(1),
  full_name: z.string().nullish(),
  website: z.string().nullish(),
  country: z.string().nullish(),
  custom_eu_responsible_person: z.string().nullish(),
});
const addressRowsSchema = lenientArray(
  z.object({
    address_line1: z.string().min(1),
    address_line2: z.string().nullish(),
    city: z.string().min(1),
    state: z.string().nullish(),
    pincode: z.string().nullish(),
    country: z.string().nullish(),
    email_id: z.string().nullish(),
    is_primary_address: z.coerce.number().nullish(),
    disabled: z.coerce.number().nullish(),
  }),
);

const text = (value: string | null | undefined) =>
  value
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim() || null;

/** A Manufacturer with its address: null when the back-end has no such record or may not say. */
async function party(name: string, cache: Keep): Promise<{ party: SafetyParty; responsible: string | null } | null> {
  const [doc, addresses] = await Promise.all([
    call({ path: `resource:Manufacturer/${name}`, schema: manufacturerSchema, cache }),
    call({
      path: 'resource:Address',
      params: {
        fields: [
          'address_line1',
          'address_line2',
          'city',
          'state',
          'pincode',
          'country',
          'email_id',
          'is_primary_address',
          'disabled',
        ],
        filters: [
          ['Dynamic Link', 'link_doctype', '=', 'Manufacturer'],
          ['Dynamic Link', 'link_name', '=', name],
        ],
        limit_page_length: 20,
      },
      schema: addressRowsSchema,
      cache,
    }),
  ]);
  if (!doc.ok) return null;
  const enabled = addresses.ok ? addresses.data.filter((a) => !a.disabled) : [];
  const address = enabled.find((a) => a.is_primary_address) ?? enabled[0] ?? null;
  const m = doc.data;
  return {
    party: {
      name: m.full_name?.trim() || m.short_name,
      tradeMark: m.full_name?.trim() && m.full_name.trim() !== m.short_name ? m.short_name : null,
      postal: address ? postalLines({ ...address, country: address.country ?? m.country ?? null }) : null,
      email: address?.email_id?.trim() || null,
      website: m.website?.trim() || null,
      country: m.country ?? address?.country ?? null,
    },
    responsible: m.custom_eu_responsible_person?.trim() || null,
  };
}

/** The product page's read, kept an hour on the `manufacturers` shelf like the catalogue. */
export function getProductSafety(sku: string): Promise<Result<ProductSafety>> {
  return readProductSafety(sku, shelf('manufacturers'));
}

/** The same read, kept as `cache` says: `no-store` outside Next. */
export async function readProductSafety(sku: string, cache: Keep): Promise<Result<ProductSafety>> {
  const [links, item] = await Promise.all([
    call({
      path: 'resource:Item Manufacturer',
      params: { fields: ['manufacturer', 'manufacturer_part_no', 'is_default'], filters: [['item_code', '=', sku]] },
      schema: itemManufacturerSchema,
      cache,
    }),
    call({ path: `resource:Item/${sku}`, schema: itemSchema, cache }),
  ]);
  const link = links.ok ? (links.data.find((l) => l.is_default) ?? links.data[0] ?? null) : null;
  const name = link?.manufacturer ?? (item.ok ? item.data.default_item_manufacturer : null) ?? null;
  const model = link?.manufacturer_part_no ?? (item.ok ? item.data.default_manufacturer_part_no : null) ?? null;
  const made = name ? await party(name, cache) : null;
  const foreign = outsideEu(made?.party.country ?? null);
  const responsible = foreign && made?.responsible ? await party(made.responsible, cache) : null;
  return ok({
    manufacturer: made?.party ?? null,
    responsible: responsible?.party ?? null,
    manufacturerOutsideEu: foreign,
    model: model?.trim() || null,
    warnings: item.ok ? text(item.data.custom_safety_information) : null,
  });
}
