/**
 * Italian invoice identifiers (docs/decisions.md "invoice (Italy)"): a company gives a VAT number
 * (partita IVA with its check digit, or an EU VAT number with its country prefix) and a recipient
 * code (codice destinatario) or a PEC address; a private person gives a tax code (codice fiscale
 * with its check character; 11 digits accepted for companies). Validation is real: check
 * characters are computed, not just counted.
 *
 * Every check takes `unknown` so a form value can be passed as is; input is trimmed, upper-cased
 * and freed of spaces, dots and hyphens (people type "IT 123 456 789 03").
 */

/** The form in which an identifier is checked and should be stored. */
export function normalizeTaxId(s: unknown): string {
  return typeof s === 'string' ? s.replace(/[\s.\-]/g, '').toUpperCase() : '';
}

// ---------------------------------------------------------------------------------------------
// Codice fiscale (persone fisiche): 16 characters, DM 23/12/1976.

export type CodiceFiscaleError = 'empty' | 'length' | 'format' | 'date' | 'check';

/**
 * Omocodia: when two people would share a code, the Agenzia delle Entrate replaces digits, from
 * the right, with these letters (0→L … 9→V). Positions 7, 8, 10, 11, 13, 14, 15 may carry them.
 */
const OMOCODIA = 'LMNPQRSTUV';
const CF_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Values of a character in an odd position (1st, 3rd, …): the official table, digits then letters. */
const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

/** Value of a character in an even position: digits are themselves, letters A=0 … Z=25. */
function evenValue(ch: string): number {
  return ch >= '0' && ch <= '9' ? ch.charCodeAt(0) - 48 : ch.charCodeAt(0) - 65;
}

/** The check character (16th) for the first 15 characters of a codice fiscale, upper case. */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const ch = first15.charAt(i);
    // Positions are counted from 1, so index 0 is an odd position.
    sum += i % 2 === 0 ? (ODD_VALUES[ch] ?? 0) : evenValue(ch);
  }
  return String.fromCharCode(65 + (sum % 26));
}

function decodeOmocodia(chars: string): number {
  let digits = '';
  for (const ch of chars) {
    const substitute = OMOCODIA.indexOf(ch);
    digits += substitute === -1 ? ch : String(substitute);
  }
  return Number(digits);
}

/** Longest day of each month letter (February 29: the year's two digits cannot tell the century). */
const MONTH_DAYS: Record<string, number> = {
  A: 31,
  B: 29,
  C: 31,
  D: 30,
  E: 31,
  H: 30,
  L: 31,
  M: 31,
  P: 30,
  R: 31,
  S: 30,
  T: 31,
};

/** Why a codice fiscale is not valid, or null when it is: one message per cause in the form. */
export function codiceFiscaleError(s: unknown): CodiceFiscaleError | null {
  const cf = normalizeTaxId(s);
  if (cf === '') return 'empty';
  if (cf.length !== 16) return 'length';
  if (!CF_PATTERN.test(cf)) return 'format';
  // Day of birth: 1–31 for men, plus 40 for women (41–71).
  const day = decodeOmocodia(cf.slice(9, 11));
  const dayOfMonth = day > 40 ? day - 40 : day;
  const maxDay = MONTH_DAYS[cf.charAt(8)] ?? 31;
  if (dayOfMonth < 1 || dayOfMonth > maxDay || (day > 31 && day < 41)) return 'date';
  if (codiceFiscaleCheckChar(cf.slice(0, 15)) !== cf.charAt(15)) return 'check';
  return null;
}

/** A 16-character codice fiscale, omocodic forms included, whose check character is right. */
export function isValidCodiceFiscale(s: unknown): boolean {
  return codiceFiscaleError(s) === null;
}

// ---------------------------------------------------------------------------------------------
// Partita IVA: 11 digits, the last a Luhn-style check digit (DPR 633/1972, art. 35).

export type PartitaIvaError = 'empty' | 'length' | 'format' | 'check';

/** The check digit for the first 10 digits of a partita IVA. */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const d = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      sum += d;
    } else {
      // Digits in even positions (2nd, 4th, …) are doubled, subtracting 9 when above 9.
      const doubled = d * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function partitaIvaError(s: unknown): PartitaIvaError | null {
  const piva = normalizeTaxId(s);
  if (piva === '') return 'empty';
  if (!/^\d+$/.test(piva)) return 'format';
  if (piva.length !== 11) return 'length';
  // All zeros passes the arithmetic but is never issued (the company number part starts at 1).
  if (/^0+$/.test(piva)) return 'format';
  if (partitaIvaCheckDigit(piva.slice(0, 10)) !== piva.charCodeAt(10) - 48) return 'check';
  return null;
}

/** 11 digits whose last digit is the right check digit. Without the "IT" prefix (see isValidEuVat). */
export function isValidPartitaIva(s: unknown): boolean {
  return partitaIvaError(s) === null;
}

// ---------------------------------------------------------------------------------------------
// EU VAT numbers (VIES formats). Patterns only, except Italy where the check digit is verified.

const EU_VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-WY][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/**
 * An EU VAT number with its country prefix ("DE123456789"). The rest must match that country's
 * format; for "IT" the partita IVA check digit is verified too. "GR" is read as "EL".
 */
export function isValidEuVat(s: unknown): boolean {
  const vat = normalizeTaxId(s);
  const country = vat.slice(0, 2) === 'GR' ? 'EL' : vat.slice(0, 2);
  const rest = vat.slice(2);
  if (country === 'IT') return isValidPartitaIva(rest);
  const pattern = EU_VAT_PATTERNS[country];
  return pattern !== undefined && pattern.test(rest);
}

/** A company's VAT number: a partita IVA, or an EU VAT number with its country prefix. */
export function isValidVatNumber(s: unknown): boolean {
  return isValidPartitaIva(s) || isValidEuVat(s);
}

/**
 * A private person's tax code: a codice fiscale, or 11 digits with a valid check digit (the
 * numeric codice fiscale of companies and associations, identical in form to a partita IVA).
 */
export function isValidTaxCode(s: unknown): boolean {
  return isValidCodiceFiscale(s) || isValidPartitaIva(s);
}

// ---------------------------------------------------------------------------------------------
// Electronic invoicing (SdI) addressing.

/** Codice destinatario: 7 letters or digits; "0000000" when the company receives by PEC. */
export const PEC_RECIPIENT_CODE = '0000000';

export function isValidRecipientCode(s: unknown): boolean {
  return /^[A-Z0-9]{7}$/.test(normalizeTaxId(s));
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A PEC address is an ordinary email address in form (certified mail is a property of the provider). */
export function isValidPec(s: unknown): boolean {
  if (typeof s !== 'string') return false;
  const email = s.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}
