/**
 * Electrical and electronic goods (RAEE, d.lgs. 49/2014): a shop selling them takes back the
 * shopper's old appliance of the same kind for free, one for one, and says so before the sale.
 * The back-end has no "electrical" flag, so the category path decides: a product is electrical
 * when one of its category labels names power tools, electrical material or lighting
 * (docs/backend/catalogue.md, "Electrical goods").
 */
const ELECTRICAL_LABEL = /elettr|lampad|illuminazion/i;

export function isElectricalGood(categoryLabels: readonly string[]): boolean {
  return categoryLabels.some((label) => ELECTRICAL_LABEL.test(label));
}

/** The answer of `/api/take-back`: does the cart hold electrical goods? */
export interface TakeBackAnswer {
  takeBack: boolean;
}
