import 'server-only';
import { orderOutcome, type OrderOutcome } from './order-outcome';

/**
 * The order a payment page is about: its number in the query (`?order=`), checked against what the
 * back-end and this browser know, never trusted from the URL alone.
 */
export type OrderParam = string | string[] | undefined;

const one = (value: OrderParam) =>
  typeof value === 'string' && value.length > 0 && value.length <= 140 ? value : undefined;

export async function paymentOrderOutcome(order: OrderParam, locale: string): Promise<OrderOutcome> {
  const name = one(order);
  return name ? orderOutcome(name, locale) : { found: false, reason: 'not-found' };
}
