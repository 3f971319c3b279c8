import { countryNameIn } from '@/lib/domain/country-names';

/**
 * The lines of a postal address as the shop prints it (Italian order: street, CAP city (province),
 * country), the country named in the shopper's language (the back-end stores Frappe's English name).
 */
export function addressLines(
  a: {
    company_name?: string | null;
    address_line1?: string | null;
    address_line2?: string | null;
    pincode?: string | null;
    city?: string | null;
    state?: string | null;
    country?: string | null;
  },
  locale: string,
): string[] {
  const city = [a.pincode, a.city].filter(Boolean).join(' ');
  const cityLine = a.state ? `${city} (${a.state})` : city;
  return [
    a.company_name,
    a.address_line1,
    a.address_line2,
    cityLine,
    a.country ? countryNameIn(locale, { name: a.country }) : null,
  ].filter((l): l is string => Boolean(l && l.trim()));
}
