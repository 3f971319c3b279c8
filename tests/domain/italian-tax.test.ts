import { describe, expect, it } from 'vitest';
import {
  PEC_RECIPIENT_CODE,
  codiceFiscaleCheckChar,
  codiceFiscaleError,
  isValidCodiceFiscale,
  isValidEuVat,
  isValidPartitaIva,
  isValidPec,
  isValidRecipientCode,
  isValidTaxCode,
  isValidVatNumber,
  normalizeTaxId,
  partitaIvaCheckDigit,
  partitaIvaError,
} from '@/lib/domain/italian-tax';

describe('normalizeTaxId', () => {
  it('trims, upper-cases and removes spaces, dots and hyphens', () => {
    expect(normalizeTaxId(' it 123.456-789 03 ')).toBe('IT12345678903');
    expect(normalizeTaxId(null)).toBe('');
  });
});

describe('codice fiscale: 16 characters with a real check character', () => {
  it('accepts commonly cited valid codes', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale('MRTMTT91D08F205J')).toBe(true);
  });

  it('computes the check character from the first 15 characters', () => {
    expect(codiceFiscaleCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(codiceFiscaleCheckChar('MRTMTT91D08F205')).toBe('J');
  });

  it('is case-insensitive and ignores surrounding and inner spaces', () => {
    expect(isValidCodiceFiscale('  rssmra85t10a562s ')).toBe(true);
    expect(isValidCodiceFiscale('RSS MRA 85T10 A562S')).toBe(true);
  });

  it('accepts omocodic codes (digits replaced by L…V) with their own check character', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRAURTMLARQNJ')).toBe(true);
  });

  it("accepts a woman's day of birth (day + 40)", () => {
    expect(isValidCodiceFiscale('BNCLRA80A41H501D')).toBe(true);
  });

  it('refuses a code with one character changed: the check character no longer matches', () => {
    expect(codiceFiscaleError('RSSMRA85T10A562T')).toBe('check');
    expect(codiceFiscaleError('RSSMRB85T10A562S')).toBe('check');
    expect(codiceFiscaleError('RSSMRA85T10A563S')).toBe('check');
  });

  it('tells empty, wrong length, wrong format and impossible date apart', () => {
    expect(codiceFiscaleError('')).toBe('empty');
    expect(codiceFiscaleError(undefined)).toBe('empty');
    expect(codiceFiscaleError('RSSMRA85T10A562')).toBe('length');
    expect(codiceFiscaleError('RSSMRA85T10A562SS')).toBe('length');
    expect(codiceFiscaleError('RSSMRA85Z10A562S')).toBe('format'); // Z is no month
    expect(codiceFiscaleError('RSSMRA85T10A5W2S')).toBe('format'); // W is no omocodia letter
    expect(codiceFiscaleError('1SSMRA85T10A562S')).toBe('format');
    expect(codiceFiscaleError('RSSMRA85T00A562S')).toBe('date');
    expect(codiceFiscaleError('RSSMRA85T35A562S')).toBe('date');
    expect(codiceFiscaleError('RSSMRA85B30A562S')).toBe('date'); // 30 February
    expect(codiceFiscaleError('RSSMRA85T72A562S')).toBe('date');
  });

  it('is null for a valid code', () => {
    expect(codiceFiscaleError('RSSMRA85T10A562S')).toBeNull();
  });
});

describe('partita IVA: 11 digits with a Luhn-style check digit', () => {
  it('accepts valid numbers', () => {
    for (const p of ['12345678903', '00743110157', '01114601006']) expect(isValidPartitaIva(p)).toBe(true);
  });

  it('computes the check digit from the first 10 digits', () => {
    expect(partitaIvaCheckDigit('1234567890')).toBe(3);
    expect(partitaIvaCheckDigit('0074311015')).toBe(7);
  });

  it('refuses a number with one digit changed', () => {
    expect(partitaIvaError('12345678901')).toBe('check');
    expect(partitaIvaError('12345678803')).toBe('check');
  });

  it('refuses wrong length, letters, all zeros and empty input', () => {
    expect(partitaIvaError('1234567890')).toBe('length');
    expect(partitaIvaError('123456789031')).toBe('length');
    expect(partitaIvaError('1234567890A')).toBe('format');
    expect(partitaIvaError('00000000000')).toBe('format');
    expect(partitaIvaError('')).toBe('empty');
    expect(isValidPartitaIva(12345678903)).toBe(false);
  });

  it('does not accept the IT prefix itself (that is an EU VAT number)', () => {
    expect(isValidPartitaIva('IT12345678903')).toBe(false);
  });
});

describe('EU VAT numbers: country prefix and that country’s format', () => {
  it('accepts plausible numbers of several member states', () => {
    for (const vat of [
      'DE123456789',
      'ATU12345678',
      'FR12345678901',
      'FRXX123456789',
      'NL123456789B01',
      'SK1234567890',
      'ES X1234567L',
      'EL123456789',
      'BE0123456789',
      'IE1234567WA',
      'SE123456789001',
    ]) {
      expect(isValidEuVat(vat), vat).toBe(true);
    }
  });

  it('reads GR as Greece’s EL', () => {
    expect(isValidEuVat('GR123456789')).toBe(true);
  });

  it('checks the partita IVA check digit behind the IT prefix', () => {
    expect(isValidEuVat('IT12345678903')).toBe(true);
    expect(isValidEuVat('it 123 456 789 03')).toBe(true);
    expect(isValidEuVat('IT12345678901')).toBe(false);
  });

  it('refuses a wrong format for the country, an unknown prefix, or no prefix', () => {
    for (const vat of [
      'DE12345678',
      'ATX12345678',
      'NL123456789X01',
      'SK123456789',
      'US123456789',
      '123456789',
      'DE',
      '',
    ]) {
      expect(isValidEuVat(vat), vat).toBe(false);
    }
  });
});

describe('isValidVatNumber: partita IVA or EU VAT number', () => {
  it('accepts either form', () => {
    expect(isValidVatNumber('12345678903')).toBe(true);
    expect(isValidVatNumber('IT12345678903')).toBe(true);
    expect(isValidVatNumber('DE123456789')).toBe(true);
  });

  it('refuses a wrong check digit and a codice fiscale', () => {
    expect(isValidVatNumber('12345678901')).toBe(false);
    expect(isValidVatNumber('RSSMRA85T10A562S')).toBe(false);
  });
});

describe('isValidTaxCode: codice fiscale, or 11 digits for companies', () => {
  it('accepts a personal codice fiscale and a numeric company code', () => {
    expect(isValidTaxCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidTaxCode('12345678903')).toBe(true);
  });

  it('refuses a wrong check character or digit', () => {
    expect(isValidTaxCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidTaxCode('12345678901')).toBe(false);
    expect(isValidTaxCode('IT12345678903')).toBe(false);
  });
});

describe('isValidRecipientCode: 7 letters or digits', () => {
  it('accepts 7 alphanumerics, case-insensitive, and 0000000 for PEC delivery', () => {
    expect(isValidRecipientCode('M5UXCR1')).toBe(true);
    expect(isValidRecipientCode(' m5uxcr1 ')).toBe(true);
    expect(isValidRecipientCode(PEC_RECIPIENT_CODE)).toBe(true);
  });

  it('refuses other lengths and symbols', () => {
    for (const code of ['M5UXCR', 'M5UXCR12', 'M5UX_R1', '', null]) expect(isValidRecipientCode(code)).toBe(false);
  });
});

describe('isValidPec: an email address', () => {
  it('accepts ordinary PEC addresses', () => {
    expect(isValidPec('amministrazione@pec.ferramenta-rossi.it')).toBe(true);
    expect(isValidPec(' fatture.rossi+sdi@legalmail.it ')).toBe(true);
  });

  it('refuses addresses without a domain, with spaces or double dots', () => {
    for (const pec of [
      'amministrazione',
      'a@b',
      'a b@pec.it',
      'a..b@pec.it',
      '.a@pec.it',
      'a@-pec.it',
      'a@pec..it',
      '',
      42,
    ]) {
      expect(isValidPec(pec), String(pec)).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidPec(`${'a'.repeat(250)}@pec.it`)).toBe(false);
  });
});
