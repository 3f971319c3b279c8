/**
 * Fixed business data of the mock's commerce area: deliverable countries, shipping rules,
 * coupons and the shop's bank account. Shipping and coupons are the terms of decisions.md
 * (Flat Rate 4,50 € free from 79,00 €, Local Pickup 0 €).
 */
import { FLAT_RATE_SHIPPING, FREE_SHIPPING_THRESHOLD } from '../business';
import type { Lang } from '../context';

export interface CountryDef {
  code: string;
  en: string;
  it: string;
  /** Payment gateways offered for addresses in this country (empty: "no payment methods"). */
  payment_methods: Array<'transfer' | 'stripe'>;
}

const BOTH: CountryDef['payment_methods'] = ['transfer', 'stripe'];

/** Italy first (the default delivery country, spec §4), then the EU countries served, then the rest. */
export const COUNTRIES: CountryDef[] = [
  { code: 'IT', en: 'Italy', it: 'Italia', payment_methods: BOTH },
  { code: 'SM', en: 'San Marino', it: 'San Marino', payment_methods: BOTH },
  { code: 'VA', en: 'Vatican City', it: 'Città del Vaticano', payment_methods: BOTH },
  { code: 'AT', en: 'Austria', it: 'Austria', payment_methods: BOTH },
  { code: 'BE', en: 'Belgium', it: 'Belgio', payment_methods: BOTH },
  { code: 'HR', en: 'Croatia', it: 'Croazia', payment_methods: BOTH },
  { code: 'CZ', en: 'Czech Republic', it: 'Repubblica Ceca', payment_methods: BOTH },
  { code: 'FR', en: 'France', it: 'Francia', payment_methods: BOTH },
  { code: 'DE', en: 'Germany', it: 'Germania', payment_methods: BOTH },
  { code: 'LU', en: 'Luxembourg', it: 'Lussemburgo', payment_methods: BOTH },
  { code: 'NL', en: 'Netherlands', it: 'Paesi Bassi', payment_methods: BOTH },
  { code: 'PT', en: 'Portugal', it: 'Portogallo', payment_methods: BOTH },
  { code: 'SK', en: 'Slovakia', it: 'Slovacchia', payment_methods: BOTH },
  { code: 'SI', en: 'Slovenia', it: 'Slovenia', payment_methods: BOTH },
  { code: 'ES', en: 'Spain', it: 'Spagna', payment_methods: BOTH },
  // Outside the EU customs union: goods are delivered, but payment is arranged with the shop.
  { code: 'CH', en: 'Switzerland', it: 'Svizzera', payment_methods: [] },
];

const byKey = new Map<string, CountryDef>();
for (const c of COUNTRIES) for (const k of [c.code, c.en, c.it]) byKey.set(k.toLowerCase(), c);

/** A country by ISO code, English or Italian name (any case); undefined when not deliverable. */
export function findCountry(value: string | undefined | null): CountryDef | undefined {
  return value ? byKey.get(value.trim().toLowerCase()) : undefined;
}

export function countryName(c: CountryDef, lang: Lang): string {
  return lang === 'it' ? c.it : c.en;
}

/** Shipping rules as bands of get_shipping_rules rows (see lib/domain/shipping.ts rulesFromBackend). */
export interface ShippingBand {
  shipping_rule: string;
  label: Record<Lang, string>;
  amount_cents: number;
  /** Inclusive subtotal bounds in cents; null = no bound. */
  from_cents: number | null;
  to_cents: number | null;
  /** Countries the band applies to (codes); null = every deliverable country. */
  countries: string[] | null;
}

const FREE_FROM_CENTS = Math.round(FREE_SHIPPING_THRESHOLD * 100);

export const SHIPPING_BANDS: ShippingBand[] = [
  {
    shipping_rule: 'Flat Rate',
    label: { en: 'Flat Rate', it: 'Spedizione standard' },
    amount_cents: Math.round(FLAT_RATE_SHIPPING * 100),
    from_cents: null,
    to_cents: FREE_FROM_CENTS - 1,
    countries: null,
  },
  {
    shipping_rule: 'Flat Rate',
    label: { en: 'Flat Rate', it: 'Spedizione standard' },
    amount_cents: 0,
    from_cents: FREE_FROM_CENTS,
    to_cents: null,
    countries: null,
  },
  {
    shipping_rule: 'Local Pickup',
    label: { en: 'Local Pickup', it: 'Ritiro in negozio' },
    amount_cents: 0,
    from_cents: null,
    to_cents: null,
    countries: ['IT', 'SM', 'VA'],
  },
];

export function bandsFor(country: CountryDef): ShippingBand[] {
  return SHIPPING_BANDS.filter((b) => b.countries === null || b.countries.includes(country.code));
}

/** The cost of `rule` for this subtotal, or null when the rule does not apply. */
export function shippingCostCents(country: CountryDef, rule: string, subtotalCents: number): number | null {
  let best: number | null = null;
  for (const band of bandsFor(country)) {
    if (band.shipping_rule !== rule) continue;
    if (band.from_cents !== null && subtotalCents < band.from_cents) continue;
    if (band.to_cents !== null && subtotalCents > band.to_cents) continue;
    if (best === null || band.amount_cents < best) best = band.amount_cents;
  }
  return best;
}

export interface CouponDef {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (10 = 10 %) or cents. */
  value: number;
  min_spend_cents: number;
  valid_from: string;
  valid_until: string;
  description: Record<Lang, string>;
}

/** A percentage coupon, a fixed one, an expired one and a minimum-spend one (issue 5). */
export const COUPONS: CouponDef[] = [
  {
    code: 'BENVENUTO10',
    kind: 'percent',
    value: 10,
    min_spend_cents: 0,
    valid_from: '2025-01-01',
    valid_until: '2027-12-31',
    description: { en: '10% off your order', it: '10% di sconto sul tuo ordine' },
  },
  {
    code: 'SCONTO5',
    kind: 'fixed',
    value: 500,
    min_spend_cents: 0,
    valid_from: '2025-01-01',
    valid_until: '2027-12-31',
    description: { en: '€5.00 off your order', it: '5,00 € di sconto sul tuo ordine' },
  },
  {
    code: 'ESTATE2025',
    kind: 'percent',
    value: 15,
    min_spend_cents: 0,
    valid_from: '2025-06-01',
    valid_until: '2025-09-30',
    description: { en: 'Summer sale: 15% off', it: 'Saldi estivi: 15% di sconto' },
  },
  {
    code: 'SPENDI100',
    kind: 'fixed',
    value: 1500,
    min_spend_cents: 10000,
    valid_from: '2025-01-01',
    valid_until: '2027-12-31',
    description: { en: '€15.00 off orders of €100.00 or more', it: '15,00 € di sconto sugli ordini da 100,00 €' },
  },
];

export function findCoupon(code: string | undefined): CouponDef | undefined {
  const wanted = (code ?? '').trim().toUpperCase();
  return COUPONS.find((c) => c.code === wanted);
}

/** The discount in cents a coupon gives on an items subtotal (never more than the subtotal). */
export function couponDiscountCents(coupon: CouponDef, subtotalCents: number): number {
  const raw = coupon.kind === 'percent' ? Math.round((subtotalCents * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, subtotalCents));
}

/** Where bank transfers go (shown on the order complete page and in the e-mail). */
export const BANK = {
  beneficiary: 'Bottega Ferramenta S.r.l.',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22XXX',
  bank_name: 'Banca Popolare di Milano',
} as const;
