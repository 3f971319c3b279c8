import { codiceFiscaleError, isValidEuVat, normalizeTaxId, partitaIvaError } from '@/lib/domain/italian-tax';

/**
 * Why an invoice's tax identifier is refused, as a key of the `Checkout.errors` namespace: the
 * checks are lib/domain/italian-tax.ts's (docs/decisions.md "invoice (Italy)").
 */

export type TaxCodeError = 'taxCodeLength' | 'taxCodeFormat' | 'taxCodeDate' | 'taxCodeCheck';

/** Why a private person's tax code is refused: a 16-character codice fiscale, or 11 digits (see isValidTaxCode). */
export function taxCodeProblem(value: string): TaxCodeError | null {
  const code = normalizeTaxId(value);
  if (/^\d+$/.test(code) && code.length <= 11) {
    const error = partitaIvaError(code);
    return error === null ? null : error === 'length' ? 'taxCodeLength' : 'taxCodeCheck';
  }
  const error = codiceFiscaleError(code);
  if (error === null) return null;
  return (
    {
      empty: 'taxCodeLength',
      length: 'taxCodeLength',
      format: 'taxCodeFormat',
      date: 'taxCodeDate',
      check: 'taxCodeCheck',
    } as const
  )[error];
}

export type VatError = 'vatLength' | 'vatFormat' | 'vatCheck' | 'vatEu';

/** Why a company's VAT number is refused: a partita IVA, or an EU VAT number with its country prefix. */
export function vatProblem(value: string): VatError | null {
  const vat = normalizeTaxId(value);
  if (/^[A-Z]{2}/.test(vat)) {
    if (isValidEuVat(vat)) return null;
    return vat.startsWith('IT') && /^\d{11}$/.test(vat.slice(2)) ? 'vatCheck' : 'vatEu';
  }
  const error = partitaIvaError(vat);
  if (error === null) return null;
  return error === 'check' ? 'vatCheck' : error === 'length' ? 'vatLength' : 'vatFormat';
}
