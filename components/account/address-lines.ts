/** The lines of a postal address as the shop prints it (Italian order: street, CAP city (province), country). */
export function addressLines(a: {
  company_name?: string | null;
  address_line1?: string | null;
  address_line2?: string | null;
  pincode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): string[] {
  const city = [a.pincode, a.city].filter(Boolean).join(' ');
  const cityLine = a.state ? `${city} (${a.state})` : city;
  return [a.company_name, a.address_line1, a.address_line2, cityLine, a.country].filter((l): l is string =>
    Boolean(l && l.trim()),
  );
}
