/**
 * The price per unit of measure that Italian law asks beside the price of goods sold by weight,
 * volume or length (Codice del Consumo art. 14–17: "prezzo per unità di misura"): €/kg, €/l, €/m.
 * Smaller units are brought to the base one (750 ml is 0,75 l), so shoppers compare like with like.
 */
import { perUnit, type Cents } from './money';

type MeasureUnit = 'kg' | 'l' | 'm';

/** How many base units one of each accepted unit is. */
const TO_BASE: Record<string, { unit: MeasureUnit; factor: number }> = {
  kg: { unit: 'kg', factor: 1 },
  g: { unit: 'kg', factor: 0.001 },
  l: { unit: 'l', factor: 1 },
  ml: { unit: 'l', factor: 0.001 },
  cl: { unit: 'l', factor: 0.01 },
  m: { unit: 'm', factor: 1 },
  cm: { unit: 'm', factor: 0.01 },
};

export interface UnitPrice {
  cents: Cents;
  unit: MeasureUnit;
}

/**
 * What one kg, litre or metre costs at `price` for a pack holding `quantity` of `unit`.
 * Null when any of them is missing or unusable (no quantity, an unknown unit, a free item):
 * a wrong unit price is worse than none. Rounded to the nearest cent.
 */
export function unitPrice(
  price: Cents | null | undefined,
  quantity: number | null | undefined,
  unit: string | null | undefined,
): UnitPrice | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return null;
  const base = TO_BASE[(unit ?? '').trim().toLowerCase()];
  if (!base) return null;
  const baseQuantity = quantity * base.factor;
  return { cents: perUnit(price, baseQuantity), unit: base.unit };
}

export interface MeasuredItem {
  price: Cents | null;
  net_quantity?: number | null;
  net_quantity_unit?: string | null;
}

/**
 * The lowest unit price among items priced differently (a card's "from" line over a product's
 * sizes), or null when one of them has none or they are measured in different units: a "from"
 * over mixed units would compare litres with kilograms.
 */
export function lowestUnitPrice(items: readonly MeasuredItem[]): UnitPrice | null {
  let lowest: UnitPrice | null = null;
  for (const item of items) {
    const each = unitPrice(item.price, item.net_quantity, item.net_quantity_unit);
    if (!each || (lowest && each.unit !== lowest.unit)) return null;
    if (!lowest || each.cents < lowest.cents) lowest = each;
  }
  return lowest;
}
