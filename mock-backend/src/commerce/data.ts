/**
 * Fixed business data of the mock's commerce area: deliverable countries, shipping rules,
 * coupons and the shop's bank account. Shipping and coupons are the terms of docs/decisions.md
 * (Flat Rate 4,50 € free from 79,00 €, Local Pickup 0 €).
 */
import { FLAT_RATE_SHIPPING, FREE_SHIPPING_THRESHOLD } from '../business';
import type { Lang } from '../context';

export interface CountryDef {
  code: string;
  /** The Country document's name (Frappe's Country names are English); what every call sends. */
  en: string;
  it: string;
}

/** Countries flagged deliverable: Italy first (the default delivery country), then the EU countries served. */
export const COUNTRIES: CountryDef[] = [
  { code: 'IT', en: 'Italy', it: 'Italia' },
  { code: 'SM', en: 'San Marino', it: 'San Marino' },
  { code: 'VA', en: 'Vatican City', it: 'Città del Vaticano' },
  { code: 'AT', en: 'Austria', it: 'Austria' },
  { code: 'BE', en: 'Belgium', it: 'Belgio' },
  { code: 'HR', en: 'Croatia', it: 'Croazia' },
  { code: 'CZ', en: 'Czech Republic', it: 'Repubblica Ceca' },
  { code: 'FR', en: 'France', it: 'Francia' },
  { code: 'DE', en: 'Germany', it: 'Germania' },
  { code: 'LU', en: 'Luxembourg', it: 'Lussemburgo' },
  { code: 'NL', en: 'Netherlands', it: 'Paesi Bassi' },
  { code: 'PT', en: 'Portugal', it: 'Portogallo' },
  { code: 'SK', en: 'Slovakia', it: 'Slovacchia' },
  { code: 'SI', en: 'Slovenia', it: 'Slovenia' },
  { code: 'ES', en: 'Spain', it: 'Spagna' },
];

const byKey = new Map<string, CountryDef>();
for (const c of COUNTRIES) for (const k of [c.code, c.en, c.it]) byKey.set(k.toLowerCase(), c);

/** A country by ISO code, English or Italian name (any case); undefined when not deliverable. */
export function findCountry(value: string | undefined | null): CountryDef | undefined {
  return value ? byKey.get(value.trim().toLowerCase()) : undefined;
}

/** A band of a shipping rule (Shipping Rule Condition): `to_cents` 0 = no upper bound. */
export interface ShippingCondition {
  from_cents: number;
  to_cents: number;
  amount_cents: number;
}

/** A Shipping Rule as ERPNext keeps it: label in the shop's language, countries by name ([] = every country). */
export interface ShippingRuleDef {
  name: string;
  label: string;
  /** The rule's own fixed amount (`generic_shipping_amount`), used when it has no bands. */
  amount_cents: number;
  countries: string[];
  conditions: ShippingCondition[];
}

const FREE_FROM_CENTS = Math.round(FREE_SHIPPING_THRESHOLD * 100);

/** docs/decisions.md: "Flat Rate" 4,50 € free from 79,00 € (two bands); "Local Pickup" 0 € at the shop in Milan. */
export const SHIPPING_RULES: ShippingRuleDef[] = [
  {
    name: 'Flat Rate',
    label: 'Spedizione standard',
    amount_cents: 0,
    countries: COUNTRIES.map((c) => c.en),
    conditions: [
      { from_cents: 0, to_cents: FREE_FROM_CENTS - 1, amount_cents: Math.round(FLAT_RATE_SHIPPING * 100) },
      { from_cents: FREE_FROM_CENTS, to_cents: 0, amount_cents: 0 },
    ],
  },
  { name: 'Local Pickup', label: 'Ritiro in negozio', amount_cents: 0, countries: ['Italy'], conditions: [] },
];

export const findShippingRule = (name: string | undefined) => SHIPPING_RULES.find((r) => r.name === name);

/** The band of a rule that contains this total (`from ≤ total ≤ to`, `to` 0 = open), as ERPNext picks it. */
export function bandFor(rule: ShippingRuleDef, totalCents: number): ShippingCondition | undefined {
  return rule.conditions.find((b) => b.from_cents <= totalCents && (b.to_cents === 0 || totalCents <= b.to_cents));
}

/**
 * What a rule charges an order shipped to `country` (a Country name) with this items total:
 * `not-applicable` when the rule does not list the country; 0 when no band contains the total.
 */
export function shippingCostCents(
  rule: ShippingRuleDef,
  country: string,
  totalCents: number,
): number | 'not-applicable' {
  if (rule.countries.length > 0 && !rule.countries.includes(country)) return 'not-applicable';
  if (rule.conditions.length === 0) return rule.amount_cents;
  return bandFor(rule, totalCents)?.amount_cents ?? 0;
}

export interface CouponDef {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (10 = 10 %) or cents. */
  value: number;
  min_spend_cents: number;
  /** Uses allowed per customer e-mail, counted on submitted orders (Coupon Code `maximum_use`); none = no limit. */
  max_use_per_email?: number;
  valid_from: string;
  valid_until: string;
  description: Record<Lang, string>;
  /** The Coupon Code document's description (HTML, in the shop's language). */
  html: string;
}

/** A percentage coupon, a fixed one, an expired one and a minimum-spend one (docs/backend/checkout.md). */
const COUPONS: CouponDef[] = [
  {
    code: 'BENVENUTO10',
    kind: 'percent',
    value: 10,
    min_spend_cents: 0,
    valid_from: '2025-01-01',
    valid_until: '2027-12-31',
    description: { en: '10% off your order', it: '10% di sconto sul tuo ordine' },
    html: '<p>10% di sconto sul tuo ordine</p>',
  },
  {
    code: 'SCONTO5',
    kind: 'fixed',
    value: 500,
    min_spend_cents: 0,
    valid_from: '2025-01-01',
    valid_until: '2027-12-31',
    description: { en: '€5.00 off your order', it: '5,00 € di sconto sul tuo ordine' },
    html: '<p>5,00 € di sconto sul tuo ordine</p>',
  },
  {
    code: 'ESTATE2025',
    kind: 'percent',
    value: 15,
    min_spend_cents: 0,
    valid_from: '2025-06-01',
    valid_until: '2025-09-30',
    description: { en: 'Summer sale: 15% off', it: 'Saldi estivi: 15% di sconto' },
    html: '<p>Saldi estivi: 15% di sconto</p>',
  },
  {
    code: 'SPENDI100',
    kind: 'fixed',
    value: 1500,
    min_spend_cents: 10000,
    valid_from: '2025-01-01',
    valid_until: '2027-12-31',
    description: { en: '€15.00 off orders of €100.00 or more', it: '15,00 € di sconto sugli ordini da 100,00 €' },
    html: '',
  },
];

/** A first-order coupon: once per e-mail. */
COUPONS.push({
  code: 'PRIMOORDINE',
  kind: 'percent',
  value: 5,
  min_spend_cents: 0,
  max_use_per_email: 1,
  valid_from: '2025-01-01',
  valid_until: '2027-12-31',
  description: { en: '5% off your first order', it: '5% di sconto sul primo ordine' },
  html: '<p>5% di sconto sul primo ordine</p>',
});

export function findCoupon(code: string | undefined): CouponDef | undefined {
  const wanted = (code ?? '').trim().toUpperCase();
  return COUPONS.find((c) => c.code === wanted);
}

/**
 * The discount in cents a coupon gives, as ERPNext applies omnicommerce's coupon: on the grand
 * total, shipping (a tax row) included (apply_discount_on "Grand Total"; observed on the real code:
 * (25,00 + 6,90) × 0,9 = 28,71). Never more than that total.
 */
export function couponDiscountCents(coupon: CouponDef, subtotalCents: number, shippingCents = 0): number {
  const base = subtotalCents + shippingCents;
  const raw = coupon.kind === 'percent' ? Math.round((base * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, base));
}

/** What the order costs: items and shipping, less the discount on both. */
export const grandTotalCents = (r: { subtotal_cents: number; shipping_cents: number; discount_cents: number }) =>
  Math.max(0, r.subtotal_cents + r.shipping_cents - r.discount_cents);

/** Where bank transfers go (shown on the order complete page and in the e-mail). */
export const BANK = {
  beneficiary: 'Bottega Ferramenta S.r.l.',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22XXX',
  bank_name: 'Banca Popolare di Milano',
} as const;
