/**
 * Product safety on every offer (Regulation (EU) 2023/988, GPSR, art. 19; docs/decisions.md "the
 * law"): who made the product and how to reach them, who answers for it in the EU when the maker is
 * outside, what identifies it, and its warnings. Pure: built from what the back-end has, never
 * filled in with what it lacks.
 */

/** A manufacturer or an EU responsible person, as the offer names them. */
export interface SafetyParty {
  /** The registered name (Manufacturer `full_name`), else its trade mark (`short_name`). */
  name: string;
  /** The trade mark, when it differs from the name. */
  tradeMark: string | null;
  /** Postal address lines; null when the back-end has none. */
  postal: string[] | null;
  /** The electronic address: an e-mail, else the website. */
  email: string | null;
  website: string | null;
  /** A Country name (Frappe's, English). */
  country: string | null;
}

export interface ProductSafety {
  manufacturer: SafetyParty | null;
  /** Needed when the manufacturer is outside the EU (art. 19(b)); null when the back-end names none. */
  responsible: SafetyParty | null;
  manufacturerOutsideEu: boolean;
  /** The manufacturer's model or part number (Item Manufacturer `manufacturer_part_no`). */
  model: string | null;
  /** The warnings and safety information, in the back-end's language (Italian). */
  warnings: string | null;
}

/** The Member States, by Frappe's Country names (the EU responsible person must be established in one). */
const EU_COUNTRIES = new Set([
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Czechia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
]);

/** True only when the country is known and not a Member State: an unknown one is never called foreign. */
export function outsideEu(country: string | null): boolean {
  return Boolean(country) && !EU_COUNTRIES.has(country!.trim());
}

/** An address as Frappe keeps it, in the lines a letter would carry. */
export function postalLines(address: {
  address_line1: string;
  address_line2?: string | null;
  pincode?: string | null;
  city: string;
  state?: string | null;
  country?: string | null;
}): string[] {
  const town = [address.pincode, address.city, address.state ? `(${address.state})` : ''].filter(Boolean).join(' ');
  return [address.address_line1, address.address_line2 ?? '', town, address.country ?? ''].filter((l) => l.trim());
}

/** What the report asks of each product: what the site lacks for its offer to be complete. */
export type SafetyGap = 'manufacturer' | 'address' | 'eu-contact';

export function safetyGaps(
  safety: Pick<ProductSafety, 'manufacturer' | 'responsible' | 'manufacturerOutsideEu'>,
): SafetyGap[] {
  if (!safety.manufacturer) return ['manufacturer'];
  const gaps: SafetyGap[] = [];
  if (!safety.manufacturer.postal || !(safety.manufacturer.email || safety.manufacturer.website)) gaps.push('address');
  if (safety.manufacturerOutsideEu && !safety.responsible?.postal) gaps.push('eu-contact');
  return gaps;
}
