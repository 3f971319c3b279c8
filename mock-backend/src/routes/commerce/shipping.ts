/** The cart's deliverable countries and the shipping rules for a cart total. */
import { str, pythonError, type Args, type Row } from '../../frappe';
import { COUNTRIES, SHIPPING_RULES, bandFor } from '../../commerce/data';
import { euro } from '../../commerce/store';

export const countries = () => ({ data: COUNTRIES.map((c) => ({ name: c.en, code: c.code.toLowerCase() })) });

/** Python's truthiness of an argument: "" and JSON 0 are falsy, the text "0" is not. */
const truthy = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== 0 && v !== false;

/**
 * One row per enabled rule × rule country × band containing `totalPrice`, only when `totalPrice`
 * is truthy; `country` keeps the rules for that country (or for none) but each still yields a row
 * per country it lists; `price_range_to` is 0 whenever `price_range_from` is 0 (the real quirk).
 */
export function shippingRules(a: Args) {
  const country = str(a, 'country');
  if (!truthy(a.totalPrice)) return { data: [] };
  const total = Number(a.totalPrice);
  if (!Number.isFinite(total))
    throw pythonError('ValueError', `could not convert string to float: '${String(a.totalPrice)}'`);
  const cents = Math.round(total * 100);
  const rows: Row[] = [];
  for (const rule of SHIPPING_RULES) {
    if (country && rule.countries.length > 0 && !rule.countries.includes(country)) continue;
    const band =
      rule.conditions.length === 0
        ? { from_cents: 0, to_cents: 0, amount_cents: rule.amount_cents }
        : bandFor(rule, cents);
    if (!band) continue;
    for (const c of rule.countries.length > 0 ? rule.countries : ['ALL']) {
      rows.push({
        shipping_rule: rule.name,
        label: rule.label,
        generic_shipping_amount: euro(rule.amount_cents),
        shipping_amount: euro(band.amount_cents),
        country: c,
        price_range_from: euro(band.from_cents),
        price_range_to: band.from_cents ? euro(band.to_cents) : 0,
      });
    }
  }
  return { data: rows };
}
