/**
 * Country names in the shopper's language. Frappe's Country names are English ("Italy"), and the
 * back-end must keep receiving them; a shopper reads the name Intl.DisplayNames gives for the
 * Country's ISO code in the page's locale ("Italia", "Taliansko"). Where only the name is known
 * (an address), its code is found among the English names first.
 */

/** Frappe's spellings that are not CLDR's English names (Frappe's country_info). */
const FRAPPE_SPELLINGS: Record<string, string> = {
  'czech republic': 'CZ',
  'vatican city state': 'VA',
  'holy see (vatican city state)': 'VA',
  macedonia: 'MK',
  'macedonia, the former yugoslav republic of': 'MK',
  'moldova, republic of': 'MD',
  'russian federation': 'RU',
  'korea, republic of': 'KR',
  turkey: 'TR',
  'bosnia and herzegovina': 'BA',
  'united states of america': 'US',
  'great britain': 'GB',
};

let byEnglishName: Map<string, string> | null = null;

function englishNames(): Map<string, string> {
  if (byEnglishName) return byEnglishName;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const map = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // An unassigned code comes back as itself (or "Unknown Region").
      if (name && name !== code && name !== 'Unknown Region') map.set(name.toLowerCase(), code);
    }
  }
  for (const [name, code] of Object.entries(FRAPPE_SPELLINGS)) map.set(name, code);
  byEnglishName = map;
  return map;
}

/** The ISO code of a Frappe Country name ("Italy" → "IT"), or null for a name no code matches. */
export function countryCodeOf(name: string | null | undefined): string | null {
  const key = name?.trim().toLowerCase();
  if (!key) return null;
  if (/^[a-z]{2}$/.test(key)) return key.toUpperCase();
  return englishNames().get(key) ?? null;
}

/** The country's name in `locale`, from its code (else from its English name); the back-end's name when neither gives one. */
export function countryNameIn(locale: string, country: { code?: string | null; name?: string | null }): string {
  const code = country.code?.trim().toUpperCase() || countryCodeOf(country.name);
  const fallback = country.name ?? code ?? '';
  if (!code || !/^[A-Z]{2}$/.test(code)) return fallback;
  try {
    const local = new Intl.DisplayNames([locale], { type: 'region' }).of(code);
    return local && local !== code ? local : fallback;
  } catch {
    return fallback;
  }
}
